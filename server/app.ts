import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { DatabaseAvailability } from './db/availability.ts';
import type { Database } from './db/database.ts';
import { argon2Kdf, type Kdf } from './lib/auth/kdf.ts';
import { type FileStorage, temporaryFileStorage } from './lib/documents/storage.ts';
import { isUploadRequest } from './lib/documents/uploads.ts';
import { type AppConfig, type AppEnv, type Clock, systemClock } from './lib/http/context.ts';
import { databaseGate } from './lib/http/database-gate.ts';
import { HttpMessages } from './lib/http/http-messages.ts';
import { createLogger } from './lib/http/logger.ts';
import type { Metrics } from './lib/http/metrics.ts';
import type { DevMailbox } from './lib/outbox/mail.ts';
import { isLogoRead, isLogoUploadRequest } from './lib/partners/partner-logos.ts';
import { devMailboxRoutes } from './lib/web/mail-dev-page.ts';
import { requestBodyLimit } from './middleware/body-limit.ts';
import { onError, onNotFound } from './middleware/errors.ts';
import { requestContext } from './middleware/request-context.ts';
import { noStore, securityHeaders, sharedBrandAssets } from './middleware/security.ts';
import { docsRoutes } from './routes/docs/docs.routes.ts';
import { resources } from './routes/index.ts';

/** Largest JSON body accepted (the biggest spine body is under 1 KB). */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * What the HTTP app is built from; nothing is read from globals. `kdf` hashes passwords and signatures (argon2id
 * at production cost by default; tests and benchmarks pass a cheaper one); `mailbox` backs /dev/emails; `storage`
 * keeps uploads (server/index.ts passes STORAGE_DIR; the default is a folder under the OS temp dir, for tests);
 * `availability`, when given, makes the API answer 503 at once while PostgreSQL is unreachable (ADR 193); `metrics`
 * counts every request and serves GET /metrics (Prometheus text, loopback or METRICS_TOKEN only).
 */
export type AppOptions = {
  db: Database;
  config: AppConfig;
  clock?: Clock;
  logger?: Logger;
  kdf?: Kdf;
  mailbox?: DevMailbox;
  storage?: FileStorage;
  availability?: DatabaseAvailability;
  metrics?: Metrics;
};

/** Builds the HTTP app: cross-cutting middleware, every resource under /api, OpenAPI and error mapping. */
export function createApp({
  db,
  config,
  clock = systemClock,
  logger = createLogger('info'),
  kdf = argon2Kdf(),
  mailbox,
  storage = temporaryFileStorage(),
  availability,
  metrics,
}: AppOptions): Hono<AppEnv> {
  const deps = { db, config, clock, logger, kdf, storage, availability };
  // Not strict about trailing slashes: the spec writes several paths with one (ADR 012).
  const api = new Hono<AppEnv>({ strict: false }).basePath('/api');
  for (const resource of resources) api.route(resource.path, resource.routes(deps));
  api.route('/', docsRoutes(api));

  const app = new Hono<AppEnv>({ strict: false });
  if (metrics) app.use(metrics.recordRequests);
  app.use(requestContext(logger));
  app.use('/brands/*', sharedBrandAssets);
  app.use(securityHeaders());
  if (metrics) app.get('/metrics', metrics.handler);
  // An uploaded logo's URL carries its version: its route sets a long cache (ADR 220).
  app.use('/api/*', (c, next) => (isLogoRead(c.req.raw) ? next() : noStore(c, next)));
  if (availability) {
    // Health checks answer in their own shape, from the same availability (routes/health).
    const gate = databaseGate(availability);
    app.use('/api/*', (c, next) => (c.req.path.startsWith('/api/health') ? next() : gate(c, next)));
  }
  const jsonLimit = requestBodyLimit(MAX_BODY_BYTES, (c) => c.json({ Message: HttpMessages.payloadTooLarge }, 413));
  // The upload streams its body and enforces its own cap (server/lib/documents/uploads.ts); bodyLimit would buffer it.
  // A logo upload caps its body at MAX_LOGO_BYTES in its route (ADR 220).
  app.use('/api/*', (c, next) => (isUploadRequest(c.req.raw) || isLogoUploadRequest(c.req.raw) ? next() : jsonLimit(c, next)));
  app.route('/', api);
  app.route('/dev', devMailboxRoutes(mailbox, config.trustProxy));
  app.onError(onError);
  app.notFound(onNotFound);
  return app;
}
