import { and, eq } from 'drizzle-orm';
import { offerManagers } from '../db/schema/index.ts';
import { auditedChange } from '../lib/audit/audit.ts';
import { type CliContext, CliError, OPERATOR_ACTOR } from './cli-context.ts';
import { managerKey, managerPasswordHash } from './offer-manager-add.command.ts';

/** Options of `offer-manager:set-password`. */
export type OfferManagerSetPasswordOptions = { partner?: string; document?: string };

/**
 * Sets a new password for the partner's offer manager with that CPF, who forgot theirs (ADR 169): read and checked
 * as `offer-manager:add` does, stored as a new argon2id hash, audited. The operator hands it over out of band.
 */
export async function offerManagerSetPassword(ctx: CliContext, options: OfferManagerSetPasswordOptions): Promise<void> {
  const { host, partner, cpf } = await managerKey(ctx, options);
  const ofManager = and(eq(offerManagers.partnerId, partner.id), eq(offerManagers.cpf, cpf));
  const [manager] = await ctx.db.select({ id: offerManagers.id }).from(offerManagers).where(ofManager);
  if (!manager) throw new CliError(`${partner.name} has no offer manager with this CPF`);
  const passwordHash = await managerPasswordHash(ctx, cpf);
  const now = ctx.clock.now();
  const update = ctx.db.update(offerManagers).set({ passwordHash, updatedAt: now }).where(eq(offerManagers.id, manager.id)).returning();
  const audit = { actor: OPERATOR_ACTOR, entity: 'offer_manager', entityId: manager.id, requestId: ctx.requestId, at: now };
  const entry = { ...audit, action: 'offer-manager.password-reset' as const, fields: ['passwordHash'] };
  const changed = await auditedChange(ctx.db, entry, { table: offerManagers, where: eq(offerManagers.id, manager.id) }, update);
  if (changed.length === 0) throw new CliError(`${partner.name} has no offer manager with this CPF`);
  ctx.print(`Password of offer manager ${manager.id} at ${partner.name} set: they sign in at https://${host}/coordenacao-oferta with it.`);
}
