import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresUrl } from '../test-support/test-db.ts';
import type { DatabaseHandle } from './database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

// Both drivers answer execute() with `rows`; drizzle types the union loosely.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('the database handle', () => {
  it('answers parameterised statements in order inside a transaction (pipeline mode on PostgreSQL)', async () => {
    const answers = await database.db.transaction(async (tx) => {
      const ns = [];
      for (const n of [1, 2]) ns.push(rowsOf<{ n: number }>(await tx.execute(sql`select ${n}::int + 40 as n`))[0].n);
      return ns;
    });
    expect(answers).toEqual([41, 42]);
  });

  it.skipIf(!postgresUrl())('runs each PostgreSQL session with the configured timeouts, in UTC', async () => {
    const [settings] = rowsOf(
      await database.db.execute(
        sql`select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle, current_setting('TimeZone') as zone`,
      ),
    );
    expect(settings).toEqual({ statement: '5s', idle: '10s', zone: 'UTC' });
  });
});
