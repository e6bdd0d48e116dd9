import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { StaffAuthMessages, type StaffSession, type StaffTotpBody } from '../../../domain/api/staff-auth.ts';
import type { StaffRole } from '../../../domain/staff.ts';
import { staffMembers } from '../../db/schema/index.ts';
import { auditedChange } from '../../lib/audit/audit.ts';
import { signStaffToken } from '../../lib/auth/staff-token.ts';
import { totpStep } from '../../lib/auth/totp.ts';
import { ApiError, fieldErrors } from '../../lib/http/api-error.ts';
import type { AppDeps } from '../../lib/http/context.ts';
import { memberState, staffActor, staffMe } from '../../services/staff/staff-members.ts';
import { openTotpSecret, type StaffSignInRequest } from './sign-in.service.ts';
import { attemptStaffSignIn } from './staff-lockout.ts';
import { verifyStaffPurposeToken } from './staff-tokens.ts';

const challengeExpired = () => new ApiError(401, StaffAuthMessages.challengeExpired);

/**
 * The second factor: the challenge of a right password and the authenticator's code (RFC 6238, one step of drift
 * either way). A code's time step is used once, in the same statement that signs in (a replay or a concurrent use
 * of the same code gets no row); the first right code confirms enrolment. Answers the staff session; a wrong code is
 * a 400 at `Code` counted on the locks of the caller's address and of the account (staff-lockout.ts), which answer
 * 429 before the code is checked; an expired or spent challenge a 401.
 */
export async function confirmStaffCode(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  body: StaffTotpBody,
  request: StaffSignInRequest,
): Promise<StaffSession> {
  const claims = verifyStaffPurposeToken('challenge', body.ChallengeToken, deps.config.jwtSecret, deps.clock);
  if (!claims) throw challengeExpired();
  const ofMember = eq(staffMembers.id, claims.StaffId);
  const [member] = await deps.db.select().from(staffMembers).where(ofMember);
  const current = member && member.disabledAt === null && member.sessionVersion === claims.sv && member.totpLastStep === claims.ls;
  if (!member || !current) throw challengeExpired();
  const now = deps.clock.now();
  const attempt = { memberId: member.id, ...request, what: 'code' as const, signsIn: true };
  const signedIn = await attemptStaffSignIn(deps, attempt, async () => {
    const secret = openTotpSecret(deps, member.id, member.totpSecret);
    const step = secret ? await totpStep(secret, body.Code, deps.clock, member.totpLastStep) : undefined;
    if (step === undefined) return undefined;
    const enrolling = member.totpEnabledAt === null;
    const signIn = deps.db
      .update(staffMembers)
      .set({ totpLastStep: step, totpEnabledAt: sql`coalesce(${staffMembers.totpEnabledAt}, ${now.toISOString()}::timestamptz)` })
      .where(
        and(
          ofMember,
          eq(staffMembers.sessionVersion, claims.sv),
          isNull(staffMembers.disabledAt),
          or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step)),
          // The secret the code was checked against is still the member's.
          member.totpSecret === null ? sql`false` : eq(staffMembers.totpSecret, member.totpSecret),
        ),
      )
      .returning();
    const entry = {
      actor: staffActor(member.id),
      action: enrolling ? ('staff.sign-in.enrolled' as const) : ('staff.sign-in' as const),
      entity: 'staff_member',
      entityId: member.id,
      requestId: request.requestId,
      at: now,
      fields: enrolling ? ['totpEnabledAt', 'totpLastStep'] : ['totpLastStep'],
    };
    const [row] = await auditedChange<typeof member>(deps.db, entry, memberState(member.id), signIn);
    return row;
  });
  if (!signedIn) throw fieldErrors({ Code: [StaffAuthMessages.codeWrong] });
  const role = signedIn.role as StaffRole;
  const AccessToken = signStaffToken({ ...signedIn, role }, deps.config.jwtSecret, deps.clock);
  const Staff = await staffMe(deps.db, member.id);
  if (!Staff) throw challengeExpired();
  return { AccessToken, Staff };
}
