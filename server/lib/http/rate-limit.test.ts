import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { rateLimits } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test-support/test-db.ts';
import { countHit } from './rate-limit.ts';

const SECRET = 'rate-limit-test-secret-0123456789-abcd';
const rule = { name: 'rate-limit-test', windowSeconds: 60 };
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const windowsOf = async () =>
  (await database.db.select({ at: rateLimits.windowStart, count: rateLimits.count }).from(rateLimits))
    .map((row) => ({ at: row.at.toISOString(), count: row.count }))
    .sort((a, b) => a.at.localeCompare(b.at) || b.count - a.count);

describe('countHit', () => {
  it('counts hits per key and fixed window, and the first hit of a window clears that key’s older windows', async () => {
    const at = (iso: string) => new Date(iso);
    expect(await countHit(database.db, SECRET, rule, 'a', at('2030-01-01T10:00:05Z'))).toEqual({ count: 1, retryAfterSeconds: 55 });
    expect((await countHit(database.db, SECRET, rule, 'a', at('2030-01-01T10:00:59Z'))).count).toBe(2);
    expect((await countHit(database.db, SECRET, rule, 'b', at('2030-01-01T10:00:30Z'))).count).toBe(1);
    expect(await windowsOf()).toEqual([
      { at: '2030-01-01T10:00:00.000Z', count: 2 },
      { at: '2030-01-01T10:00:00.000Z', count: 1 },
    ]);
    // Key a's next window: its old one goes, key b's stays.
    expect(await countHit(database.db, SECRET, rule, 'a', at('2030-01-01T10:01:00Z'))).toEqual({ count: 1, retryAfterSeconds: 60 });
    expect((await countHit(database.db, SECRET, rule, 'a', at('2030-01-01T10:01:01Z'))).count).toBe(2);
    expect(await windowsOf()).toEqual([
      { at: '2030-01-01T10:00:00.000Z', count: 1 },
      { at: '2030-01-01T10:01:00.000Z', count: 2 },
    ]);
  });
});
