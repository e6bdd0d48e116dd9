import { eq, sql } from 'drizzle-orm';
import { StaffAuthMessages } from '../../../domain/api/staff-auth.ts';
import { staffMembers } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit/audit.ts';
import type { ApiError } from '../../lib/http/api-error.ts';
import type { AppDeps } from '../../lib/http/context.ts';
import { countHit, tooManyRequests } from '../../lib/http/rate-limit.ts';
import { staffActor } from '../../services/staff/staff-members.ts';

/** Wrong passwords or codes in a row that lock a member, and for how long (issue 19). */
export const STAFF_LOCKOUT = { failures: 5, lockSeconds: 15 * 60 };

/** What counting a failure needs. */
export type LockoutDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** The 429 of a locked sign-in, with Retry-After until `until`. */
export function lockedError(until: Date, now: Date): ApiError {
  return tooManyRequests(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)), StaffAuthMessages.locked);
}

/** Throws the 429 while the member is locked. */
export function refuseWhileLocked(member: { lockedUntil: Date | null }, now: Date): void {
  if (member.lockedUntil && member.lockedUntil > now) throw lockedError(member.lockedUntil, now);
}

/**
 * Counts a wrong password or code of a member in one statement (concurrent failures all count); the fifth in a row
 * locks them for 15 minutes and starts the count again. Audited, the lock too. Throws the 429 when this one locked.
 */
export async function countStaffFailure(deps: LockoutDeps, memberId: number, what: 'password' | 'code', requestId: string): Promise<void> {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + STAFF_LOCKOUT.lockSeconds * 1000);
  const reaches = sql`${staffMembers.failedSignIns} + 1 >= ${STAFF_LOCKOUT.failures}`;
  const [row] = await deps.db
    .update(staffMembers)
    .set({
      failedSignIns: sql`case when ${reaches} then 0 else ${staffMembers.failedSignIns} + 1 end`,
      lockedUntil: sql`case when ${reaches} then ${until.toISOString()}::timestamptz else ${staffMembers.lockedUntil} end`,
    })
    .where(eq(staffMembers.id, memberId))
    .returning({ failures: staffMembers.failedSignIns });
  const audit = { actor: staffActor(memberId), entity: 'staff_member', entityId: memberId, requestId, at: now, fields: [what] };
  await recordAudit(deps.db, { ...audit, action: 'staff.sign-in.failed' });
  // The count starts again only when this failure locked the member.
  if (!row || row.failures > 0) return;
  await recordAudit(deps.db, { ...audit, action: 'staff.locked' });
  throw lockedError(until, now);
}

/**
 * Counts a failed sign-in at an email that names no active member, with the same threshold and time as a lock, so
 * that a 429 does not tell which addresses are staff. Keyed by the email (stored as an HMAC, never raw).
 */
export async function countUnknownFailure(deps: LockoutDeps, email: string): Promise<void> {
  const now = deps.clock.now();
  const rule = { name: 'staff-sign-in-unknown', windowSeconds: STAFF_LOCKOUT.lockSeconds };
  const hit = await countHit(deps.db, deps.config.jwtSecret, rule, email, now);
  if (hit.count >= STAFF_LOCKOUT.failures) throw tooManyRequests(hit.retryAfterSeconds, StaffAuthMessages.locked);
}
