import { and, eq } from 'drizzle-orm';
import type { Finalized } from '../../../domain/api/client.ts';
import { CompletenessMessages } from '../../../domain/api/completeness.ts';
import { RegistrationStatus } from '../../../domain/constants.ts';
import type { Database } from '../../db/database.ts';
import { clients } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/api-error.ts';
import { auditCte } from '../../lib/audit.ts';
import { assertComplete, fileCompleteness } from '../completeness/completeness.service.ts';
import type { ChangeContext, ClientRef } from '../sections/client-scope.ts';

/** pt-BR answers of PATCH /api/client/finalize (ours). */
export const FinalizeMessages = {
  incomplete: CompletenessMessages.fileIncomplete,
  notInProgress: 'Este cadastro já foi enviado para análise',
} as const;

/**
 * Finishes the sign-up (spec §4, DESIGN §5): finalized and status 2 (under analysis), once the completeness service
 * finds every section complete (409 with the missing items by section otherwise; the general contract is one of
 * them, ADR 084). Only a sign-up in progress (1) may finish; finishing twice answers the finished state.
 */
export async function finalizeClient(db: Database, client: ClientRef, ctx: ChangeContext): Promise<Finalized> {
  const [row] = await db
    .select({ status: clients.statusRegistration, finalized: clients.finalized })
    .from(clients)
    .where(eq(clients.id, client.id));
  const done = { Id: client.id, Finalized: true as const, StatusRegistration: RegistrationStatus.UNDER_ANALYSIS };
  if (row.finalized && row.status === RegistrationStatus.UNDER_ANALYSIS) return done;
  if (row.status !== RegistrationStatus.IN_PROGRESS) throw new ApiError(409, FinalizeMessages.notInProgress);
  const { completeness } = await fileCompleteness(db, { clientId: client.id, partnerId: client.partnerId });
  assertComplete(completeness.Sections, FinalizeMessages.incomplete);
  // The change and, only when it happened (a concurrent finalize may have won), its audit event: one statement.
  const changed = db.$with('changed').as(
    db
      .update(clients)
      .set({ finalized: true, statusRegistration: RegistrationStatus.UNDER_ANALYSIS, updatedAt: ctx.now })
      .where(and(eq(clients.id, client.id), eq(clients.statusRegistration, RegistrationStatus.IN_PROGRESS)))
      .returning(),
  );
  const fields = ['Finalized', 'StatusRegistration'];
  const entry = {
    actor: `client:${client.id}`,
    action: 'client.finalize',
    entity: 'client',
    entityId: client.id,
    requestId: ctx.requestId,
    fields,
    at: ctx.now,
  };
  await db
    .with(changed, auditCte(db, entry, { state: { table: clients, where: eq(clients.id, client.id) }, after: 'changed' }))
    .select()
    .from(changed);
  return done;
}
