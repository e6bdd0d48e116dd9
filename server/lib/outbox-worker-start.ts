import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import type { Config } from '../env.ts';
import { type Clock, systemClock } from './context.ts';
import type { Mailer } from './mail.ts';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker.ts';
import { emailDelivery, leadDelivery } from './outbox-worker-deliveries.ts';

/**
 * Builds the outbox worker from the configuration and starts it: emails through `mailer`, leads to
 * LEAD_WEBHOOK_URL when set (without it leads stay queued, said once in the log). Stop it on shutdown.
 */
export function startOutboxWorker(options: {
  db: Database;
  config: Pick<Config, 'leadWebhookUrl' | 'leadWebhookSecret'>;
  logger: Logger;
  mailer: Mailer;
  clock?: Clock;
}): OutboxWorker {
  const { config, logger, clock = systemClock } = options;
  const email = emailDelivery(options.mailer);
  const url = config.leadWebhookUrl;
  const secret = config.leadWebhookSecret;
  if (!url || !secret) logger.info('LEAD_WEBHOOK_URL is not set: leads stay in the outbox until it is');
  const deliveries = url && secret ? { email, lead: leadDelivery({ url, secret, clock }) } : { email };
  const worker = createOutboxWorker({ db: options.db, logger: logger.child({ component: 'outbox' }), deliveries, clock });
  worker.start();
  return worker;
}
