import type pg from 'pg';
import { callsWaitingForClientRows } from '../lib/clients/client-row-wait.ts';
import type { TestApp } from './test-app.ts';

const POLL_MS = 20;
const WAIT_LIMIT_MS = 10_000;

const poolOf = (t: TestApp) => (t.database.db as unknown as { $client: pg.Pool }).$client;

/**
 * Holds `statement` (such as `lock table audit_events in share mode`) in a transaction of its own until `release`,
 * so a test can stop a request at a chosen statement (PostgreSQL test databases only).
 */
export async function holdLock(t: TestApp, statement: string): Promise<{ release(): Promise<void> }> {
  const connection = await poolOf(t).connect();
  await connection.query('begin');
  await connection.query(statement);
  return {
    async release() {
      await connection.query('commit');
      connection.release();
    },
  };
}

/** Resolves once `count` backends of the test database wait for a lock in a statement whose text matches `pattern` (ILIKE). */
export async function waitingOnLock(t: TestApp, pattern: string, count = 1): Promise<void> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const { rows } = await poolOf(t).query(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and query ilike $1`,
      [pattern],
    );
    if (rows[0].n >= count) return;
    if (Date.now() > deadline) {
      const waiting = await poolOf(t).query(
        `select state, wait_event_type, left(query, 300) as query from pg_stat_activity where datname = current_database()`,
      );
      const seen = JSON.stringify(waiting.rows, null, 1);
      throw new Error(`no ${count} statement(s) like ${pattern} waited for a lock within ${WAIT_LIMIT_MS} ms; sessions: ${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Resolves once `count` customer calls of this process wait for a client's row another transaction holds (they wait
 * between attempts, holding no connection, so PostgreSQL shows no wait: ADR 216).
 */
export async function waitingForClientRow(count = 1): Promise<void> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (callsWaitingForClientRows() < count) {
    if (Date.now() > deadline) throw new Error(`no ${count} call(s) waited for a client's row within ${WAIT_LIMIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** A promise that also tells whether it has settled (to show a request is still waiting). */
export function tracked<T>(promise: Promise<T>): { promise: Promise<T>; settled(): boolean } {
  let done = false;
  const settledPromise = promise.finally(() => {
    done = true;
  });
  return { promise: settledPromise, settled: () => done };
}
