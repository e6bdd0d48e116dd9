import type { Context, MiddlewareHandler } from 'hono';
import { Messages } from '../../../domain/messages.ts';
import type { DatabaseAvailability } from '../../db/availability.ts';
import type { AppEnv } from './context.ts';

/** Seconds a caller is asked to wait before retrying while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 10;

// A request still running after this long makes the gate probe the database (most answer in a few milliseconds), and
// again as often while it runs: a probe that answered just before the database hung must not vouch for it for good.
const SUSPECT_EVERY_MS = 250;

/** The 503 of an unavailable database: the spec's default message and Retry-After. */
export function databaseUnavailable(c: Context): Response {
  return c.json({ Message: Messages.defaultError }, 503, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) });
}

/**
 * Fails fast while the database is unreachable (ADR 193): a request arriving then answers 503 at once; a request
 * running longer than SUSPECT_EVERY_MS has the database probed, every SUSPECT_EVERY_MS until it ends (a recent
 * probe answers for the database without a new one), and so has one answered 503; when a probe fails, the requests
 * waiting on it answer 503 at once too (their connections are cut, so none commits later), until a probe answers
 * again.
 */
export function databaseGate(availability: DatabaseAvailability): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!availability.isUp()) return databaseUnavailable(c);
    const suspicion = setInterval(() => void availability.suspect(), SUSPECT_EVERY_MS);
    let unsubscribe = () => undefined as unknown;
    try {
      const cut = await new Promise<boolean>((resolve, reject) => {
        unsubscribe = availability.onOutage(() => resolve(true));
        next().then(() => resolve(false), reject);
      });
      if (cut) return databaseUnavailable(c);
      if (c.res.status === 503) void availability.suspect();
    } finally {
      clearInterval(suspicion);
      unsubscribe();
    }
  };
}
