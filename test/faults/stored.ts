import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Where a stopped server's data is: a PostgreSQL URL, or a PGlite data folder (`DATA_DIR/pg`). */
export type DataAt = { databaseUrl: string } | { pgliteDir: string };

/** Rows of a query on the data of a stopped server (PGlite must be stopped; PostgreSQL may run). */
export async function queryRows<T>(at: DataAt, text: string, params: unknown[]): Promise<T[]> {
  if ('databaseUrl' in at) {
    const client = new pg.Client({ connectionString: at.databaseUrl });
    await client.connect();
    const { rows } = await client.query(text, params);
    await client.end();
    return rows as T[];
  }
  const db = await PGlite.create({ dataDir: at.pgliteDir });
  const { rows } = await db.query<T>(text, params);
  await db.close();
  return rows;
}

/**
 * How many sign-up rows (pending sign-ups: what POST basic-data stores, ADR 196) each email has in the database,
 * read directly (the server must be stopped for PGlite).
 */
export async function rowsPerEmail(at: DataAt, emails: string[]): Promise<Map<string, number>> {
  const text = 'select email, count(*)::int as n from pending_sign_ups where email = any($1) group by email';
  const rows = await queryRows<{ email: string; n: number }>(at, text, [emails]);
  return new Map(rows.map((row) => [row.email, row.n]));
}

/** Every pending sign-up's email in the PostgreSQL at `databaseUrl` now (a snapshot taken in the middle of a fault). */
export async function emailsNow(databaseUrl: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ email: string }>('select email from pending_sign_ups');
  await client.end();
  return new Set(rows.map((row) => row.email));
}

/** Acknowledged writes missing from the database, and writes stored more than once. */
export function lostAndDoubled(acknowledged: string[], stored: Map<string, number>): { lost: number; doubled: number } {
  const lost = acknowledged.filter((email) => !stored.has(email)).length;
  const doubled = [...stored.values()].filter((n) => n > 1).length;
  return { lost, doubled };
}
