import { createHmac } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { signInLocks } from '../../db/schema/index.ts';

/**
 * A lock: `limit` failures in a run of `windowSeconds` from its first failure lock the key until the run ends or for
 * `lockSeconds`, whichever is later; the run is then forgotten (ADR 219).
 */
export type LockRule = { name: string; limit: number; windowSeconds: number; lockSeconds: number };

/** One lock an attempt counts on: its rule and what it counts (e.g. a member and an address; stored as an HMAC). */
export type LockKey = { rule: LockRule; subject: string };

/** What counting needs: the database, the secret the keys are hashed with and the time. */
export type LockContext = { db: Database; secret: string; now: Date };

/** An attempt under way: the locks it holds one pending slot of. */
export type Attempt = { held: { rule: LockRule; key: string }[] };

/** A begun attempt, or the seconds until the lock that refused it may let one through. */
export type AttemptStart = { status: 'open'; attempt: Attempt } | { status: 'locked'; retryAfterSeconds: number };

/** After this long without a new attempt, a lock's pending attempts are taken as lost (a process stopped mid-check). */
const LOST_AFTER_SECONDS = 60;

const t = signInLocks;
const time = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const later = (at: Date, seconds: number) => time(new Date(at.getTime() + seconds * 1000));
const storedKey = (ctx: LockContext, { rule, subject }: LockKey) =>
  `${rule.name}:${createHmac('sha256', ctx.secret).update(subject).digest('base64url')}`;

/** The row's counts as of `now`: an ended run counts no failure, and then (or when lost) no pending attempt. */
function current(now: Date): { ended: SQL; failures: SQL; pending: SQL } {
  const ended = sql`${t.runEndsAt} <= ${time(now)}`;
  const lost = sql`${t.touchedAt} <= ${time(new Date(now.getTime() - LOST_AFTER_SECONDS * 1000))}`;
  return {
    ended,
    failures: sql`(case when ${ended} then 0 else ${t.failures} end)`,
    pending: sql`(case when ${ended} or ${lost} then 0 else ${t.pending} end)`,
  };
}

/** Takes a pending slot of one lock in one statement, unless its failures and pending attempts fill the limit. */
async function take(ctx: LockContext, key: string, rule: LockRule): Promise<boolean> {
  const now = current(ctx.now);
  const rows = await ctx.db
    .insert(t)
    .values({ key, failures: 0, pending: 1, touchedAt: ctx.now })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: now.failures,
        pending: sql`${now.pending} + 1`,
        runEndsAt: sql`case when ${now.ended} then null else ${t.runEndsAt} end`,
        touchedAt: ctx.now,
      },
      setWhere: sql`${now.failures} + ${now.pending} < ${rule.limit}`,
    })
    .returning({ key: t.key });
  return rows.length > 0;
}

/** Seconds until a refusing lock may let an attempt through: its end when locked, else a second (slots in use). */
async function retryAfter(ctx: LockContext, key: string, rule: LockRule): Promise<number> {
  const [row] = await ctx.db.select({ failures: t.failures, runEndsAt: t.runEndsAt }).from(t).where(eq(t.key, key));
  if (!row?.runEndsAt || row.failures < rule.limit) return 1;
  return Math.max(1, Math.ceil((row.runEndsAt.getTime() - ctx.now.getTime()) / 1000));
}

/**
 * Begins an attempt: takes a pending slot of each lock in order, so of any number of concurrent attempts at most as
 * many as a lock has slots left get through (an attempt's failure is counted before it is known). When one lock
 * refuses, the slots taken are given back.
 */
export async function beginAttempt(ctx: LockContext, locks: LockKey[]): Promise<AttemptStart> {
  const attempt: Attempt = { held: [] };
  for (const lock of locks) {
    const key = storedKey(ctx, lock);
    if (!(await take(ctx, key, lock.rule))) {
      await endAttempt(ctx, attempt);
      return { status: 'locked', retryAfterSeconds: await retryAfter(ctx, key, lock.rule) };
    }
    attempt.held.push({ rule: lock.rule, key });
  }
  return { status: 'open', attempt };
}

/**
 * Counts an attempt's failure on each of its locks in one statement each; answers the rules this failure locked
 * (the limit's failure of a run) with the lock's end.
 */
export async function failAttempt(ctx: LockContext, attempt: Attempt): Promise<{ rule: LockRule; until: Date }[]> {
  const locked: { rule: LockRule; until: Date }[] = [];
  const now = current(ctx.now);
  for (const { rule, key } of attempt.held) {
    const runEnd = sql`coalesce(case when ${now.ended} then null else ${t.runEndsAt} end, ${later(ctx.now, rule.windowSeconds)})`;
    const [row] = await ctx.db
      .update(t)
      .set({
        failures: sql`${now.failures} + 1`,
        pending: sql`greatest(${now.pending} - 1, 0)`,
        runEndsAt: sql`case when ${now.failures} + 1 >= ${rule.limit} then greatest(${runEnd}, ${later(ctx.now, rule.lockSeconds)}) else ${runEnd} end`,
      })
      .where(eq(t.key, key))
      .returning({ failures: t.failures, runEndsAt: t.runEndsAt });
    if (row?.runEndsAt && row.failures === rule.limit) locked.push({ rule, until: row.runEndsAt });
  }
  return locked;
}

/** Ends an attempt that did not fail: gives its slots back; the locks of `forget` forget their run's failures. */
export async function endAttempt(ctx: LockContext, attempt: Attempt, forget: LockRule[] = []): Promise<void> {
  for (const { rule, key } of attempt.held) {
    const clear = forget.includes(rule) ? { failures: 0, runEndsAt: null } : {};
    await ctx.db
      .update(t)
      .set({ ...clear, pending: sql`greatest(${t.pending} - 1, 0)` })
      .where(eq(t.key, key));
  }
}
