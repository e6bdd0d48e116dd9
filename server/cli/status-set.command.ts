import { and, eq, notInArray } from 'drizzle-orm';
import { DECISION_TEXT_MAX } from '../../domain/api/decision.ts';
import { hasNoControlCharacters } from '../../domain/characters.ts';
import { RegistrationStatus } from '../../domain/constants.ts';
import { clients, statusRegistrations } from '../db/schema/index.ts';
import { auditedChange } from '../lib/audit/audit.ts';
import { type CliContext, CliError, namedOperator, positiveInt, requiredText } from './cli-context.ts';

/** Options of `status:set`. */
export type StatusSetOptions = { client?: string; status?: string; operator?: string; reason?: string };

/**
 * Statuses an operator may set: back to "em andamento" (the customer fills in again) or into analysis. Approving,
 * rejecting and asking for documents are decisions: the back office takes them, with its roles and four eyes (ADR 200).
 */
const OPERATOR_STATUSES: readonly number[] = [RegistrationStatus.IN_PROGRESS, RegistrationStatus.UNDER_ANALYSIS];

/** A decided application (completed or rejected) is final: no operator moves it back. */
const FINAL_STATUSES: readonly number[] = [RegistrationStatus.COMPLETED, RegistrationStatus.REJECTED];

async function refusal(ctx: CliContext, clientId: number): Promise<CliError> {
  const [client] = await ctx.db.select({ status: clients.statusRegistration }).from(clients).where(eq(clients.id, clientId));
  if (!client) return new CliError(`No client with id ${clientId}`);
  return new CliError(
    `Client ${clientId} has status ${client.status}: a completed (4) or rejected (5) application is final; nothing changed`,
  );
}

/**
 * Sets a client's registration status to 1 or 2 (DESIGN §5), audited with the operator's name and the reason; a
 * decision (3, 4, 5) is refused and pointed to the back office, and so is a client already completed or rejected.
 */
export async function statusSet(ctx: CliContext, options: StatusSetOptions): Promise<void> {
  const clientId = positiveInt('client', options.client);
  const statusId = positiveInt('status', options.status);
  const [status] = await ctx.db.select().from(statusRegistrations).where(eq(statusRegistrations.id, statusId));
  if (!status || !OPERATOR_STATUSES.includes(statusId)) {
    throw new CliError(
      '--status must be 1 (Em andamento) or 2 (Em análise): approving, rejecting and asking for documents are decisions taken in the back office (/backoffice)',
    );
  }
  const actor = namedOperator(options.operator);
  const reason = requiredText('reason', options.reason, DECISION_TEXT_MAX, hasNoControlCharacters);
  const now = ctx.clock.now();
  // The change and its event, with the row's digests (ADR 160), in one statement.
  const ofClient = and(eq(clients.id, clientId), notInArray(clients.statusRegistration, [...FINAL_STATUSES]));
  const update = ctx.db
    .update(clients)
    .set({ statusRegistration: statusId, statusChangedAt: now, updatedAt: now })
    .where(ofClient)
    .returning();
  const audit = { actor, entity: 'client', entityId: clientId, requestId: ctx.requestId, at: now, reason };
  const entry = { ...audit, action: 'client.status.set' as const, fields: ['StatusRegistration'] };
  const [updated] = await auditedChange(ctx.db, entry, { table: clients, where: ofClient }, update);
  if (!updated) throw await refusal(ctx, clientId);
  ctx.print(`Client ${clientId}: status ${statusId} (${status.description}).`);
}
