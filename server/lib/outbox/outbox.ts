import type { Database } from '../../db/database.ts';
import { outbox } from '../../db/schema/index.ts';
import { queuedAndNotified } from './outbox-wake.ts';

/**
 * Kinds of outbox messages the delivery worker (outbox-worker.ts) knows how to send: emails, the two webhook
 * events (a new sign-up's lead; a decision's status change, ADR 200), both signed to LEAD_WEBHOOK_URL, and the
 * screening of a file sent to analysis (ADR 233).
 */
export type OutboxKind = 'lead' | 'email' | 'status' | 'screening';

/** A message to deliver after the surrounding transaction commits. */
export type OutboxMessage = { kind: OutboxKind; payload: Record<string, unknown>; idempotencyKey: string; at: Date };

/**
 * Queues a message in the caller's transaction; a second message with the same key is ignored. Its commit wakes the
 * delivery workers of its kind at once (outbox-wake.ts, one statement with the insert); their poll remains the fallback.
 */
export async function enqueue(db: Database, message: OutboxMessage): Promise<void> {
  const insert = db
    .insert(outbox)
    .values({
      kind: message.kind,
      payload: message.payload,
      idempotencyKey: message.idempotencyKey,
      nextAttemptAt: message.at,
      createdAt: message.at,
    })
    .onConflictDoNothing({ target: outbox.idempotencyKey })
    .returning({ id: outbox.id });
  await db.execute(queuedAndNotified(insert.getSQL(), message.kind));
}
