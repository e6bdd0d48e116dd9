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
  if (config.databaseUrl) return fromPool(new pg.Pool({ connectionString: config.databaseUrl, max: config.poolMax ?? DEFAULT_POOL_MAX }));
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

/** Wraps a node-postgres pool. */
export function fromPool(pool: pg.Pool): DatabaseHandle {
  // An idle client killed by the server (restart, failover, a dropped test database) must not crash the process:
  // the pool discards it and the next query opens a new connection.
  pool.on('error', () => undefined);
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
