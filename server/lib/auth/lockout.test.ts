import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../test-support/test-db.ts';
import { type AttemptStart, beginAttempt, endAttempt, failAttempt, type LockRule } from './lockout.ts';

const SECRET = 'lockout-test-secret-0123456789-abcdef';
const START = new Date('2030-09-01T08:00:00Z');
const rule: LockRule = { name: 'lockout-test', limit: 3, windowSeconds: 10 * 60, lockSeconds: 5 * 60 };

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

let subjects = 0;
/** A fresh subject and its calls at `seconds` after START. */
function lock() {
  const subject = `subject-${++subjects}`;
  const ctx = (seconds: number) => ({ db: database.db, secret: SECRET, now: new Date(START.getTime() + seconds * 1000) });
  const begin = (seconds: number) => beginAttempt(ctx(seconds), [{ rule, subject }]);
  return {
    begin,
    async fail(seconds: number) {
      const start = open(await begin(seconds));
      return failAttempt(ctx(seconds), start);
    },
    async pass(seconds: number, forget = false) {
      await endAttempt(ctx(seconds), open(await begin(seconds)), forget ? [rule] : []);
    },
  };
}
function open(start: AttemptStart) {
  if (start.status !== 'open') throw new Error(`locked for ${start.retryAfterSeconds} s`);
  return start.attempt;
}

describe('sign-in locks', () => {
  it('locks at the limit until the later of the run’s end and the lock time, then forgets the run', async () => {
    const key = lock();
    expect(await key.fail(0)).toEqual([]);
    expect(await key.fail(60)).toEqual([]);
    // The run began at 0 and ends at 600; the lock from 120 would end at 420: the run's end is later.
    expect(await key.fail(120)).toEqual([{ rule, until: new Date(START.getTime() + 600_000) }]);
    expect(await key.begin(121)).toEqual({ status: 'locked', retryAfterSeconds: 479 });
    expect((await key.begin(600)).status).toBe('open');
  });

  it('forgets failures when their run ends, and when a pass forgets them', async () => {
    const key = lock();
    await key.fail(0);
    await key.fail(1);
    expect(await key.fail(600)).toEqual([]);
    await key.fail(601);
    await key.pass(602, true);
    await key.fail(603);
    expect(await key.fail(604)).toEqual([]);
  });

  it('refuses while attempts under way fill the limit, and takes them as lost after a minute', async () => {
    const key = lock();
    await key.fail(0);
    open(await key.begin(1));
    open(await key.begin(2));
    // One failure and two attempts under way: no slot, for a second.
    expect(await key.begin(3)).toEqual({ status: 'locked', retryAfterSeconds: 1 });
    // The two were never ended (a process stopped): a minute later they no longer count.
    expect((await key.begin(63)).status).toBe('open');
  });

  it('gives a slot back when the attempt passes without forgetting', async () => {
    const key = lock();
    for (let i = 0; i < 5; i++) await key.pass(i);
    await key.fail(10);
    await key.fail(11);
    expect(await key.fail(12)).toHaveLength(1);
  });
});
