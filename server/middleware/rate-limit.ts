import { createHmac } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { Messages } from '../../domain/messages.ts';
import { rateLimits } from '../db/schema/index.ts';
import { ApiError } from '../lib/api-error.ts';
import type { AppDeps, AppEnv } from '../lib/context.ts';

/** A fixed-window limit: at most `limit` requests per `windowSeconds` for one key. */
export type RateLimitRule = { name: string; limit: number; windowSeconds: number; key: (c: Context<AppEnv>) => string };

/**
 * Counts requests per key in the database (shared by every node, DESIGN §2) with one atomic upsert and answers
 * 429 with Retry-After past the limit. Keys are stored as an HMAC, never as the raw IP.
 */
export function rateLimit(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, rule: RateLimitRule): MiddlewareHandler<AppEnv> {
  const windowMs = rule.windowSeconds * 1000;
  return async (c, next) => {
    const now = deps.clock.now().getTime();
    const windowStart = new Date(now - (now % windowMs));
    const key = `${rule.name}:${createHmac('sha256', deps.config.jwtSecret).update(rule.key(c)).digest('base64url')}`;
    const [row] = await deps.db
      .insert(rateLimits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
      .returning({ count: rateLimits.count });
    // The first hit of a window clears the key's older windows, so the table holds one row per active key.
    if (row.count === 1) await deps.db.delete(rateLimits).where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, windowStart)));
    if (row.count > rule.limit) {
      const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
      throw new ApiError(429, Messages.tooManyRequests, undefined, { 'Retry-After': String(retryAfter) });
    }
    await next();
  };
}
