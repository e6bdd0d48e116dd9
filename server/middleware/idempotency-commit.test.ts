import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { temporaryFileStorage } from '../lib/documents/storage.ts';
import type { AppDeps, AppEnv } from '../lib/http/context.ts';
import { createLogger } from '../lib/http/logger.ts';
import { TEST_CONFIG, TEST_KDF, TestClock } from '../test-support/test-app.ts';
import { createTestDatabase } from '../test-support/test-db.ts';
import { onError } from './errors.ts';
import { IdempotencyMessages, idempotent, REPLAYED_HEADER, respondOnce } from './idempotency.ts';

// A creating call whose change is one transaction that writes its answer with `once` (ADR 215), and the faults of
// a real one: the COMMIT's answer lost after the server committed, a rollback after the answer was written, and a
// claim taken over by a retry while the first request still ran.
const rowsOf = (result: unknown) => (result as { rows: { id: number }[] }).rows;
type Fault = 'none' | 'answerLost' | 'rollback' | 'takenOver';
let database: DatabaseHandle;
let app: Hono<AppEnv>;
let fault: Fault = 'none';
let runs = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table changes (id serial primary key, note text not null)`);
  const logger = createLogger('silent');
  const deps: AppDeps = {
    db: database.db,
    config: TEST_CONFIG,
    clock: new TestClock(),
    logger,
    kdf: TEST_KDF,
    storage: temporaryFileStorage(),
  };
  app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('logger', logger);
    c.set('requestId', 'test');
    c.set('auth', { ClientId: 1 } as AppEnv['Variables']['auth']);
    await next();
  });
  app.post('/change', idempotent(deps), async (c) => {
    runs += 1;
    const key = c.req.header('Idempotency-Key') ?? '';
    // A retry took the key over (its lease had ended): the claim this request holds is no longer the key's.
    if (fault === 'takenOver')
      await database.db.execute(sql`update idempotency_keys set created_at = created_at + interval '1 second' where key = ${key}`);
    return respondOnce(
      c,
      async (once) => {
        const created = await database.db.transaction(async (tx) => {
          const [row] = rowsOf(await tx.execute(sql`insert into changes (note) values (${key}) returning id`));
          await once(tx, { Id: row.id });
          if (fault === 'rollback') throw new Error('the transaction failed after its answer was written');
          return { Id: row.id };
        });
        // What the driver reports when the connection drops after COMMIT was sent: the change is stored, its answer lost.
        if (fault === 'answerLost') throw new Error('Connection terminated unexpectedly');
        return created;
      },
      (created) => c.json(created, 201),
    );
  });
  app.onError(onError);
});
afterAll(() => database.close());
beforeEach(() => {
  fault = 'none';
  runs = 0;
});

const post = (key: string) =>
  app.request('/change', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key }, body: '{"A":1}' });
const changesOf = async (key: string) =>
  rowsOf(await database.db.execute(sql`select id from changes where note = ${key}`)).map((row) => row.id);

describe('an answer written by the COMMIT of its change', () => {
  it('is replayed to the retry when the COMMIT succeeded but its answer never came back: one change', async () => {
    fault = 'answerLost';
    const first = await post('k-lost');
    expect(first.status).toBeGreaterThanOrEqual(500);
    fault = 'none';
    const retry = await post('k-lost');
    expect(retry.status).toBe(201);
    expect(retry.headers.get(REPLAYED_HEADER)).toBe('true');
    const stored = await changesOf('k-lost');
    expect(stored).toHaveLength(1);
    expect(await retry.json()).toEqual({ Id: stored[0] });
    expect(runs).toBe(1);
  });

  it('is not kept when the transaction rolled back: the retry runs again and stores the change once', async () => {
    fault = 'rollback';
    expect((await post('k-rollback')).status).toBeGreaterThanOrEqual(500);
    expect(await changesOf('k-rollback')).toEqual([]);
    fault = 'none';
    const retry = await post('k-rollback');
    expect([retry.status, retry.headers.get(REPLAYED_HEADER)]).toEqual([201, null]);
    expect(await changesOf('k-rollback')).toHaveLength(1);
    expect(runs).toBe(2);
  });

  it('refuses the change with 409 when a retry took the key over while the request ran: nothing stored by it', async () => {
    fault = 'takenOver';
    const first = await post('k-taken');
    expect(first.status).toBe(409);
    expect(await first.json()).toEqual({ Message: IdempotencyMessages.inFlight });
    expect(await changesOf('k-taken')).toEqual([]);
  });
});
