import type { Logger } from 'pino';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/http/context.ts';
import { PermanentDeliveryError } from '../../lib/outbox/mail.ts';
import { enqueue } from '../../lib/outbox/outbox.ts';
import type { Delivery } from '../../lib/outbox/outbox-worker.ts';
import type { Screener } from '../../lib/screening/screener.ts';
import { runScreening } from './screening-run.ts';

/**
 * Queues the screening of a file sent to analysis in the finalize's transaction (ADR 233): it commits with the
 * finalize, and the outbox's screening lane runs it after, so a crash between them loses nothing and the provider
 * never delays nor fails the customer's finalize.
 */
export async function queueScreening(tx: Database, clientId: number, at: Date): Promise<void> {
  await enqueue(tx, { kind: 'screening', payload: { ClientId: clientId }, idempotencyKey: `screening:finalize:${clientId}`, at });
}

/**
 * Runs a queued screening: a run is stored whatever the provider answers (`error` when it failed, which staff can
 * rescreen), so the message is delivered once a run is stored; a failed provider is logged for the operators. A
 * client deleted meanwhile has nothing to screen.
 */
export function screeningDelivery(options: { db: Database; screener: Screener; clock: Clock; logger?: Logger }): Delivery {
  return async (row) => {
    const clientId = row.payload.ClientId;
    if (typeof clientId !== 'number' || !Number.isInteger(clientId)) throw new PermanentDeliveryError('malformed screening payload');
    const ctx = { staffId: null, now: options.clock.now(), requestId: `outbox:${row.id}` };
    const run = await runScreening(options.db, options.screener, clientId, ctx);
    if (run?.status === 'error')
      options.logger?.warn({ clientId, runId: run.id, error: run.error }, 'screening provider failed: run stored as error');
  };
}
