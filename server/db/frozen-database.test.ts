import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../test/faults/tcp-proxy.ts';
import { createApp } from '../app.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import { createLogger } from '../lib/logger.ts';
import { pfBody } from '../test-support/fixtures.ts';
import { TEST_CONFIG, TEST_KDF, type TestApp } from '../test-support/test-app.ts';
import { createEmptyPostgresDatabase, postgresUrl, TEST_PUBLIC_PORT } from '../test-support/test-db.ts';
import { createDatabase, type DatabaseHandle } from './database.ts';
import { seedDatabase } from './seed.ts';

const serverUrl = postgresUrl();
if (!serverUrl) console.warn('\n⚠  SKIPPED server/db/frozen-database.test.ts: DATABASE_URL is not set (it needs a real PostgreSQL)\n');

// Short timeouts so the test runs in seconds; the defaults are in server/db/timeouts.ts.
const TIMEOUTS = { connectMs: 500, statementMs: 500, idleInTransactionMs: 1_000 };
let proxy: TcpProxy;
let database: DatabaseHandle;
let direct: pg.Client;
let drop: () => Promise<void>;
let app: ReturnType<typeof createApp>;
let aurora: number;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const call = (path: string, json?: unknown) =>
  app.request(
    path,
    json === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) },
    { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
  );
/** A sign-up body for the own partner (pfBody reads only the partner ids of its TestApp). */
const signUpBody = () => pfBody({ partners: { aurora, bravo: aurora } } as TestApp);
/** Waits until PostgreSQL no longer runs the session `pid` (its client is gone and the server has noticed). */
async function sessionGone(pid: number): Promise<void> {
  while ((await direct.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount) await pause(50);
}

describe.skipIf(!serverUrl)('a database that stops answering (real PostgreSQL behind a TCP proxy that freezes)', () => {
  beforeAll(async () => {
    const created = await createEmptyPostgresDatabase(serverUrl as string);
    drop = created.drop;
    const target = new URL(created.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    database = await createDatabase({ databaseUrl: proxy.via(created.url), poolMax: 4, timeouts: TIMEOUTS });
    await database.migrate();
    await seedDatabase(database.db, { publicPort: TEST_PUBLIC_PORT });
    app = createApp({ db: database.db, config: TEST_CONFIG, logger: createLogger('silent'), kdf: TEST_KDF });
    direct = new pg.Client({ connectionString: created.url });
    await direct.connect();
    await direct.query('create table fault_witness (id int primary key)');
    [{ id: aurora }] = (await direct.query("select id from partners where host = 'localhost'")).rows;
  });
  afterAll(async () => {
    proxy?.thaw();
    await direct?.end();
    await database?.close();
    await proxy?.close();
    await drop?.();
  });

  it('answers health checks and sign-ups 503 while frozen, and serves again once it answers, without a restart', async () => {
    expect((await call('/api/health')).status).toBe(200);
    proxy.freeze();
    const started = Date.now();
    const health = await call('/api/health');
    const healthMs = Date.now() - started;
    const signUp = await call('/api/client/basic-data', signUpBody());
    const signUpMs = Date.now() - started - healthMs;
    console.info(
      `frozen database: health 503 after ${healthMs} ms, sign-up 503 after ${signUpMs} ms (timeouts ${JSON.stringify(TIMEOUTS)})`,
    );
    expect(health.status).toBe(503);
    expect(signUp.status).toBe(503);
    expect(signUp.headers.get('Retry-After')).toBe('10');
    proxy.thaw();
    let status = 0;
    while (status !== 200) status = (await call('/api/health')).status;
    expect((await call('/api/client/basic-data', signUpBody())).status).toBe(201);
  });

  it('never commits a write whose statement got no answer, even when the held bytes reach the server later', async () => {
    let pid = 0;
    const failure = await database.db
      .transaction(async (tx) => {
        [{ pid }] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
        proxy.freeze();
        await tx.execute(sql`insert into fault_witness values (1)`);
      })
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    proxy.thaw();
    await sessionGone(pid);
    expect((await direct.query('select id from fault_witness')).rows).toEqual([]);
    await database.db.execute(sql`insert into fault_witness values (2)`);
    expect((await direct.query('select id from fault_witness')).rows).toEqual([{ id: 2 }]);
  });

  it('rolls back a transaction left idle past the idle-in-transaction timeout, without crashing', async () => {
    const failure = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into fault_witness values (3)`);
        await pause(TIMEOUTS.idleInTransactionMs + 500);
        await tx.execute(sql`select 1`);
      })
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect((await direct.query('select id from fault_witness where id = 3')).rows).toEqual([]);
  });
});
