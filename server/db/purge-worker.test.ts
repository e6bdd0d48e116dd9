import { asc } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueCode } from '../lib/auth/codes.ts';
import { beginAttempt, failAttempt, type LockRule } from '../lib/auth/lockout.ts';
import { createLogger } from '../lib/http/logger.ts';
import { countHit } from '../lib/http/rate-limit.ts';
import { findPartnerByHost } from '../services/partners/partner.service.ts';
import { TestClock } from '../test-support/test-app.ts';
import { createTestDatabase } from '../test-support/test-db.ts';
import type { DatabaseHandle } from './database.ts';
import { createPurgeWorker, PURGE_RETENTION } from './purge-worker.ts';
import { emailCodes, rateLimits, signInLocks } from './schema/index.ts';

const SECRET = 'purge-test-secret-0123456789-abcdefgh';
const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2030-03-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const logger = createLogger('silent');

let database: DatabaseHandle;
let partnerId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  const partner = await findPartnerByHost(database.db, 'localhost');
  if (!partner) throw new Error('the seed has no localhost partner');
  partnerId = partner.id;
});
afterAll(() => database.close());
afterEach(async () => {
  vi.useRealTimers();
  await database.db.delete(emailCodes);
  await database.db.delete(rateLimits);
  await database.db.delete(signInLocks);
});

/** Sends a code to `document` at `at` through the real code service (unknown document: the row, no email). */
const sendCode = (document: string, at: Date) =>
  issueCode({ db: database.db, now: at, secret: SECRET }, { purpose: 'continue', partnerId, document }, undefined, async () => undefined);

/** Counts one hit of a one-minute limit for `key` at `at`, through the real rate limiter. */
const hit = (key: string, at: Date) => countHit(database.db, SECRET, { name: 'purge-test', windowSeconds: 60 }, key, at);

const codeDocuments = async () =>
  (await database.db.select({ document: emailCodes.document }).from(emailCodes).orderBy(asc(emailCodes.document))).map(
    (row) => row.document,
  );
const windowStarts = async () =>
  (await database.db.select({ at: rateLimits.windowStart }).from(rateLimits).orderBy(asc(rateLimits.windowStart))).map((row) =>
    row.at.toISOString(),
  );

describe('purge of expired codes and ended rate-limit windows', () => {
  it('deletes codes expired past their retention and old windows; keeps live and recent rows', async () => {
    await sendCode('11111111111', ago(PURGE_RETENTION.emailCodesMs + DAY_MS));
    await sendCode('22222222222', ago(PURGE_RETENTION.emailCodesMs - DAY_MS));
    await sendCode('33333333333', NOW);
    await hit('old', ago(PURGE_RETENTION.rateLimitsMs + 60_000));
    await hit('recent', ago(PURGE_RETENTION.rateLimitsMs - 60_000));
    await hit('current', NOW);

    const worker = createPurgeWorker({ db: database.db, logger, clock: new TestClock(NOW) });
    // Windows: the old hit's, and the code caps of the two older codes' 15 minutes (8 and 6 days ago).
    expect(await worker.purgeOnce()).toEqual({ emailCodes: 1, rateLimits: 3, idempotencyKeys: 0, signInLocks: 0 });

    expect(await codeDocuments()).toEqual(['22222222222', '33333333333']);
    // Left: the recent hit's window, the current code cap's (15 minutes), the current hit's window.
    expect(await windowStarts()).toEqual(['2030-03-08T12:01:00.000Z', '2030-03-10T12:00:00.000Z', '2030-03-10T12:00:00.000Z']);
    // The live code's subject still counts against its limit: the purge left the current window alone.
    expect((await hit('current', NOW)).count).toBe(2);
    expect(await worker.purgeOnce()).toEqual({ emailCodes: 0, rateLimits: 0, idempotencyKeys: 0, signInLocks: 0 });
  });

  it('deletes sign-in locks unused for as long as a window is kept; keeps recent ones and a lock still running', async () => {
    const rule: LockRule = { name: 'purge-test', limit: 2, windowSeconds: 60, lockSeconds: 60 };
    const fail = async (subject: string, at: Date, rules = rule) => {
      const ctx = { db: database.db, secret: SECRET, now: at };
      const start = await beginAttempt(ctx, [{ rule: rules, subject }]);
      if (start.status === 'open') await failAttempt(ctx, start.attempt);
    };
    await fail('old', ago(PURGE_RETENTION.rateLimitsMs + 5 * 60_000));
    await fail('recent', ago(PURGE_RETENTION.rateLimitsMs - 60_000));
    // Locked longer than the retention: its lock still holds.
    const long = { ...rule, lockSeconds: (PURGE_RETENTION.rateLimitsMs + DAY_MS) / 1000 };
    for (let i = 0; i < 2; i++) await fail('locked', ago(PURGE_RETENTION.rateLimitsMs + 60_000), long);
    const worker = createPurgeWorker({ db: database.db, logger, clock: new TestClock(NOW) });
    expect(await worker.purgeOnce()).toMatchObject({ signInLocks: 1 });
    expect(await database.db.select().from(signInLocks)).toHaveLength(2);
  });

  it('deletes any number of rows in batches', async () => {
    for (let day = 0; day < 7; day++) await sendCode(`4444444444${day}`, ago(PURGE_RETENTION.emailCodesMs + (day + 1) * DAY_MS));
    const worker = createPurgeWorker({ db: database.db, logger, clock: new TestClock(NOW), batchSize: 3 });
    // Seven codes and their seven days' caps.
    expect(await worker.purgeOnce()).toEqual({ emailCodes: 7, rateLimits: 7, idempotencyKeys: 0, signInLocks: 0 });
    expect(await codeDocuments()).toEqual([]);
    expect(await windowStarts()).toEqual([]);
  });

  it('runs on its timer once started, and stop waits for the purge under way', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await sendCode('55555555555', ago(PURGE_RETENTION.emailCodesMs + DAY_MS));
    const worker = createPurgeWorker({ db: database.db, logger, clock: new TestClock(NOW), intervalMs: 60_000 });
    worker.start();
    await vi.advanceTimersByTimeAsync(0);
    await worker.stop();
    expect(await codeDocuments()).toEqual([]);
  });
});
