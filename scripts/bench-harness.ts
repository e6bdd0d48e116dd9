/**
 * Shared pieces of `npm run bench:api` and `npm run bench:upload`: the app on a fresh database (PGlite in memory
 * or a new PostgreSQL database), served on loopback, with a no-op route as the baseline of the same run.
 */
import { fork } from 'node:child_process';
import { createHash, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type ServerType, serve } from '@hono/node-server';
import pg from 'pg';
import { createApp } from '../server/app.ts';
import { type DatabaseHandle, fromPool, poolConfig } from '../server/db/database.ts';
import { fromPglite } from '../server/db/pglite-database.ts';
import { seedDatabase } from '../server/db/seed.ts';
import type { Kdf } from '../server/lib/auth/kdf.ts';
import { createFileStorage } from '../server/lib/documents/storage.ts';
import { createLogger, logDestination } from '../server/lib/http/logger.ts';
import { sentContinueCode } from '../server/test-support/emails.ts';
import { TEST_CONFIG } from '../server/test-support/test-app.ts';
import { createEmptyPostgresDatabase, postgresUrl } from '../server/test-support/test-db.ts';
import { backendCpuMeter } from './bench-pg-cpu.ts';

/** The two databases the API runs on. */
export type DatabaseKind = 'pglite' | 'postgres';

/** Where the PostgreSQL leg runs: DATABASE_URL, else this project's local server. */
export const POSTGRES_URL = postgresUrl() ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A KDF that costs nothing (SHA-256, no salt): the journey figure excludes the KDF (issue 4), so password and
 * signature hashing do not decide it. Never for real secrets.
 */
export const BENCH_KDF: Kdf = {
  hash: async (secret) => `bench-sha256:${createHash('sha256').update(secret).digest('hex')}`,
  verify: async (stored, secret) => {
    const expected = Buffer.from(`bench-sha256:${createHash('sha256').update(secret).digest('hex')}`);
    const actual = Buffer.from(stored);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  },
};

/** Path of the route that does nothing but answer through the same middleware: the baseline. */
export const NOOP_PATH = '/api/bench/noop';

/**
 * The bench server's own route that answers the sign-up code queued for `?partnerId=&document=`: the bench server
 * runs no outbox worker and no mailbox, and a sign-up is confirmed with its emailed code (ADR 196).
 */
export const SIGN_UP_CODE_PATH = '/api/bench/sign-up-code';

/** A running server on its own database; `databaseCpu` meters PostgreSQL's backends (µs, undefined on PGlite). */
export type BenchServer = {
  kind: DatabaseKind;
  url: string;
  storageDir: string;
  database: DatabaseHandle;
  databaseCpu(): Promise<number | undefined>;
  close(): Promise<void>;
};

/** True when PostgreSQL answers at `url`. */
export async function postgresReachable(url = POSTGRES_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function openDatabase(kind: DatabaseKind): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const handle = fromPglite(await PGlite.create());
    await handle.migrate();
    await seedDatabase(handle.db, { publicPort: 3000 });
    return { handle, drop: () => handle.close() };
  }
  const database = await createEmptyPostgresDatabase(POSTGRES_URL);
  // The production pool: its size and settings (server/db/database.ts).
  const handle = fromPool(new pg.Pool(poolConfig(database.url, 20)));
  await handle.migrate();
  await seedDatabase(handle.db, { publicPort: 3000 });
  return {
    handle,
    async drop() {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * Starts the real app (logging at production's level into /dev/null, free KDF, uploads in a temp folder) on a fresh
 * database, on loopback at BENCH_PORT (a free port without it), with the no-op baseline route; behind a "proxy" so each simulated customer
 * can bring its own IP.
 */
export async function startBenchServer(kind: DatabaseKind): Promise<BenchServer> {
  const { handle, drop } = await openDatabase(kind);
  const storageDir = mkdtempSync(join(tmpdir(), 'bench-storage-'));
  const app = createApp({
    db: handle.db,
    config: { ...TEST_CONFIG, trustProxy: true },
    // Production's level and destination (batched writes, logDestination), into /dev/null: the request line's cost is measured too.
    logger: createLogger('info', logDestination('/dev/null')),
    kdf: BENCH_KDF,
    storage: createFileStorage(storageDir),
  });
  app.get(NOOP_PATH, (c) => c.json({ ok: true }));
  app.get(SIGN_UP_CODE_PATH, async (c) =>
    c.json({ Code: await sentContinueCode(handle.db, Number(c.req.query('partnerId')), String(c.req.query('document'))) }),
  );
  const server: ServerType = serve({ fetch: app.fetch, port: Number(process.env.BENCH_PORT ?? 0), hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const meter = kind === 'postgres' ? backendCpuMeter(handle.db) : async () => undefined;
  return {
    kind,
    url: `http://127.0.0.1:${port}`,
    storageDir,
    database: handle,
    databaseCpu: meter,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/**
 * A bench server in a child process: its URL, its RSS between `start` and `stop` (bytes), the CPU time used so far
 * (µs) by it and by its PostgreSQL backends (undefined on PGlite), and `close`.
 */
export type RemoteServer = {
  url: string;
  start(): Promise<number>;
  stop(): Promise<number>;
  cpu(): Promise<{ server: number; database?: number }>;
  close(): Promise<void>;
};

/**
 * Starts `scripts/bench-server.ts` for `kind` in a child process (with --expose-gc, for a clean RSS baseline); `script`
 * another checkout's (scripts/bench-ab.ts), `env` added to its environment.
 */
export async function spawnBenchServer(
  kind: DatabaseKind,
  {
    script = fileURLToPath(new URL('./bench-server.ts', import.meta.url)),
    env = {},
  }: { script?: string; env?: Record<string, string> } = {},
): Promise<RemoteServer> {
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server into <dir> when it exits (where its time goes).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = fork(script, [kind], {
    execArgv: ['--import', 'tsx', '--expose-gc', ...profile],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  const next = async <T>(type: string): Promise<T> => {
    for (;;) {
      const [message] = (await once(child, 'message')) as [{ type: string }];
      if (message.type === type) return message as T;
    }
  };
  const { url } = await next<{ url: string }>('ready');
  return {
    url,
    async start() {
      child.send({ type: 'start' });
      return (await next<{ rss: number }>('started')).rss;
    },
    async stop() {
      child.send({ type: 'stop' });
      return (await next<{ peak: number }>('stopped')).peak;
    },
    async cpu() {
      child.send({ type: 'cpu' });
      const { server, database } = await next<{ server: number; database?: number }>('cpu');
      return { server, database };
    },
    async close() {
      child.send({ type: 'exit' });
      await once(child, 'exit');
    },
  };
}

/** A number with fixed decimals, right-aligned for a table. */
export function cell(value: number | string, width = 10, decimals = 1): string {
  return (typeof value === 'number' ? value.toFixed(decimals) : value).padStart(width);
}

/** The value of `--name <value>` on the command line, or the fallback. */
export function flag(name: string, fallback: string): string {
  const args = process.argv.slice(2);
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
}
