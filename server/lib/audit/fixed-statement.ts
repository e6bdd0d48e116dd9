import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../db/database.ts';
import { statementName } from '../../db/statement-names.ts';
import { TransactionClient } from '../clients/pipelined-transaction.ts';

/**
 * A statement whose text never changes between calls (`$1`, `$2`… for its values), written once per shape. On
 * node-postgres it runs under a stable name, so neither Drizzle renders it nor PostgreSQL parses it again on the same
 * connection (issue 32); elsewhere (PGlite, a Drizzle transaction without its own client) the same text runs unnamed.
 */
export type FixedStatement = { name: string | undefined; text: string };

/** Names `text` (past MAX_NAMED_STATEMENTS shapes it runs unnamed, see statementName). */
export function fixedStatement(shape: string, text: string): FixedStatement {
  return { name: statementName(`fixed:${shape}`), text };
}

/**
 * Runs `statement` with `values` on `db` (a database or a transaction) and answers its rows, with PostgreSQL's
 * column names and node-postgres' (or PGlite's) parsing of their values. On a pipelinedTransaction it goes through the
 * transaction's connection, so lastStatement can send COMMIT with it.
 */
export async function runFixed<Row>(db: Database, statement: FixedStatement, values: unknown[]): Promise<Row[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Client || client instanceof pg.Pool || client instanceof TransactionClient) {
    const query = { name: statement.name, text: statement.text, values };
    const result = await (client as Pick<TransactionClient, 'query'>).query<Row & pg.QueryResultRow>(query);
    return result.rows;
  }
  const result = await db.execute(withValues(statement.text, values));
  return (result as unknown as { rows: Row[] }).rows;
}

/** The text as Drizzle SQL, each `$n` bound to `values[n - 1]` (a value used twice is sent twice). */
function withValues(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)));
}
