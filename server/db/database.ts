import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { EmbeddedHolder } from './embedded-holder.ts';
import * as schema from './schema/index.ts';
import { type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS } from './timeouts.ts';

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
  /** True when the database answers `select 1` within `withinMs`; on PostgreSQL, on a connection of its own. */
  probe(withinMs: number): Promise<boolean>;
  /** Cuts the connections checked out of the pool now: their queries fail at once, their transactions never commit. */
  cutCheckedOut(): void;
  /** The pool's connections: open, idle, and callers waiting for one (zeros on PGlite). */
  poolUsage(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

/**
 * Where the data lives: PostgreSQL when `databaseUrl` is set (at most `poolMax` connections, `timeouts`; a lost
 * connection is reported to `onConnectionError`), else PGlite in `dataDir` (in memory without one).
 */
export type DatabaseConfig = {
  databaseUrl?: string;
  poolMax?: number;
  timeouts?: DatabaseTimeouts;
  onConnectionError?: (error: Error) => void;
  dataDir?: string;
  /** Who opens the embedded database in `dataDir`, as a second process refused meanwhile is told. */
  holder?: EmbeddedHolder;
};

/** Pool size when the configuration names none (PG_POOL_MAX's default, ADR 121). */
export const DEFAULT_POOL_MAX = 20;

/** The committed migrations, beside this module in the sources and in the build. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
// Arbitrary constant naming this application's start-up lock (pg_advisory_lock takes a bigint).
const STARTUP_LOCK_ID = 4_150_872_219;
const STARTUP_LOCK_POLL_MS = 250;
// The server's statement_timeout answers first; pg's query_timeout, this much later, is for a database or network
// that answers nothing.
const QUERY_DEADLINE_MARGIN_MS = 1_000;
// A silent peer (a host gone without a FIN) is probed after this long instead of the kernel's two hours.
const KEEPALIVE_MS = 10_000;
/** Drizzle's settings for either driver: the schema, and snake_case columns. */
export const DRIZZLE_OPTIONS = { schema, casing: 'snake_case' } as const;

/** Why the server cannot open a database: no DATABASE_URL, and no PGlite installed for the embedded one. */
export const PGLITE_MISSING =
  'DATABASE_URL is not set and the embedded PGlite database is not installed (npm ci --omit=dev leaves it out): set DATABASE_URL=postgres://…';

/** How a pool reaches PostgreSQL at `databaseUrl`: at most `poolMax` connections, each bounded by `timeouts`. */
export function poolConfig(databaseUrl: string, poolMax = DEFAULT_POOL_MAX, timeouts = DEFAULT_DATABASE_TIMEOUTS): pg.PoolConfig {
  return {
    ...connectionConfig(databaseUrl, timeouts),
    max: poolMax,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // A query unanswered this long fails with 'Query read timeout'. In pipeline mode pg also closes its connection,
    // which then cannot go back to the pool inside a transaction that a later caller's COMMIT would complete.
    query_timeout: timeouts.statementMs + QUERY_DEADLINE_MARGIN_MS,
    pipeline: true,
  };
}

/** One connection's settings, shared by the pool and the migrations' own connection. */
function connectionConfig(databaseUrl: string, timeouts: DatabaseTimeouts): pg.ClientConfig {
  return {
    connectionString: databaseUrl,
    // UTC sessions: timestamps print the same whatever the server's default, so audit digests are canonical (ADR 160).
    options: '-c TimeZone=UTC',
    connectionTimeoutMillis: timeouts.connectMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_MS,
  };
}

/** Opens the configured database. */
export async function createDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const { databaseUrl } = config;
  if (databaseUrl) {
    const timeouts = config.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
    const handle = fromPool(new pg.Pool(poolConfig(databaseUrl, config.poolMax, timeouts)), config.onConnectionError);
    return { ...handle, migrate: () => migrateAlone(connectionConfig(databaseUrl, timeouts)) };
  }
  const { openPglite } = await loadPglite();
  return openPglite(config.dataDir, config.holder);
}

/** The embedded database's module (PGlite, a devDependency), loaded only when no DATABASE_URL is set. */
async function loadPglite(): Promise<typeof import('./pglite-database.ts')> {
  try {
    return await import('./pglite-database.ts');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' && String(error).includes('@electric-sql/pglite');
    throw missing ? new Error(PGLITE_MISSING) : error;
  }
}

/** Applies the migrations on a connection of their own, free of the statement timeout (an index on a big table takes long). */
async function migrateAlone(connection: pg.ClientConfig): Promise<void> {
  const client = new pg.Client(connection);
  client.on('error', () => undefined);
  await client.connect();
  try {
    await migratePg(drizzlePg({ client, ...DRIZZLE_OPTIONS }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.end();
  }
}

/** Wraps a node-postgres pool (poolConfig's settings in production); a lost connection is reported to `onError`. */
export function fromPool(pool: pg.Pool, onError?: (error: Error) => void): DatabaseHandle {
  // An idle client killed by the server (restart, failover, a dropped test database) must not crash the process:
  // the pool discards it and the next query opens a new connection. A checked-out one that breaks (lost, or closed
  // by pg's query_timeout) is heard by its own listener and given back to the pool at once.
  pool.on('error', () => undefined);
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      onError?.(error);
      if (checkedOut.has(client)) giveBack(client, error);
    }),
  );
  const db = drizzlePg({ client: pool, ...DRIZZLE_OPTIONS });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async exclusive(fn) {
      const lockClient = await pool.connect();
      try {
        // Polled, not awaited in one statement: another server's migrations may outlast the statement timeout.
        while (!(await lockClient.query('select pg_try_advisory_lock($1) as locked', [STARTUP_LOCK_ID])).rows[0].locked) {
          await new Promise((resolve) => setTimeout(resolve, STARTUP_LOCK_POLL_MS));
        }
        return await fn();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => undefined);
        lockClient.release();
      }
    },
    probe: (withinMs) => probeConnection(pool.options, withinMs),
    cutCheckedOut() {
      for (const client of checkedOut) client.connection.stream.destroy();
    },
    poolUsage: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/**
 * Opens a connection of its own with `config`, runs `select 1` and closes it: true when all of it took under
 * `withinMs`. Not the pool's: a pool busy with slow but healthy work must not look like a database that is gone.
 */
async function probeConnection(config: pg.ClientConfig, withinMs: number): Promise<boolean> {
  const client = new pg.Client({ ...config, connectionTimeoutMillis: withinMs, query_timeout: withinMs });
  client.on('error', () => undefined);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), withinMs);
  });
  const answered = client
    .connect()
    .then(() => client.query('select 1'))
    .then(
      () => true,
      () => false,
    );
  const up = await Promise.race([answered, late]);
  clearTimeout(timer);
  // A frozen peer would hold a polite goodbye forever.
  if (up) await client.end().catch(() => undefined);
  else client.connection.stream.destroy();
  return up;
}

/**
 * Gives a broken connection back to its pool at once (which discards it); whatever its holder does with `release`
 * later does nothing. Drizzle 0.45 runs a transaction's BEGIN before its try/finally, so it never releases a
 * connection whose BEGIN failed: without this, every outage would leak connections until the pool had none left and
 * answered only timeouts. pg-pool throws on a second release and has no public way to discard a checked-out
 * connection, hence this one replaced method.
 */
function giveBack(client: pg.PoolClient, error: Error): void {
  const release = client.release;
  client.release = () => undefined;
  release(error);
}

/** True when the database answers a trivial query within `withinMs`. */
export async function isDatabaseUp(db: Database, withinMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), withinMs);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
