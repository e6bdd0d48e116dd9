import { and, eq } from 'drizzle-orm';
import type { OfferManagerSignInBody } from '../../../domain/api/offer-coordination.ts';
import { normalizeDocument } from '../../../domain/document.ts';
import { offerManagers } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit/audit.ts';
import { decoyHash } from '../../lib/auth/kdf.ts';
import { signOfferManagerToken } from '../../lib/auth/offer-manager-token.ts';
import type { AppDeps } from '../../lib/http/context.ts';
import { countHit, tooManyRequests } from '../../lib/http/rate-limit.ts';

/**
 * Sign-in attempts at one CPF under a partner from one address per 15 minutes, whatever the outcome (ADR 135, 192):
 * keyed by address too, so a third party's wrong guesses never lock the manager out.
 */
export const SIGN_IN_DOCUMENT_LIMIT = { limit: 10, windowSeconds: 15 * 60 };

/** What the sign-in depends on. */
export type SignInDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'kdf'>;

/**
 * Checks an offer manager's CPF and password under a partner and answers a token, or undefined for an unknown
 * CPF and a wrong password alike. Every attempt counts against the CPF's limit from the caller's address (429 once
 * spent); outcomes of known managers are audited.
 */
export async function signInOfferManager(
  deps: SignInDeps,
  body: OfferManagerSignInBody,
  request: { requestId: string; address: string },
): Promise<string | undefined> {
  const { requestId } = request;
  const cpf = normalizeDocument(body.Document);
  const now = deps.clock.now();
  const rule = { name: 'offer-manager-sign-in-document', windowSeconds: SIGN_IN_DOCUMENT_LIMIT.windowSeconds };
  const hit = await countHit(deps.db, deps.config.jwtSecret, rule, `${body.PartnerId}:${cpf}:${request.address}`, now);
  if (hit.count > SIGN_IN_DOCUMENT_LIMIT.limit) throw tooManyRequests(hit.retryAfterSeconds);
  const [manager] = await deps.db
    .select({ id: offerManagers.id, partnerId: offerManagers.partnerId, hash: offerManagers.passwordHash })
    .from(offerManagers)
    .where(and(eq(offerManagers.partnerId, body.PartnerId), eq(offerManagers.cpf, cpf)));
  const valid = await deps.kdf.verify(manager?.hash ?? (await decoyHash(deps.kdf)), body.Password);
  if (!manager) return undefined;
  const audit = { actor: `offer-manager:${manager.id}`, entity: 'offer_manager', entityId: manager.id, requestId, at: now };
  await recordAudit(deps.db, { ...audit, action: valid ? 'offer-manager.sign-in' : 'offer-manager.sign-in.failed' });
  return valid ? signOfferManagerToken(manager, deps.config.jwtSecret, deps.clock, deps.config.sessionTtlSeconds) : undefined;
}
