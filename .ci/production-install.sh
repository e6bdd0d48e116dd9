# shellcheck shell=bash
# Sourced by .ci/run. The Dockerfile's runtime stage without Docker: its `npm ci --omit=dev` into a temporary folder
# with the build beside it, the server started with the image's command, answered by the image's HEALTHCHECK command.
# Without DATABASE_URL it must refuse in one line (PGlite is a devDependency, not installed); in production mode it
# runs on a database of its own when PostgreSQL answers (CI_POSTGRES_URL). Production requires CPF_CHECK_URL (ADR 221) and SCREENING_URL (ADR 233):
# these checks make no sign-up, so it names an address nothing answers.
#
# production_install <node bin folder>...: installs with the first Node, then starts and checks the server on each.
production_install() {
  local install_bin=$1 dir port=3190 clamd_pid= clamav_url=
  dir=$(mktemp -d)
  # Called where `set -e` does not apply (.ci/run's `timed … || status=$?`): every step checks its own status.
  cp package.json package-lock.json "$dir/" && cp -R dist dist-server "$dir/" || return 1
  (cd "$dir" && PATH="$install_bin:$PATH" npm ci --omit=dev --legacy-peer-deps --no-audit --no-fund --loglevel=error) || return 1
  echo "ci: production install (Node $("$install_bin/node" -v)): node_modules $(du -sm "$dir/node_modules" | cut -f1) MB ($(ls "$dir/node_modules" | wc -l) top-level entries)"

  if [ -n "${CI_POSTGRES_URL:-}" ] && command -v psql >/dev/null; then
    # Production requires CLAMAV_URL: a clamd of the project's own (scripts/clamd.ts) for the time of the checks.
    node --import tsx scripts/clamd.ts >"$dir/clamd.out" 2>&1 &
    clamd_pid=$!
    for _ in $(seq 1 120); do
      clamav_url=$(sed -n 's/^CLAMAV_URL=//p' "$dir/clamd.out")
      [ -z "$clamav_url" ] && kill -0 "$clamd_pid" 2>/dev/null || break
      sleep 0.5
    done
    [ -n "$clamav_url" ] || { echo "ci: clamd did not start for the production check:"; cat "$dir/clamd.out"; return 1; }
  fi

  local node_bin
  for node_bin in "$@"; do
    production_refusal "$dir" "$node_bin" "$port" || return 1
    if [ -n "$clamav_url" ]; then
      local db="ci_prod_$$" base="${CI_POSTGRES_URL%/*}"
      PGOPTIONS='-c client_min_messages=warning' psql -q "$base/postgres" -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db" || return 1
      production_start "$dir" "$node_bin" "$port" "PostgreSQL (NODE_ENV=production)" NODE_ENV=production DATABASE_URL="$base/$db" \
        DATA_DIR="$dir/data-pg" JWT_SECRET="$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')" SMTP_URL=smtp://127.0.0.1:2525 \
        CLAMAV_URL="$clamav_url" CPF_CHECK_URL="http://127.0.0.1:9/cpf/{cpf}" \
        SCREENING_URL="http://127.0.0.1:9/screening" || return 1
      psql -q "$base/postgres" -c "DROP DATABASE IF EXISTS $db"
    fi
  done
  if [ -n "$clamd_pid" ]; then
    kill -TERM "$clamd_pid"
    wait "$clamd_pid" || true
  fi
  rm -rf "$dir"
}

# Without DATABASE_URL the production install (no PGlite) refuses to start, in one line.
production_refusal() {
  local dir=$1 node_bin=$2 port=$3 refusal
  refusal=$(cd "$dir" && env -u DATABASE_URL PORT="$port" DATA_DIR="$dir/data" timeout 60 "$node_bin/node" dist-server/server/index.js 2>&1) &&
    refusal="$refusal (exit 0)"
  if [ "$(printf '%s\n' "$refusal" | wc -l)" != 1 ] || ! grep -q '^Cannot start: DATABASE_URL is not set' <<<"$refusal"; then
    echo "ci: production install on Node $("$node_bin/node" -v) without DATABASE_URL: expected a one-line refusal, got:"
    printf '%s\n' "$refusal"
    return 1
  fi
  echo "ci: production install on Node $("$node_bin/node" -v) without DATABASE_URL: refused in one line: $refusal"
}

# Starts the compiled server as the image does; the HEALTHCHECK's command, readiness, the page and the OpenAPI
# document (both load lazily) must answer; SIGTERM must end it with exit 0.
production_start() {
  local dir=$1 node_bin=$2 port=$3 label=$4 pid ready= started=$SECONDS
  shift 4
  (cd "$dir" && exec env PORT="$port" "$@" "$node_bin/node" --enable-source-maps dist-server/server/index.js >"$dir/server.log" 2>&1) &
  pid=$!
  for _ in $(seq 1 120); do
    if (cd "$dir" && PORT=$port "$node_bin/node" -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"); then
      ready=yes
      break
    fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.5
  done
  if [ -z "$ready" ] || ! curl -sf "http://127.0.0.1:$port/api/health/ready" | grep -q '"database":"ok"' ||
    ! curl -sf "http://127.0.0.1:$port/" | grep -q '<div id="root"' ||
    ! curl -sf "http://127.0.0.1:$port/api/openapi.json" | grep -q '"openapi"'; then
    echo "ci: production install on Node $("$node_bin/node" -v), $label: the server did not become healthy; its log:"
    cat "$dir/server.log"
    kill "$pid" 2>/dev/null || true
    return 1
  fi
  echo "ci: production install on Node $("$node_bin/node" -v), $label: /api/health/live and /ready, / and /api/openapi.json answer, ready in $((SECONDS - started)) s"
  kill -TERM "$pid"
  wait "$pid" || { echo "ci: the server did not exit 0 on SIGTERM"; cat "$dir/server.log"; return 1; }
}
