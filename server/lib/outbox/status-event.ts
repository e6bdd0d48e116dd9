import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { enqueue } from './outbox.ts';

/** The `Event` of a status change's webhook body (the lead's body has none: it predates events). */
export const STATUS_CHANGED_EVENT = 'client.status.changed';

/** A client's registration status changed by a back-office decision (ADR 200). */
export type StatusChange = {
  clientId: number;
  partnerId: number;
  personType: string;
  from: number;
  to: number;
  /** The decision that changed it: approve, reject or requestDocuments. */
  decision: string;
  at: Date;
};

/**
 * Queues the signed status-change event in the caller's transaction: delivered like a lead (same URL, signature and
 * retries, ADR 046) with a fresh Idempotency-Key per change. No personal data and no reason: the receiver knows the
 * client by its id, from the lead.
 */
export async function queueStatusEvent(db: Database, change: StatusChange): Promise<void> {
  const payload = {
    Event: STATUS_CHANGED_EVENT,
    ClientId: change.clientId,
    PartnerId: change.partnerId,
    PersonType: change.personType,
    PreviousStatusRegistration: change.from,
    StatusRegistration: change.to,
    Decision: change.decision,
    ChangedAt: change.at.toISOString(),
  };
  await enqueue(db, { kind: 'status', payload, idempotencyKey: `status:client:${change.clientId}:${randomUUID()}`, at: change.at });
}
