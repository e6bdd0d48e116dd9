import { describe, expect, it } from 'vitest';
import { retryUntilReady, StartupError } from './wait-for-database.ts';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A fake clock that sleeping moves, and the log lines written. */
function harness() {
  let clock = 0;
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    wait: (maxWaitMs: number) => ({
      maxWaitMs,
      logger: { warn: (fields: Record<string, unknown>) => lines.push(fields) },
      sleep: async (ms: number) => {
        clock += ms;
      },
      now: () => clock,
    }),
  };
}

describe('retryUntilReady', () => {
  it('retries an unavailable database with doubling delays, one log line per attempt, until it answers', async () => {
    const { lines, wait } = harness();
    let calls = 0;
    const result = await retryUntilReady(async () => {
      if (++calls < 5) throw refused();
      return 'migrated';
    }, wait(60_000));
    expect(result).toBe('migrated');
    expect(lines).toEqual([1, 2, 3, 4].map((attempt, i) => ({ attempt, cause: 'ECONNREFUSED', retryInMs: [500, 1000, 2000, 4000][i] })));
  });

  it('gives up after the configured time with a one-line reason', async () => {
    const { lines, wait } = harness();
    const failure = await retryUntilReady(() => Promise.reject(refused()), wait(10_000)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as Error).message).toBe('the database did not answer within 10 s (ECONNREFUSED)');
    expect(lines.map((line) => line.retryInMs)).toEqual([500, 1000, 2000, 4000, 2500]);
  });

  it('does not retry what waiting cannot fix (a wrong password)', async () => {
    const { lines, wait } = harness();
    const badPassword = Object.assign(new Error('password authentication failed for user "app"'), { code: '28P01' });
    await expect(retryUntilReady(() => Promise.reject(badPassword), wait(60_000))).rejects.toThrow('the database cannot be used (28P01)');
    expect(lines).toEqual([]);
  });
});
