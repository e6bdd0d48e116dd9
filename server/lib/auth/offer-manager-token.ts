import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { CustomerType } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import { offerManagers } from '../../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppDeps, AppEnv, Clock } from '../http/context.ts';
import { ACCESS_TOKEN_TTL_SECONDS, bearerToken, signPayload, verifyScopedToken } from './access-token.ts';

/** The scope of an offer manager's token: it reaches only the offer-coordination routes (ADR 135). */
export const OFFER_MANAGER_SCOPE = 'offer-manager';

const positiveInt = v.pipe(v.number(), v.integer(), v.minValue(1));
const ManagerClaims = v.object({
  OfferManagerId: positiveInt,
  PartnerId: positiveInt,
  CustomerType: v.literal(CustomerType.OFFER_MANAGER),
  scope: v.literal(OFFER_MANAGER_SCOPE),
  exp: v.number(),
});
/** What an offer manager's AccessToken carries. */
export type OfferManagerClaims = v.InferOutput<typeof ManagerClaims>;

declare module 'hono' {
  interface ContextVariableMap {
    /** Claims of a verified offer-manager token (set by `requireOfferManager`). */
    offerManager: OfferManagerClaims;
  }
}

/** Signs the AccessToken of an offer manager (scope `offer-manager`, customer type 6). */
export function signOfferManagerToken(
  manager: { id: number; partnerId: number },
  secret: string,
  clock: Clock,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): string {
  const iat = Math.floor(clock.now().getTime() / 1000);
  const claims = { OfferManagerId: manager.id, PartnerId: manager.partnerId, CustomerType: CustomerType.OFFER_MANAGER };
  return signPayload({ ...claims, scope: OFFER_MANAGER_SCOPE, iat, exp: iat + ttlSeconds }, secret);
}

/** A token's claims when it is an offer manager's; `wrongScope` for another valid token of ours; else undefined. */
export function verifyOfferManagerToken(token: string, secret: string, clock: Clock): OfferManagerClaims | 'wrongScope' | undefined {
  return verifyScopedToken(token, secret, clock, ManagerClaims);
}

/**
 * Requires an offer manager's bearer token: 401 without a valid one or once the operator removed the manager (a
 * token does not outlive the account), 403 for a customer's (onboarding/documents).
 */
export function requireOfferManager(deps: Pick<AppDeps, 'config' | 'clock' | 'db'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    const claims = token ? verifyOfferManagerToken(token, deps.config.jwtSecret, deps.clock) : undefined;
    if (!claims) throw new ApiError(401, Messages.unauthorized);
    if (claims === 'wrongScope') throw new ApiError(403, Messages.forbidden);
    const [manager] = await deps.db
      .select({ id: offerManagers.id })
      .from(offerManagers)
      .where(and(eq(offerManagers.id, claims.OfferManagerId), eq(offerManagers.partnerId, claims.PartnerId)));
    if (!manager) throw new ApiError(401, Messages.unauthorized);
    c.set('offerManager', claims);
    await next();
  };
}
