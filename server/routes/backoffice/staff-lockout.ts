import { StaffAuthMessages } from '../../../domain/api/staff-auth.ts';
import { recordAudit } from '../../lib/audit/audit.ts';
import { beginAttempt, endAttempt, failAttempt, type LockContext, type LockRule } from '../../lib/auth/lockout.ts';
import type { AppDeps } from '../../lib/http/context.ts';
import { tooManyRequests } from '../../lib/http/rate-limit.ts';
import { staffActor } from '../../services/staff/staff-members.ts';

/**
 * The locks of staff sign-in (issue 19, 33; ADR 219): 5 wrong passwords or codes of a member from one address lock
 * that address out for 15 minutes; 20 from any addresses within an hour lock the member out everywhere until that
 * hour ends (at least 15 minutes), so a stranger cannot lock the owner out with a few tries.
 */
export const STAFF_LOCKS = {
  address: { name: 'staff-address', limit: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  account: { name: 'staff-account', limit: 20, windowSeconds: 60 * 60, lockSeconds: 15 * 60 },
} as const satisfies Record<string, LockRule>;

/** What counting an attempt needs. */
export type LockoutDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/**
 * One password or code given at sign-in: the member's (`memberId`), or an `email` that names no active member (counted
 * the same way, so a 429 does not tell which addresses are staff); the caller's `address`; `signsIn` when a pass
 * completes the sign-in (the address's count then starts again).
 */
export type StaffAttempt = {
  memberId?: number;
  email?: string;
  address: string;
  what: 'password' | 'code';
  requestId: string;
  signsIn?: boolean;
};

const lockedError = (retryAfterSeconds: number) => tooManyRequests(retryAfterSeconds, StaffAuthMessages.locked);
const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/** Audits a member's failure and the locks it set. */
async function auditFailure(deps: LockoutDeps, who: StaffAttempt & { memberId: number }, locked: { rule: LockRule }[], now: Date) {
  const { memberId, requestId } = who;
  const audit = { actor: staffActor(memberId), entity: 'staff_member', entityId: memberId, requestId, at: now };
  await recordAudit(deps.db, { ...audit, action: 'staff.sign-in.failed', fields: [who.what] });
  for (const { rule } of locked) {
    const scope = rule === STAFF_LOCKS.address ? 'address' : 'account';
    await recordAudit(deps.db, { ...audit, action: 'staff.locked', fields: [who.what, scope] });
  }
}

/**
 * Runs `check` (a password or code check; undefined when wrong) holding a slot of the address's and the account's
 * locks, so concurrent attempts never check more than the locks allow: a spent lock answers the 429 before `check`
 * runs. A wrong one is counted (audited for a member, with the locks it set) and the one that locks answers the 429;
 * a thrown error gives the slots back.
 */
export async function attemptStaffSignIn<T>(
  deps: LockoutDeps,
  who: StaffAttempt,
  check: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const ctx: LockContext = { db: deps.db, secret: deps.config.jwtSecret, now: deps.clock.now() };
  const subject = who.memberId === undefined ? `email:${who.email ?? ''}` : `member:${who.memberId}`;
  const start = await beginAttempt(ctx, [
    { rule: STAFF_LOCKS.address, subject: `${subject}|${who.address}` },
    { rule: STAFF_LOCKS.account, subject },
  ]);
  if (start.status === 'locked') throw lockedError(start.retryAfterSeconds);
  let value: T | undefined;
  try {
    value = await check();
  } catch (error) {
    await endAttempt(ctx, start.attempt);
    throw error;
  }
  if (value !== undefined) {
    await endAttempt(ctx, start.attempt, who.signsIn ? [STAFF_LOCKS.address] : []);
    return value;
  }
  const locked = await failAttempt(ctx, start.attempt);
  if (who.memberId !== undefined) await auditFailure(deps, { ...who, memberId: who.memberId }, locked, ctx.now);
  const until = locked.map((lock) => lock.until.getTime());
  if (until.length > 0) throw lockedError(secondsUntil(new Date(Math.max(...until)), ctx.now));
  return undefined;
}
