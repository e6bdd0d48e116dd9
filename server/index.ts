import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { availabilityOf } from './db/availability.ts';
import { createDatabase } from './db/database.ts';
import { EmbeddedDatabaseHeld } from './db/embedded-holder.ts';
import { createPurgeWorker } from './db/purge-worker.ts';
import { seedDatabase } from './db/seed.ts';
import { retryUntilReady } from './db/wait-for-database.ts';
import { loadEnv, type ResolvedConfig, withJwtSecret } from './env.ts';
import { warmPasswordStrengthThread } from './lib/auth/password-strength-thread.ts';
import { createS3Storage } from './lib/documents/s3-storage.ts';
import { createFileStorage } from './lib/documents/storage.ts';
import { mountFlowsRelay } from './lib/flows-relay/flows-relay.routes.ts';
import { createJourneyBoard } from './lib/flows-relay/journeys.ts';
import { httpDrain } from './lib/http/http-drain.ts';
import { createLogger, errorSummary, logDestination } from './lib/http/logger.ts';
import { createMetrics } from './lib/http/metrics.ts';
import { readinessGate } from './lib/http/readiness-gate.ts';
import { createMailer } from './lib/outbox/mail.ts';
import { startOutboxWorker } from './lib/outbox/outbox-worker-start.ts';
import { tightenDataDir } from './lib/private-dir.ts';
import { mountSpa } from './lib/web/spa.ts';
import { findPartnerByHost, partnerHost } from './services/partners/partner.service.ts';
import { importDemoLists } from './services/screening/demo-lists.ts';

// Past the grace period, closing the database and the workers gets this long before the process exits anyway.
const SHUTDOWN_MARGIN_MS = 5_000;

/** Prints why the server cannot start, in one line (no stack trace), and exits 1. */
function cannotStart(error: unknown): never {
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  console.error(`Cannot start: ${reason}`);
  process.exit(1);
}

function configOrExit(): ResolvedConfig {
  try {
    return withJwtSecret(loadEnv());
  } catch (error) {
    return cannotStart(error);
  }
}

// Whatever the server creates (PGlite's files, uploads, the development JWT secret) is the owner's only: 0600 files,
// 0700 folders, whatever umask the shell had.
process.umask(0o077);

// The only place real dependencies are wired: environment → database → migrations → seed → app → HTTP server.
const config = configOrExit();
const logger = createLogger(config.logLevel, logDestination());
// DATA_DIR, the JWT secret and the uploads folder in it: what an older version left readable by others is closed.
if (!tightenDataDir(config.dataDir)) logger.warn({ dataDir: config.dataDir }, 'DATA_DIR could not be made private (0700): not its owner');
const database = await createDatabase({
  databaseUrl: config.databaseUrl,
  poolMax: config.pgPoolMax,
  timeouts: config.pgTimeouts,
  onConnectionError: (error) => logger.warn({ err: errorSummary(error) }, 'database connection lost'),
  dataDir: join(config.dataDir, 'pg'),
  holder: { name: 'The server', url: `http://localhost:${config.port}` },
}).catch((error: unknown) =>
  cannotStart(error instanceof EmbeddedDatabaseHeld ? `${error.message}: let it finish, or set DATABASE_URL` : error),
);
const prepare = () =>
  database.exclusive(async () => {
    await database.migrate();
    await seedDatabase(database.db, { publicPort: config.publicPort });
    // The demo screens against the fictional fixture lists, imported once (ADR 238); a bureau's URL takes precedence.
    if (config.nodeEnv !== 'production' && !config.screening.url) await importDemoLists(database.db, new Date());
  });
await retryUntilReady(prepare, { maxWaitMs: config.pgStartupWaitSeconds * 1000, logger }).catch(cannotStart);
logger.info({ database: database.kind }, 'database ready');
// Fail fast while PostgreSQL is unreachable (ADR 193); embedded PGlite has no network to hang on.
const availability = availabilityOf(database, { probeMs: config.pgProbeTimeoutMs, logger: logger.child({ component: 'database' }) });

const { mailer, mailbox } = createMailer(config, logger);
const outbox = startOutboxWorker({ db: database.db, config, logger, mailer });
const purgeWorker = createPurgeWorker({ db: database.db, logger: logger.child({ component: 'purge' }) });
purgeWorker.start();
const metrics = createMetrics({
  db: database.db,
  poolUsage: database.poolUsage,
  token: config.metricsToken,
  trustProxy: config.trustProxy,
});
// A bucket when S3_BUCKET is set (shared by every instance), else the local disk (ADR 194).
const storage = config.s3 ? createS3Storage(config.s3, join(config.dataDir, 's3-spool')) : createFileStorage(config.storageDir);
const app = createApp({ db: database.db, config, logger, mailbox, storage, availability, metrics });
// Before the SPA: its catch-all answers every other GET.
// The relay's live journeys, which the SPA's landing also lists (with the explorer on).
const flowsBoard = config.flowsViewer ? createJourneyBoard() : undefined;
mountFlowsRelay(app, {
  enabled: config.flowsViewer,
  trustProxy: config.trustProxy,
  coverageFile: resolve('coverage/model.json'),
  board: flowsBoard,
});
mountSpa(app, config.staticDir, {
  flowsViewer: config.flowsViewer,
  flowsBoard,
  partnerFor: (host) => findPartnerByHost(database.db, partnerHost(host)),
});
// Set on the first SIGTERM/SIGINT: readiness answers 503 from then on, while the listener still accepts.
let stopping = false;
const server = serve({ fetch: readinessGate(app.fetch, () => stopping), port: config.port, hostname: config.host }, () => {
  logger.info(`listening on http://localhost:${config.port}`);
  // The password dictionaries take ~0.4 s to prepare: done now rather than on a customer's first password.
  setImmediate(warmPasswordStrengthThread);
}) as Server;
const drain = httpDrain(server);
const skipDelay = new AbortController();

/**
 * Turns readiness to 503 at once and keeps serving for SHUTDOWN_DELAY_MS, so load balancers take this instance out of
 * rotation from its health checks rather than from refused connections (ADR 213); then stops accepting, lets what is
 * in flight finish within the grace period, closes the database and exits. A second signal cuts the delay short.
 */
async function shutdown(signal: string): Promise<void> {
  if (stopping) return skipDelay.abort();
  stopping = true;
  const graceMs = config.shutdownGraceSeconds * 1000;
  const delayMs = config.shutdownDelayMs;
  logger.info({ signal, delayMs, graceMs }, 'shutting down: readiness answers 503');
  setTimeout(
    () => {
      logger.error('shutdown took too long: exiting');
      process.exit(1);
    },
    delayMs + graceMs + SHUTDOWN_MARGIN_MS,
  ).unref();
  // Without a delay the drain starts in this very tick: a timer would wait for a busy event loop's next turn, while
  // clients, not yet told `Connection: close`, open connections that closing the listener then resets.
  if (delayMs > 0) {
    await sleep(delayMs, undefined, { signal: skipDelay.signal }).catch(() => undefined);
    logger.info('delay over: no longer accepting connections');
  }
  // A delivery still running past the grace period is left to its lease: another server, or the next start, retries it.
  const workers = Promise.all([outbox.stop(), purgeWorker.stop()]);
  const [drained] = await Promise.all([drain.stop(graceMs), Promise.race([workers, sleep(graceMs, undefined, { ref: false })])]);
  if (!drained) logger.warn({ graceMs }, 'grace period over: requests still running were cut');
  mailer.close?.();
  availability?.close();
  await database.close();
  logger.info('stopped');
  process.exit(drained ? 0 : 1);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
