import type { Logger } from 'pino';
import type { Database } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { screeningDelivery } from '../../services/screening/screening-outbox.ts';
import { type Clock, systemClock } from '../http/context.ts';
import { screenerFor } from '../screening/screener.ts';
import type { Mailer } from './mail.ts';
import type { OutboxKind } from './outbox.ts';
import { listenForQueued, type OutboxWakeups } from './outbox-wake.ts';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './outbox-worker.ts';
import { emailDelivery, leadDelivery } from './outbox-worker-deliveries.ts';
import type { PeriodicLoop } from './periodic-loop.ts';

/** Messages of each lane delivered at once: codes and links go out in parallel; leads need not. */
export const LANE_CONCURRENCY = { email: 4, lead: 2 } as const;

/**
 * Builds the outbox's lanes from the configuration and starts them: one worker per kind, so emails (codes, links)
 * never wait behind leads whose service is slow or down. Emails go through `mailer`; leads and status changes to
 * LEAD_WEBHOOK_URL when set (without it they stay queued, said once in the log). Each lane is woken by the commits
 * that queue its kind (outbox-wake.ts) and polls every `pollMs` besides. Stop them on shutdown.
 */
export function startOutboxWorker(options: {
  db: Database;
  config: Pick<Config, 'leadWebhookUrl' | 'leadWebhookSecret'> & Partial<Pick<Config, 'screening'>>;
  logger: Logger;
  mailer: Mailer;
  clock?: Clock;
  pollMs?: number;
}): PeriodicLoop {
  const { db, config, clock = systemClock, pollMs } = options;
  const logger = options.logger.child({ component: 'outbox' });
  // A drain claims twice what it sends at once: enough to keep its runners busy, few enough that the other servers
  // share a burst (20 leads claimed by one server at a concurrency of 2 waited there while another server was idle).
  const lane = (deliveries: OutboxWorkerOptions['deliveries'], concurrency: number) =>
    createOutboxWorker({ db, logger, deliveries, clock, concurrency, batchSize: concurrency * 2, pollMs });
  const lanes: OutboxWorker[] = [lane({ email: emailDelivery(options.mailer) }, LANE_CONCURRENCY.email)];
  const url = config.leadWebhookUrl;
  const secret = config.leadWebhookSecret;
  if (url && secret) {
    // Leads and status changes go to the same receiver with the same signature (ADR 046, ADR 200).
    const webhook = leadDelivery({ url, secret, clock });
    lanes.push(lane({ lead: webhook, status: webhook }, LANE_CONCURRENCY.lead));
  } else options.logger.info('LEAD_WEBHOOK_URL is not set: leads stay in the outbox until it is');
  // Files sent to analysis are screened against the PEP and sanctions lists (ADR 233), one at a time.
  const screener = screenerFor(config.screening, clock, db);
  lanes.push(lane({ screening: screeningDelivery({ db, screener, clock, logger }) }, 1));
  // A commit that queued rows wakes the lane of their kind at once (no kind: every lane); the poll is the fallback.
  const lanesOf = (kind?: string) => lanes.filter((each) => kind === undefined || each.kinds.includes(kind as OutboxKind));
  let wakeups: OutboxWakeups | undefined;
  const all: PeriodicLoop = {
    start: () => {
      for (const each of lanes) each.start();
      wakeups ??= listenForQueued(db, logger, (kind) => {
        for (const each of lanesOf(kind)) each.wake();
      });
    },
    stop: async () => {
      await wakeups?.close();
      wakeups = undefined;
      await Promise.all(lanes.map((each) => each.stop()));
    },
  };
  all.start();
  return all;
}
