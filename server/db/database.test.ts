import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support/test-db.ts';
import type { DatabaseHandle } from './database.ts';
import { MAX_NAMED_STATEMENTS, statementName } from './pool-clients.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

// Both drivers answer execute() with `rows`; drizzle types the union loosely.
const rowsOf = (result: unknown) => (result as { rows: { n: number }[] }).rows;

describe('statements named by their text (ADR 155)', () => {
  it('gives one text one name, and different texts different names', () => {
    const text = 'select $1::int as n -- database.test one';
    expect(statementName(text)).toBe(statementName(text));
    expect(statementName(text)).toMatch(/^auto_/);
    expect(statementName('select $1::int as n -- database.test two')).not.toBe(statementName(text));
  });

  it('answers the same and, on PostgreSQL, keeps a parameterised statement prepared on its connection', async () => {
    const prepared = await database.db.transaction(async (tx) => {
      // One transaction: one connection, whose prepared statements pg_prepared_statements lists.
      const answers = [];
      for (const n of [1, 2]) answers.push(await tx.execute(sql`select ${n}::int + 40 as n, 'database.test' as tag`));
      expect(answers.map((answer) => rowsOf(answer)[0].n)).toEqual([41, 42]);
      const listed = await tx.execute(sql`select count(*)::int as n from pg_prepared_statements where statement like ${'%database.test%'}`);
      return rowsOf(listed)[0].n;
    });
    // Both calls share one statement. PGlite runs in the process: there is no connection to keep it on, nothing names it.
    expect(prepared).toBe(database.kind === 'postgres' ? 1 : 0);
  });
  // Last: it uses up this file's names.
  it('stops naming new texts past the bound, and keeps the names it gave', () => {
    const first = statementName('select $1::text -- database.test bound');
    for (let i = 0; i < MAX_NAMED_STATEMENTS; i++) statementName(`select $1::int + ${i} -- database.test filler`);
    expect(statementName('select $1::text -- database.test past the bound')).toBeUndefined();
    expect(statementName('select $1::text -- database.test bound')).toBe(first);
  });
});
