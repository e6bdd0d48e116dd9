/** `npm run admin -- <command> [options]`: the operator CLI (server/cli/admin.ts) on the configured database. */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { namesCommand, printUsage, runAdmin } from '../server/cli/admin.ts';
import { CLI_HOLDER, cannotOpenLine } from '../server/cli/database-refusal.ts';
import { secretReader } from '../server/cli/secret-input.ts';
import { createDatabase } from '../server/db/database.ts';
import { seedDatabase } from '../server/db/seed.ts';
import { EnvError, loadEnv } from '../server/env.ts';
import { systemClock } from '../server/lib/http/context.ts';
import { createLogger } from '../server/lib/http/logger.ts';
import { createMailer } from '../server/lib/outbox/mail.ts';
import { createOutboxWorker } from '../server/lib/outbox/outbox-worker.ts';
import { emailDelivery } from '../server/lib/outbox/outbox-worker-deliveries.ts';

let config: ReturnType<typeof loadEnv>;
try {
  config = loadEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const argv = process.argv.slice(2);
// The usage needs no database, so it prints whatever holds it.
if (!namesCommand(argv)) process.exit(printUsage(argv, (line) => console.log(line)));

const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
// One line on why it cannot open the database: no DATABASE_URL on a production install, or the embedded database is
// open in the server (PGlite is one process's: a second one's writes would be lost), which it names with its URL.
const dataDir = join(config.dataDir, 'pg');
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir, holder: CLI_HOLDER }).catch((error: unknown) => {
  console.error(cannotOpenLine(error));
  return process.exit(1);
});
// The same start-up as the server's (idempotent), so the CLI also works on a database the server never opened.
await database.exclusive(async () => {
  await database.migrate();
  // The links it prints and emails use the partners' stored URLs: never rewrite them with the port this process guessed.
  await seedDatabase(database.db, { publicPort: config.publicPort, keepRegistrationUrls: true });
});
// Without SMTP the email stays queued: the server's worker then puts it in its dev mailbox (/dev/emails).
const { mailer } = createMailer({ ...config, devMailbox: false }, logger);
const worker = createOutboxWorker({ db: database.db, logger, deliveries: { email: emailDelivery(mailer) } });
const sendQueuedEmails = config.smtpUrl ? () => worker.drainOnce() : undefined;
let status = 1;
try {
  status = await runAdmin(argv, {
    db: database.db,
    clock: systemClock,
    print: (line) => console.log(line),
    sendQueuedEmails,
    requestId: randomUUID(),
    // A secret is not configuration (env.ts): only the command that asks for it reads it, from env or stdin.
    readSecret: secretReader(process.env, process.stdin),
  });
} finally {
  mailer.close?.();
  await database.close();
}
process.exit(status);
