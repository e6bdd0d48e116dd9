import { and, eq } from 'drizzle-orm';
import { offerManagers } from '../db/schema/index.ts';
import { auditedChange } from '../lib/audit/audit.ts';
import { type CliContext, CliError, OPERATOR_ACTOR } from './cli-context.ts';
import { managerKey } from './offer-manager-add.command.ts';

/** Options of `offer-manager:remove`. */
export type OfferManagerRemoveOptions = { partner?: string; document?: string };

/**
 * Removes the partner's offer manager with that CPF, audited; their tokens stop working at once, as every
 * offer-coordination request looks the manager up (ADR 135).
 */
export async function offerManagerRemove(ctx: CliContext, options: OfferManagerRemoveOptions): Promise<void> {
  const { partner, cpf } = await managerKey(ctx, options);
  const [manager] = await ctx.db
    .select({ id: offerManagers.id })
    .from(offerManagers)
    .where(and(eq(offerManagers.partnerId, partner.id), eq(offerManagers.cpf, cpf)));
  if (!manager) throw new CliError(`${partner.name} has no offer manager with this CPF`);
  const ofManager = eq(offerManagers.id, manager.id);
  const remove = ctx.db.delete(offerManagers).where(ofManager).returning();
  const audit = { actor: OPERATOR_ACTOR, entity: 'offer_manager', entityId: manager.id, requestId: ctx.requestId, at: ctx.clock.now() };
  const entry = { ...audit, action: 'offer-manager.remove' as const };
  const removed = await auditedChange(ctx.db, entry, { table: offerManagers, where: ofManager }, remove, { deletes: true });
  if (removed.length === 0) throw new CliError(`${partner.name} has no offer manager with this CPF`);
  ctx.print(`Offer manager ${manager.id} removed from ${partner.name}.`);
}
