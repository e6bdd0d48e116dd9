import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProxiedApp, startProxiedApp } from '../../test/faults/proxied-app.ts';
import { postgresUrl } from '../test-support/test-db.ts';
import { createDatabase } from './database.ts';
import { isDatabaseUnavailable } from './db-errors.ts';

const serverUrl = postgresUrl();
if (!serverUrl) console.warn('\n⚠  SKIPPED server/db/frozen-database.test.ts: DATABASE_URL is not set (it needs a real PostgreSQL)\n');

// Short timeouts so the test runs in seconds; the defaults are in server/db/timeouts.ts.
const TIMEOUTS = { connectMs: 500, statementMs: 500, idleInTransactionMs: 1_000 };
let t: ProxiedApp;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until PostgreSQL no longer runs the session `pid` (its client is gone and the server has noticed). */
async function sessionGone(pid: number): Promise<void> {
  while ((await t.direct.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount) await pause(50);
}

describe.skipIf(!serverUrl)('a database that stops answering (real PostgreSQL behind a TCP proxy that freezes)', () => {
  beforeAll(async () => {
    t = await startProxiedApp(serverUrl as string, TIMEOUTS);
    await t.direct.query('create table fault_witness (id int primary key)');
  });
  afterAll(() => t?.close());

  it('answers health checks and sign-ups 503 while frozen, and serves again once it answers, without a restart', async () => {
    expect((await t.call('/api/health')).status).toBe(200);
    t.proxy.freeze();
    const started = Date.now();
    const health = await t.call('/api/health');
    const healthMs = Date.now() - started;
    const signUp = await t.call('/api/client/basic-data', t.signUpBody());
    const signUpMs = Date.now() - started - healthMs;
    console.info(
      `frozen database: health 503 after ${healthMs} ms, sign-up 503 after ${signUpMs} ms (timeouts ${JSON.stringify(TIMEOUTS)})`,
    );
    expect(health.status).toBe(503);
    expect(signUp.status).toBe(503);
    expect(signUp.headers.get('Retry-After')).toBe('10');
    t.proxy.thaw();
    let status = 0;
    // Paced: a 503 from the fail-fast gate needs no I/O, and a loop of them would starve the recovery probe's timer.
    while (status !== 200) {
      await pause(50);
      status = (await t.call('/api/health')).status;
    }
    expect((await t.call('/api/client/basic-data', t.signUpBody())).status).toBe(202);
  });

  it('fails fast: with timeouts of a minute, calls in flight and new ones answer 503 while frozen, then it recovers', async () => {
    const patient = await startProxiedApp(serverUrl as string, { connectMs: 60_000, statementMs: 60_000, idleInTransactionMs: 60_000 });
    try {
      expect((await patient.call('/api/client/basic-data', patient.signUpBody())).status).toBe(202);
      patient.proxy.freeze();
      const started = Date.now();
      const inFlightBody = patient.signUpBody();
      const inFlight = await patient.call('/api/client/basic-data', inFlightBody);
      const inFlightMs = Date.now() - started;
      const next = await patient.call('/api/client/basic-data', patient.signUpBody());
      const nextMs = Date.now() - started - inFlightMs;
      console.info(`fail-fast while frozen: the first sign-up 503 after ${inFlightMs} ms, the next after ${nextMs} ms`);
      for (const response of [inFlight, next]) {
        expect(response.status).toBe(503);
        expect(response.headers.get('Retry-After')).toBe('10');
        expect(await response.json()).toEqual({ Message: expect.any(String) });
      }
      const ready = await patient.call('/api/health/ready');
      expect([ready.status, await ready.json()]).toEqual([503, { status: 'unavailable', database: 'unavailable' }]);
      expect((await patient.call('/api/health/live')).status).toBe(200);
      patient.proxy.thaw();
      while ((await patient.call('/api/health/ready')).status !== 200) await pause(50);
      expect((await patient.call('/api/client/basic-data', patient.signUpBody())).status).toBe(202);
      // The cut request's connection ends once PostgreSQL gets its held bytes: nothing it sent commits.
      const busy =
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'";
      while ((await patient.direct.query(busy)).rows[0].n > 0) await pause(50);
      const stored = await patient.direct.query('select 1 from pending_sign_ups where email = $1', [inFlightBody.Email]);
      expect(stored.rowCount).toBe(0);
    } finally {
      await patient.close();
    }
  });

  it('never commits a write whose statement got no answer, even when the held bytes reach the server later', async () => {
    let pid = 0;
    const failure = await t.database.db
      .transaction(async (tx) => {
        [{ pid }] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
        t.proxy.freeze();
        await tx.execute(sql`insert into fault_witness values (1)`);
      })
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    t.proxy.thaw();
    await sessionGone(pid);
    expect((await t.direct.query('select id from fault_witness')).rows).toEqual([]);
    await t.database.db.execute(sql`insert into fault_witness values (2)`);
    expect((await t.direct.query('select id from fault_witness')).rows).toEqual([{ id: 2 }]);
  });

  it('gives back the connections of transactions whose BEGIN got no answer: a full pool serves again after the freeze', async () => {
    const small = await createDatabase({ databaseUrl: t.url, poolMax: 2, timeouts: TIMEOUTS });
    // Two connections open and idle in the pool.
    await Promise.all([1, 2].map(() => small.db.execute(sql`select pg_sleep(0.05)`)));
    t.proxy.freeze();
    const failures = await Promise.all(
      [1, 2].map(() => small.db.transaction((tx) => tx.execute(sql`select 1`)).catch((error: unknown) => error)),
    );
    expect(failures.map(isDatabaseUnavailable)).toEqual([true, true]);
    t.proxy.thaw();
    expect(rowsOf(await small.db.execute(sql`select 2 as n`))).toEqual([{ n: 2 }]);
    await small.close();
  });

  it('rolls back a transaction left idle past the idle-in-transaction timeout, without crashing', async () => {
    const failure = await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into fault_witness values (3)`);
        await pause(TIMEOUTS.idleInTransactionMs + 500);
        await tx.execute(sql`select 1`);
      })
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect((await t.direct.query('select id from fault_witness where id = 3')).rows).toEqual([]);
  });
});
