import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** The one database type services use, whichever driver is behind it (a transaction is one too). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with the operations that depend on its driver. */
export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** Runs `fn` while holding a lock shared by every server on this database (start-up migrations and seed). */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/**
 * Where the data lives: PostgreSQL when `databaseUrl` is set (at most `poolMax` connections), else PGlite in
 * `dataDir` (in memory without one).
 */
export type DatabaseConfig = { databaseUrl?: string; poolMax?: number; dataDir?: string };

/** Pool size when the configuration names none (PG_POOL_MAX's default, ADR 121). */
export const DEFAULT_POOL_MAX = 20;

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
// Arbitrary constant naming this application's start-up lock (pg_advisory_lock takes a bigint).
const STARTUP_LOCK_ID = 4_150_872_219;
const options = { schema, casing: 'snake_case' } as const;

/** Opens the configured database. */
export async function createDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    // UTC sessions: timestamps print the same whatever the server's default, so audit digests are canonical (ADR 160).
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.poolMax ?? DEFAULT_POOL_MAX, options: '-c TimeZone=UTC' });
    return fromPool(pool);
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  return fromPglite(await PGlite.create(config.dataDir ? { dataDir: config.dataDir } : {}));
}

/** Wraps an open PGlite instance (tests load theirs from a dumped template). */
export function fromPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, ...options });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    // One process owns a PGlite data folder, so there is nobody to lock out.
    exclusive: (fn) => fn(),
    close: () => client.close(),
  };
}

/** Most distinct statements named by their text per process; later ones run unnamed (the server's memory is bounded). */
export const MAX_NAMED_STATEMENTS = 500;
const statementNames = new Map<string, string>();

/** The name of a statement's text (a hash of it), or undefined once MAX_NAMED_STATEMENTS texts have names. */
export function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `auto_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/**
 * Makes a pool's connections name every parameterised statement after its text: node-postgres then parses it once
 * per connection and PostgreSQL keeps its parse tree, instead of both doing the work on every call (ADR 155).
 * Statements without parameters (BEGIN, COMMIT, migrations with several commands) keep the simple protocol.
 */
function nameStatements(client: pg.PoolClient): void {
  // Looked up on each call, not captured: whatever wraps Client#query later (a statement counter) still sees every call.
  const query = (...args: unknown[]) => (Object.getPrototypeOf(client).query as (...a: unknown[]) => unknown).apply(client, args);
  const named = (config: unknown, ...rest: unknown[]) => {
    const c = config as QueryConfig;
    // Drizzle passes the values beside the config; other callers inside it.
    const values = Array.isArray(rest[0]) ? rest[0] : c?.values;
    const parameterised = Array.isArray(values) && values.length > 0;
    if (typeof c === 'object' && c !== null && c.name === undefined && typeof c.text === 'string' && parameterised) {
      const name = statementName(c.text);
      if (name) return query({ ...c, name }, ...rest);
    }
    return query(config, ...rest);
  };
  (client as unknown as { query: typeof named }).query = named;
}

/** Wraps a node-postgres pool. */
export function fromPool(pool: pg.Pool): DatabaseHandle {
  // An idle client killed by the server (restart, failover, a dropped test database) must not crash the process:
  // the pool discards it and the next query opens a new connection.
  pool.on('error', () => undefined);
  pool.on('connect', nameStatements);
  const db = drizzlePg({ client: pool, ...options });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async exclusive(fn) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
        return await fn();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}

/** True when the database answers a trivial query. */
export async function isDatabaseUp(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
