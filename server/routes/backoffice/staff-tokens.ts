import * as v from 'valibot';
import { signPayload, verifyScopedToken } from '../../lib/auth/access-token.ts';
import type { Clock } from '../../lib/http/context.ts';

/**
 * The two single-purpose tokens of a staff member's sign-in, neither a session: no route behind `requireStaff`,
 * `requireAuth` or `requireOfferManager` takes them (their claims are not a session's).
 * - `staff-challenge`: between the password and the code, 5 minutes; bound to the session version and to the last
 *   TOTP step used, so the code that signs in also spends it.
 * - `staff-invitation`: the emailed link that sets the first password, 72 hours; bound to the session version,
 *   which setting the password raises, so the link works once.
 */
export const StaffTokenPurposes = {
  challenge: { scope: 'staff-challenge', ttlSeconds: 5 * 60 },
  invitation: { scope: 'staff-invitation', ttlSeconds: 72 * 60 * 60 },
} as const;

/** Which token: a key of StaffTokenPurposes. */
export type StaffTokenPurpose = keyof typeof StaffTokenPurposes;

/** What such a token binds: the member, their session version, and (challenge) the last TOTP step used then. */
export type StaffTokenClaims = { StaffId: number; sv: number; ls: number | null };

const Claims = v.object({
  StaffId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  sv: v.pipe(v.number(), v.integer(), v.minValue(0)),
  ls: v.nullable(v.number()),
  scope: v.string(),
  exp: v.number(),
});

/** Signs a token of `purpose` for the member in the state given. */
export function signStaffPurposeToken(purpose: StaffTokenPurpose, claims: StaffTokenClaims, secret: string, clock: Clock): string {
  const { scope, ttlSeconds } = StaffTokenPurposes[purpose];
  const iat = Math.floor(clock.now().getTime() / 1000);
  return signPayload({ ...claims, scope, iat, exp: iat + ttlSeconds }, secret);
}

/** The claims of a live token of `purpose` signed by us; undefined for any other token, expired or not ours. */
export function verifyStaffPurposeToken(
  purpose: StaffTokenPurpose,
  token: string,
  secret: string,
  clock: Clock,
): StaffTokenClaims | undefined {
  const claims = verifyScopedToken(token, secret, clock, Claims);
  if (claims === undefined || claims === 'wrongScope' || claims.scope !== StaffTokenPurposes[purpose].scope) return undefined;
  return { StaffId: claims.StaffId, sv: claims.sv, ls: claims.ls };
}
