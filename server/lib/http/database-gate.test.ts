import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { DatabaseAvailability } from '../../db/availability.ts';
import type { AppEnv } from './context.ts';
import { DATABASE_RETRY_AFTER_SECONDS, databaseGate } from './database-gate.ts';

/**
 * An availability whose suspicions answer in turn from `answers` (true: the database answered; false: a failed
 * probe, which declares it down and tells the requests waiting on it), as `createDatabaseAvailability` does.
 */
function scriptedAvailability(answers: boolean[]) {
  let up = true;
  let suspicions = 0;
  const listeners = new Set<() => void>();
  const availability: DatabaseAvailability = {
    isUp: () => up,
    async suspect() {
      suspicions++;
      const answer = answers.shift() ?? up;
      if (!answer && up) {
        up = false;
        for (const listener of [...listeners]) listener();
        listeners.clear();
      }
      return answer;
    },
    check: () => availability.suspect(),
    onOutage(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => undefined,
  };
  return { availability, suspicions: () => suspicions };
}

// A handler waiting on a database that never answers (a hung connection), and one that answers at once.
function appWith(availability: DatabaseAvailability) {
  const app = new Hono<AppEnv>();
  app.use(databaseGate(availability));
  app.get('/hung', () => new Promise<Response>(() => undefined));
  app.get('/quick', (c) => c.json({ ok: true }));
  return app;
}

describe('databaseGate (ADR 193)', () => {
  it('answers a quick request without probing the database', async () => {
    const { availability, suspicions } = scriptedAvailability([]);
    const response = await appWith(availability).request('/quick');
    expect(response.status).toBe(200);
    expect(suspicions()).toBe(0);
  });

  it('keeps probing while a request hangs, so a probe that vouched for the database just before it hung does not hold the request until its timeouts', async () => {
    // The first suspicion is answered by a probe from a moment ago (up); the next one probes and fails.
    const { availability, suspicions } = scriptedAvailability([true, false]);
    const response = await appWith(availability).request('/hung');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(suspicions()).toBe(2);
  });

  it('answers 503 at once while the database is down, without reaching the route', async () => {
    const { availability } = scriptedAvailability([false]);
    await availability.suspect();
    const response = await appWith(availability).request('/quick');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ Message: expect.any(String) });
  });
});
