import { eq } from 'drizzle-orm';
import { clients, statusRegistrations } from '../db/schema/index.ts';
import { auditedChange } from '../lib/audit/audit.ts';
import { type CliContext, CliError, OPERATOR_ACTOR, positiveInt } from './cli-context.ts';

/** Options of `status:set`. */
export type StatusSetOptions = { client?: string; status?: string };

/** Sets a client's registration status (DESIGN §5 ids 1–5), audited. */
export async function statusSet(ctx: CliContext, options: StatusSetOptions): Promise<void> {
  const clientId = positiveInt('client', options.client);
  const statusId = positiveInt('status', options.status);
  const [status] = await ctx.db.select().from(statusRegistrations).where(eq(statusRegistrations.id, statusId));
  if (!status) {
    const known = await ctx.db.select().from(statusRegistrations).orderBy(statusRegistrations.id);
    throw new CliError(`--status must be one of ${known.map((row) => `${row.id} (${row.description})`).join(', ')}`);
  }
  const now = ctx.clock.now();
  // The change and its event, with the row's digests (ADR 160), in one statement.
  const ofClient = eq(clients.id, clientId);
  const update = ctx.db
    .update(clients)
    .set({ statusRegistration: statusId, statusChangedAt: now, updatedAt: now })
    .where(ofClient)
    .returning();
  const audit = { actor: OPERATOR_ACTOR, entity: 'client', entityId: clientId, requestId: ctx.requestId, at: now };
  const entry = { ...audit, action: 'client.status.set', fields: ['StatusRegistration'] };
  const [updated] = await auditedChange(ctx.db, entry, { table: clients, where: ofClient }, update);
  if (!updated) throw new CliError(`No client with id ${clientId}`);
  ctx.print(`Client ${clientId}: status ${statusId} (${status.description}).`);
}
