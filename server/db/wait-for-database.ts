import type { Logger } from 'pino';
import { isDatabaseUnavailable } from './db-errors.ts';

/** The database could not be used at start-up; `message` is the one line the server prints before exiting. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** How start-up waits for the database: for `maxWaitMs` in all, first retry after `firstDelayMs`, doubling up to `maxDelayMs`. */
export type StartupWait = {
  maxWaitMs: number;
  logger: Pick<Logger, 'warn'>;
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Injected by tests. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
};

/** The innermost cause of an error: the driver's or the socket's, which says what went wrong. */
function rootCause(error: unknown): { code?: unknown; message?: unknown } {
  let current = error as { cause?: unknown; code?: unknown; message?: unknown };
  for (let depth = 0; depth < 5 && typeof current?.cause === 'object' && current.cause !== null; depth++) {
    current = current.cause as typeof current;
  }
  return current ?? {};
}

/** Names an error in a few safe words: its code (ECONNREFUSED, 57P03) or else its message. */
export function describeCause(error: unknown): string {
  const cause = rootCause(error);
  return String(cause.code ?? cause.message ?? error);
}

/**
 * Runs `attempt` (migrations and seed) until it succeeds. While the database is unavailable (refused, timed out,
 * starting up) it retries with backoff for `maxWaitMs`, logging one line per failed attempt; then, or at once for
 * any other error (a wrong password, a missing database), it throws a StartupError with a one-line reason.
 */
export async function retryUntilReady<T>(attempt: () => Promise<T>, wait: StartupWait): Promise<T> {
  const { maxWaitMs, logger, firstDelayMs = 500, maxDelayMs = 5_000 } = wait;
  const sleep = wait.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = wait.now ?? Date.now;
  const deadline = now() + maxWaitMs;
  for (let number = 1, delay = firstDelayMs; ; number++, delay = Math.min(delay * 2, maxDelayMs)) {
    try {
      return await attempt();
    } catch (error) {
      const cause = describeCause(error);
      if (!isDatabaseUnavailable(error)) throw new StartupError(`the database cannot be used (${cause})`);
      const left = deadline - now();
      if (left <= 0) throw new StartupError(`the database did not answer within ${Math.round(maxWaitMs / 1000)} s (${cause})`);
      const retryInMs = Math.min(delay, left);
      logger.warn({ attempt: number, cause, retryInMs }, 'database unavailable at start-up, retrying');
      await sleep(retryInMs);
    }
  }
}
