import { and, eq } from 'drizzle-orm';
import { OfferCoordinationMessages, type OfferManagerPasswordBody } from '../../../domain/api/offer-coordination.ts';
import { Messages } from '../../../domain/messages.ts';
import { offerManagers } from '../../db/schema/index.ts';
import { auditedChange, recordAudit } from '../../lib/audit/audit.ts';
import type { OfferManagerClaims } from '../../lib/auth/offer-manager-token.ts';
import { ApiError } from '../../lib/http/api-error.ts';
import type { AppDeps } from '../../lib/http/context.ts';
import { passwordPolicyError } from '../../services/account/password-policy.ts';

/** Password changes one offer manager may attempt per 15 minutes, whatever the outcome (ADR 169). */
export const PASSWORD_CHANGE_LIMIT = { limit: 10, windowSeconds: 15 * 60 };

/** Field messages of a refused change, by wire field. */
export type PasswordChangeErrors = Partial<Record<keyof OfferManagerPasswordBody, string[]>>;

/**
 * Changes the signed-in manager's password: the current one checked with the KDF, the new one under the customers'
 * policy (not their CPF, not a common one, not the current one), stored as a new argon2id hash; audited either way.
 * Answers the field errors of a refusal, or undefined once changed.
 */
export async function changeOfferManagerPassword(
  deps: Pick<AppDeps, 'db' | 'clock' | 'kdf'>,
  claims: OfferManagerClaims,
  body: OfferManagerPasswordBody,
  requestId: string,
): Promise<PasswordChangeErrors | undefined> {
  const ofManager = and(eq(offerManagers.id, claims.OfferManagerId), eq(offerManagers.partnerId, claims.PartnerId));
  const [manager] = await deps.db.select({ cpf: offerManagers.cpf, hash: offerManagers.passwordHash }).from(offerManagers).where(ofManager);
  // Removed by the operator since the token was checked.
  if (!manager) throw new ApiError(401, Messages.unauthorized);
  const now = deps.clock.now();
  const audit = {
    actor: `offer-manager:${claims.OfferManagerId}`,
    entity: 'offer_manager',
    entityId: claims.OfferManagerId,
    requestId,
    at: now,
  };
  if (!(await deps.kdf.verify(manager.hash, body.CurrentPassword))) {
    await recordAudit(deps.db, { ...audit, action: 'offer-manager.password-change.failed' });
    return { CurrentPassword: [OfferCoordinationMessages.currentPasswordWrong] };
  }
  const refusal =
    body.NewPassword === body.CurrentPassword
      ? OfferCoordinationMessages.samePassword
      : await passwordPolicyError(body.NewPassword, manager.cpf);
  if (refusal) return { NewPassword: [refusal] };
  const passwordHash = await deps.kdf.hash(body.NewPassword);
  const update = deps.db.update(offerManagers).set({ passwordHash, updatedAt: now }).where(ofManager).returning();
  const entry = { ...audit, action: 'offer-manager.password-change' as const, fields: ['passwordHash'] };
  const changed = await auditedChange(deps.db, entry, { table: offerManagers, where: ofManager }, update);
  if (changed.length === 0) throw new ApiError(401, Messages.unauthorized);
  return undefined;
}
