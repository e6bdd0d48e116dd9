# syntax=docker/dockerfile:1
# Production image (README "Deploy"): the built web app and the compiled server on Node 24 LTS, runtime
# dependencies only, as an unprivileged user. CI runs these same build and start commands without Docker
# (.ci/run, "production install").

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/var/lib/onboarding \
    STATIC_DIR=/app/dist
WORKDIR /app
COPY package.json package-lock.json ./
# --legacy-peer-deps: without it npm also installs the optional peers of runtime packages that are devDependencies
# here (typescript, zod, @types: 44 MB); every package the server loads is a direct dependency (npm run lint).
RUN npm ci --omit=dev --legacy-peer-deps --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
# Uploaded documents (STORAGE_DIR defaults to DATA_DIR/storage): mount a volume here.
RUN mkdir -p /var/lib/onboarding && chown node:node /var/lib/onboarding
USER node
EXPOSE 3000
# Liveness: /api/health/live answers while the process serves HTTP, whatever the database does and while it drains;
# an unhealthy container is one to restart. Readiness (send it traffic?) is /api/health/ready: README, "Health checks".
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1 (no npm or shell in between), so SIGTERM reaches the server, which drains and exits 0.
# The operator CLI runs in the same image: docker compose exec app node dist-server/scripts/admin.js <command>.
CMD ["node", "--enable-source-maps", "dist-server/server/index.js"]
