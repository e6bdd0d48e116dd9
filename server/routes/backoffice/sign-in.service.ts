import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { StaffAuthMessages, type StaffSignInBody, type StaffSignInChallenge } from '../../../domain/api/staff-auth.ts';
import { staffMembers } from '../../db/schema/index.ts';
import { decoyHash } from '../../lib/auth/kdf.ts';
import { openSecret, sealSecret } from '../../lib/auth/secret-box.ts';
import { newTotpSecret, totpUri } from '../../lib/auth/totp.ts';
import { ApiError } from '../../lib/http/api-error.ts';
import type { AppDeps } from '../../lib/http/context.ts';
import { normalizeStaffEmail, staffBrand } from '../../services/staff/staff-members.ts';
import { attemptStaffSignIn } from './staff-lockout.ts';
import { signStaffPurposeToken } from './staff-tokens.ts';

/** What the sign-in depends on. */
export type StaffSignInDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'kdf'>;

/** The request a sign-in call comes with: its id (for the audit) and the caller's address (for the locks). */
export type StaffSignInRequest = { requestId: string; address: string };

/** The purpose the TOTP secrets are sealed for (secret-box.ts). */
const TOTP_SEAL = 'staff-totp-secret';
const sealContext = (memberId: number) => `staff:${memberId}`;

/** A member's TOTP secret in the clear, when one is stored and opens with the current JWT secret. */
export const openTotpSecret = (deps: Pick<AppDeps, 'config'>, memberId: number, sealed: string | null) =>
  sealed === null ? undefined : openSecret(sealed, deps.config.jwtSecret, TOTP_SEAL, sealContext(memberId));

const signInFailed = () => new ApiError(401, StaffAuthMessages.signInFailed);

/** The member being enrolled keeps the secret of their first sign-in until a code confirms it. */
async function enrolmentSecret(deps: StaffSignInDeps, member: { id: number; totpSecret: string | null }): Promise<string> {
  const kept = openTotpSecret(deps, member.id, member.totpSecret);
  if (kept) return kept;
  const secret = newTotpSecret();
  const sealed = sealSecret(secret, deps.config.jwtSecret, TOTP_SEAL, sealContext(member.id));
  const unchanged: SQL = member.totpSecret === null ? isNull(staffMembers.totpSecret) : eq(staffMembers.totpSecret, member.totpSecret);
  const [stored] = await deps.db
    .update(staffMembers)
    .set({ totpSecret: sealed })
    .where(and(eq(staffMembers.id, member.id), isNull(staffMembers.totpEnabledAt), unchanged))
    .returning({ id: staffMembers.id });
  if (stored) return secret;
  // A sign-in of the same member running at the same time stored its own secret first: show that one.
  const [now] = await deps.db.select({ sealed: staffMembers.totpSecret }).from(staffMembers).where(eq(staffMembers.id, member.id));
  const theirs = openTotpSecret(deps, member.id, now?.sealed ?? null);
  if (!theirs) throw signInFailed();
  return theirs;
}

/**
 * The first factor of a staff sign-in: a right email and password of an active member answers the challenge for the
 * second (`totp`, or `enrol` with a new authenticator secret until a first code confirms it). An unknown email, a
 * wrong password and a disabled member get the same 401 after one KDF run each; the locks of the caller's address and
 * of the account answer 429 before the password is checked (staff-lockout.ts).
 */
export async function signInStaff(
  deps: StaffSignInDeps,
  body: StaffSignInBody,
  request: StaffSignInRequest,
): Promise<StaffSignInChallenge> {
  const email = normalizeStaffEmail(body.Email);
  const [found] = await deps.db
    .select({
      id: staffMembers.id,
      partnerId: staffMembers.partnerId,
      email: staffMembers.email,
      passwordHash: staffMembers.passwordHash,
      totpSecret: staffMembers.totpSecret,
      totpEnabledAt: staffMembers.totpEnabledAt,
      totpLastStep: staffMembers.totpLastStep,
      sessionVersion: staffMembers.sessionVersion,
      disabledAt: staffMembers.disabledAt,
    })
    .from(staffMembers)
    .where(eq(staffMembers.email, email));
  const member = found?.disabledAt === null ? found : undefined;
  const attempt = { memberId: member?.id, email, ...request, what: 'password' as const };
  const passed = await attemptStaffSignIn(deps, attempt, async () => {
    const valid = await deps.kdf.verify(member?.passwordHash ?? (await decoyHash(deps.kdf)), body.Password);
    return valid && member ? member : undefined;
  });
  if (!passed) throw signInFailed();
  const challenge = { StaffId: passed.id, sv: passed.sessionVersion, ls: passed.totpLastStep };
  const ChallengeToken = signStaffPurposeToken('challenge', challenge, deps.config.jwtSecret, deps.clock);
  if (passed.totpEnabledAt) return { Step: 'totp', ChallengeToken };
  const Secret = await enrolmentSecret(deps, passed);
  const brand = await staffBrand(deps.db, passed.partnerId);
  return { Step: 'enrol', ChallengeToken, OtpauthUri: totpUri(Secret, brand.name, passed.email), Secret };
}
