import { createHmac } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { Messages } from '../../../domain/messages.ts';
import type { Database } from '../../db/database.ts';
import { rateLimits } from '../../db/schema/index.ts';
import { ApiError } from './api-error.ts';
import type { AppDeps, AppEnv } from './context.ts';

/** A fixed-window limit: at most `limit` hits per `windowSeconds` for one key of the counter `name`. */
export type Limit = { name: string; limit: number; windowSeconds: number };

/** A limit and how a request's key is read (the caller's address, a user id…). */
export type RateLimitRule = Limit & { key: (c: Context<AppEnv>) => string };

/** What a limit is counted with: the shared database, the time and the secret the stored keys are hashed with. */
export type LimitDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** A counter's state after one hit: hits in the current window and seconds until that window ends. */
export type Hit = { count: number; retryAfterSeconds: number };

/**
 * Counts one hit of `rawKey` in the current fixed window of `name` with one atomic statement (shared by every node,
 * DESIGN §2). Keys are stored as an HMAC with `secret`, never raw (IPs, documents).
 */
export async function countHit(
  db: Database,
  secret: string,
  rule: { name: string; windowSeconds: number },
  rawKey: string,
  at: Date,
): Promise<Hit> {
  const windowMs = rule.windowSeconds * 1000;
  const now = at.getTime();
  const windowStart = new Date(now - (now % windowMs));
  const key = `${rule.name}:${createHmac('sha256', secret).update(rawKey).digest('base64url')}`;
  const hit = db.$with('hit').as(
    db
      .insert(rateLimits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
      .returning({ count: rateLimits.count }),
  );
  // The first hit of a window clears the key's older windows, so the table holds one row per active key; in the
  // same statement as the count (ADR 155).
  const firstHit = sql`exists (select 1 from ${sql.identifier('hit')} where ${sql.identifier('count')} = 1)`;
  const cleared = db
    .$with('cleared')
    .as(db.delete(rateLimits).where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, windowStart), firstHit)) as never);
  const [row] = await db.with(hit, cleared).select().from(hit);
  return { count: row.count, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)) };
}

/** The 429 of a spent limit, with Retry-After in seconds. */
export function tooManyRequests(retryAfterSeconds: number, message: string = Messages.tooManyRequests): ApiError {
  return new ApiError(429, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
}

/**
 * Counts one hit on each (limit, key) pair and throws the 429 of the spent ones (the longest Retry-After), with
 * `message` as its Message. Every pair is counted even when an earlier one is spent, so a caller cannot dodge a
 * counter by tripping another.
 */
export async function enforceLimits(
  deps: LimitDeps,
  checks: { limit: Limit; key: string }[],
  message: string = Messages.tooManyRequests,
): Promise<void> {
  const now = deps.clock.now();
  let wait = 0;
  for (const { limit, key } of checks) {
    const hit = await countHit(deps.db, deps.config.jwtSecret, limit, key, now);
    if (hit.count > limit.limit) wait = Math.max(wait, hit.retryAfterSeconds);
  }
  if (wait > 0) throw tooManyRequests(wait, message);
}

/** Answers 429 with Retry-After once a key has made more than `rule.limit` requests in the current window. */
export function rateLimit(deps: LimitDeps, rule: RateLimitRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await enforceLimits(deps, [{ limit: rule, key: rule.key(c) }]);
    await next();
  };
}
