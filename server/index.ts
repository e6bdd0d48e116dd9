import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { createDatabase } from './db/database.ts';
import { seedDatabase } from './db/seed.ts';
import { EnvError, loadEnv, type ResolvedConfig, withJwtSecret } from './env.ts';
import { createLogger, errorSummary } from './lib/logger.ts';
import { createMailer } from './lib/mail.ts';
import { startOutboxWorker } from './lib/outbox-worker-start.ts';
import { createPurgeWorker } from './lib/purge-worker.ts';
import { mountSpa } from './lib/spa.ts';
import { createFileStorage } from './lib/storage.ts';
import { findPartnerByHost, partnerHost } from './routes/partner/partner.service.ts';

const SHUTDOWN_GRACE_MS = 10_000;

function configOrExit(): ResolvedConfig {
  try {
    return withJwtSecret(loadEnv());
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  }
}

// The only place real dependencies are wired: environment → database → migrations → seed → app → HTTP server.
const config = configOrExit();
const logger = createLogger(config.logLevel);
const database = await createDatabase({
  databaseUrl: config.databaseUrl,
  poolMax: config.pgPoolMax,
  timeouts: config.pgTimeouts,
  onConnectionError: (error) => logger.warn({ err: errorSummary(error) }, 'database connection lost'),
  dataDir: join(config.dataDir, 'pg'),
});
await database.exclusive(async () => {
  await database.migrate();
  await seedDatabase(database.db, { publicPort: config.publicPort });
});
logger.info({ database: database.kind }, 'database ready');

const { mailer, mailbox } = createMailer(config, logger);
const outboxWorker = startOutboxWorker({ db: database.db, config, logger, mailer });
const purgeWorker = createPurgeWorker({ db: database.db, logger: logger.child({ component: 'purge' }) });
purgeWorker.start();
const app = createApp({ db: database.db, config, logger, mailbox, storage: createFileStorage(config.storageDir) });
mountSpa(app, config.staticDir, {
  flowsViewer: config.flowsViewer,
  partnerFor: (host) => findPartnerByHost(database.db, partnerHost(host)),
});
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
  logger.info(`listening on http://localhost:${config.port}`);
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  await new Promise<void>((done) => server.close(() => done()));
  await outboxWorker.stop();
  await purgeWorker.stop();
  mailer.close?.();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
