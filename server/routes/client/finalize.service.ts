import { eq } from 'drizzle-orm';
import type { Finalized } from '../../../domain/api/client.ts';
import { CompletenessMessages } from '../../../domain/api/completeness.ts';
import { RegistrationStatus } from '../../../domain/constants.ts';
import type { Database } from '../../db/database.ts';
import { clients } from '../../db/schema/index.ts';
import { auditCte } from '../../lib/audit/audit.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';
import { type ClientScope, type LockedClient, lockedTransaction } from '../../lib/clients/client-lock.ts';
import { ApiError } from '../../lib/http/api-error.ts';
import type { Once } from '../../lib/http/context.ts';
import { finalizedEmail } from '../../lib/outbox/finalized-mail.ts';
import { findBrand, queueEmail } from '../../lib/outbox/mail.ts';
import { findAccount } from '../../services/account/account.service.ts';
import { assertComplete, fileCompleteness } from '../../services/completeness/completeness.service.ts';
import { queueScreening } from '../../services/screening/screening-outbox.ts';

/** pt-BR answers of PATCH /api/client/finalize (ours). */
export const FinalizeMessages = {
  incomplete: CompletenessMessages.fileIncomplete,
  notInProgress: 'Este cadastro já foi enviado para análise',
} as const;

/**
 * Finishes the sign-up (spec §4, DESIGN §5): finalized and status 2 (under analysis), once the completeness service
 * finds every section complete (409 with the missing items by section otherwise; the general contract is one of
 * them, ADR 084), and "recebemos seu cadastro" queued in the outbox (ADR 205), with the screening against PEP and sanctions lists (ADR 233). Only a sign-up in progress (1) may finish; finishing twice answers the finished state. One
 * transaction: the client's row locked FOR UPDATE (a write still running is waited for, a later one waits and then
 * finds the file frozen; a row held past CLIENT_ROW_WAIT_MS answers 503, ADR 216), the file judged after the lock,
 * then the update.
 */
export function finalizeClient(db: Database, scope: ClientScope, ctx: ChangeContext, once?: Once<Finalized>): Promise<Finalized> {
  return lockedTransaction(db, scope, 'status', async (tx, client) => {
    const done = await finalizeLocked(tx, scope, client, ctx);
    await once?.(tx, done);
    return done;
  });
}

async function finalizeLocked(tx: Database, scope: ClientScope, client: LockedClient, ctx: ChangeContext): Promise<Finalized> {
  const done = { Id: client.id, Finalized: true as const, StatusRegistration: RegistrationStatus.UNDER_ANALYSIS };
  if (client.finalized && client.status === RegistrationStatus.UNDER_ANALYSIS) return done;
  if (client.status !== RegistrationStatus.IN_PROGRESS) throw new ApiError(409, FinalizeMessages.notInProgress);
  const { completeness } = await fileCompleteness(tx, scope);
  assertComplete(completeness.Sections, FinalizeMessages.incomplete);
  await markFinalized(tx, client.id, ctx);
  await queueFinalizedEmail(tx, client.id, ctx);
  await queueScreening(tx, client.id, ctx.now);
  return done;
}

/** Queues "recebemos seu cadastro" to the client's email in the finalize's transaction (once per client). */
async function queueFinalizedEmail(tx: Database, clientId: number, ctx: ChangeContext): Promise<void> {
  const account = await findAccount(tx, clientId);
  if (!account) return;
  const brand = await findBrand(tx, account.partnerId);
  const content = finalizedEmail(brand, account);
  await queueEmail(tx, { to: account.email, brand, content, idempotencyKey: `email:finalized:${clientId}`, at: ctx.now });
}

/** Sets the client finalized and under analysis, with its audit event, in one statement. */
async function markFinalized(db: Database, clientId: number, ctx: ChangeContext): Promise<void> {
  const changed = db
    .$with('changed')
    .as(
      db
        .update(clients)
        .set({ finalized: true, statusRegistration: RegistrationStatus.UNDER_ANALYSIS, statusChangedAt: ctx.now, updatedAt: ctx.now })
        .where(eq(clients.id, clientId))
        .returning(),
    );
  const fields = ['Finalized', 'StatusRegistration'];
  const entry = {
    actor: `client:${clientId}`,
    action: 'client.finalize' as const,
    entity: 'client',
    entityId: clientId,
    requestId: ctx.requestId,
    fields,
    at: ctx.now,
  };
  await db
    .with(changed, auditCte(db, entry, { state: { table: clients, where: eq(clients.id, clientId) }, after: 'changed' }))
    .select()
    .from(changed);
}
