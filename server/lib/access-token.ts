import { sign, verify } from 'hono/jwt';
import * as v from 'valibot';
import type { AccessClaims } from '../../domain/auth.ts';
import { PersonType } from '../../domain/constants.ts';
import type { Clock } from './context.ts';

/** Lifetime of an AccessToken (DESIGN §5 leaves it to us: a working day). */
export const ACCESS_TOKEN_TTL_SECONDS = 8 * 60 * 60;

/** Scopes a token may carry: the onboarding journey, or only the missing-documents upload. */
export type TokenScope = 'onboarding' | 'documents';

const positiveInt = v.pipe(v.number(), v.integer(), v.minValue(1));
const Claims = v.object({
  ClientId: positiveInt,
  UserId: positiveInt,
  PartnerId: positiveInt,
  PersonType: v.picklist([PersonType.F, PersonType.J]),
  scope: v.picklist(['onboarding', 'documents']),
  exp: v.number(),
});

/** Signs an HS256 AccessToken for a client's user. */
export async function signAccessToken(
  claims: Omit<AccessClaims, 'exp' | 'scope'> & { scope?: TokenScope },
  secret: string,
  clock: Clock,
): Promise<string> {
  const iat = Math.floor(clock.now().getTime() / 1000);
  return sign({ ...claims, scope: claims.scope ?? 'onboarding', iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS }, secret, 'HS256');
}

/** The claims of a token signed by us and not expired at the clock's time, else undefined. */
export async function verifyAccessToken(token: string, secret: string, clock: Clock): Promise<AccessClaims | undefined> {
  try {
    // Expiry is checked against the injected clock below, not the library's wall clock.
    const payload = await verify(token, secret, { alg: 'HS256', exp: false, iat: false, nbf: false });
    const claims = v.parse(Claims, payload);
    return claims.exp * 1000 > clock.now().getTime() ? claims : undefined;
  } catch {
    return undefined;
  }
}
