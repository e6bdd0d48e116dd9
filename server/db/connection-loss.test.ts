import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../domain/messages.ts';
import { pfBody } from '../test-support/fixtures.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';
import { postgresUrl } from '../test-support/test-db.ts';
import { isDatabaseUnavailable } from './db-errors.ts';

const serverUrl = postgresUrl();
if (!serverUrl) console.warn('\n⚠  SKIPPED server/db/connection-loss.test.ts: DATABASE_URL is not set (it needs a real PostgreSQL)\n');

let t: TestApp;
let admin: pg.Client;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Terminates a session as an operator would (pg_terminate_backend); PostgreSQL stays up. */
const terminate = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);

describe.skipIf(!serverUrl)('a PostgreSQL connection lost while checked out (real PostgreSQL)', () => {
  beforeAll(async () => {
    t = await startTestApp();
    const [{ name }] = rowsOf<{ name: string }>(await t.database.db.execute(sql`select current_database() as name`));
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  it('rejects the transaction whose statement was running, as an unavailable database; the next one is served', async () => {
    const failure = await t.database.db
      .transaction(async (tx) => {
        const [{ pid }] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
        const sleeping = tx.execute(sql`select pg_sleep(5)`);
        await pause(100);
        await terminate(pid);
        await sleeping;
      })
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    const [{ n }] = rowsOf<{ n: number }>(await t.database.db.transaction((tx) => tx.execute(sql`select 41 + 1 as n`)));
    expect(n).toBe(42);
  });

  it('rejects the transaction whose connection died between two statements', async () => {
    const failure = await t.database.db
      .transaction(async (tx) => {
        const [{ pid }] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
        await terminate(pid);
        // Time for the connection to hear of it while nothing is running on it.
        await pause(300);
        await tx.execute(sql`select 1`);
      })
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(rowsOf(await t.database.db.execute(sql`select 1 as n`))).toEqual([{ n: 1 }]);
  });

  it('answers a sign-up whose session is terminated mid-transaction with 503 + Retry-After, stores nothing of it, and stores it on retry', async () => {
    const body = pfBody(t);
    const pendingOf = async () => (await admin.query('select 1 from pending_sign_ups where document = $1', [body.CpfCnpj])).rowCount;
    // The sign-up's transaction inserts the pending sign-up, then waits on this lock at its code row.
    await admin.query('begin');
    await admin.query('lock table email_codes in access exclusive mode');
    const pending = t.call('POST', '/api/client/basic-data', { json: body });
    let waiting: { pid: number } | undefined;
    while (!waiting) {
      await pause(20);
      [waiting] = (
        await admin.query("select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'")
      ).rows;
    }
    await terminate(waiting.pid);
    const response = await pending;
    await admin.query('rollback');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('10');
    expect(await response.json()).toEqual({ Message: Messages.defaultError });
    expect(await pendingOf()).toBe(0);
    const retried = await t.call('POST', '/api/client/basic-data', { json: body });
    expect(retried.status).toBe(202);
    expect(await pendingOf()).toBe(1);
  });
});
