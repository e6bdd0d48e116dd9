import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, fromPool, poolConfig } from '../db/database.ts';
import { fromPglite } from '../db/pglite-database.ts';
import { seedDatabase } from '../db/seed.ts';
import { loadEnv } from '../env.ts';
import { createPostgresDatabase, type PostgresDatabase, type PostgresTemplate } from './pg-databases.ts';

/** Public port the test seed writes into the brands' registration URLs. */
export const TEST_PUBLIC_PORT = 3000;

// What the template depends on: the schema, migrations and seed, and the domain constants the seed uses.
const TEMPLATE_SOURCES = [fileURLToPath(new URL('../db/', import.meta.url)), fileURLToPath(new URL('../../domain/', import.meta.url))];
const LOCK_STALE_MS = 120_000;
const CHECKOUT = fileURLToPath(new URL('../../', import.meta.url));

/** The PostgreSQL server the suites also run on, when DATABASE_URL is set. */
export function postgresUrl(): string | undefined {
  return loadEnv().databaseUrl;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.test.ts') ? [] : [path];
  });
}

// The templates are rebuilt whenever the schema, migrations or seed change: their names hold a hash of the sources.
function templateHash(): string {
  const hash = createHash('sha256');
  for (const file of TEMPLATE_SOURCES.flatMap(filesUnder).sort()) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

const templatePath = () => join(tmpdir(), `onboarding-pglite-${templateHash()}.tgz`);

/** The PostgreSQL counterpart of the PGlite template: a migrated and seeded database the test databases copy. */
const postgresTemplate = (): PostgresTemplate => ({
  name: `onboarding_template_${templateHash()}`,
  owner: `onboarding test template of ${CHECKOUT}`,
  async build(url) {
    const handle = fromPool(new pg.Pool(poolConfig(url, 2)));
    try {
      await handle.migrate();
      await seedDatabase(handle.db, { publicPort: TEST_PUBLIC_PORT });
    } finally {
      await handle.close();
    }
  },
});

async function buildTemplate(partial: string): Promise<void> {
  const handle = fromPglite(await PGlite.create());
  await handle.migrate();
  await seedDatabase(handle.db, { publicPort: TEST_PUBLIC_PORT });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('gzip');
  await handle.close();
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
}

/**
 * Makes `path` (a file or a folder in the temporary folder) with `build` unless it is there: once for every worker
 * and run, under a lock folder beside it; `build` writes `partial`, renamed to `path` once complete.
 */
async function builtOnce(path: string, build: (partial: string) => Promise<void>): Promise<void> {
  const lock = `${path}.lock`;
  while (!existsSync(path)) {
    try {
      mkdirSync(lock);
    } catch {
      // Another worker is building it: wait, unless its lock is stale (a crashed run).
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      if (!existsSync(path)) {
        const partial = `${path}.${process.pid}.partial`;
        rmSync(partial, { recursive: true, force: true });
        await build(partial);
        renameSync(partial, path);
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** The migrated and seeded PGlite data folder as a gzipped tarball, built once and shared by every test file. */
async function template(): Promise<Buffer> {
  const path = templatePath();
  await builtOnce(path, buildTemplate);
  return readFileSync(path);
}

/**
 * The template unpacked into a PGlite data folder (opened once and closed cleanly), built once and shared by every
 * test file: a copy of it is a migrated and seeded DATA_DIR/pg in milliseconds, where unpacking the tarball into a
 * running PGlite takes seconds of CPU each time.
 */
export async function seededDataFolderTemplate(): Promise<string> {
  const path = templatePath().replace(/\.tgz$/, '.pgdata');
  await builtOnce(path, async (partial) => {
    const loadDataDir = new Blob([new Uint8Array(await template())], { type: 'application/x-gzip' });
    const client = await PGlite.create({ dataDir: partial, loadDataDir });
    await client.close();
  });
  return path;
}

/**
 * Writes the migrated and seeded template into `pgDir` (the server's `DATA_DIR/pg`), for spawned servers whose test
 * is not about a first start: a copy of the unpacked template folder (initialising an empty folder takes ten seconds).
 */
export async function writeSeededDataFolder(pgDir: string): Promise<void> {
  cpSync(await seededDataFolderTemplate(), pgDir, { recursive: true });
}

/** A fresh, empty PostgreSQL database on the DATABASE_URL server, and how to drop it. */
export function createEmptyPostgresDatabase(serverUrl: string): Promise<PostgresDatabase> {
  return createPostgresDatabase(serverUrl);
}

/**
 * A migrated and seeded PostgreSQL database of its own on `serverUrl` (a copy of the template database), for a server
 * process or a pool a test opens itself, when the test is not about a first start; and how to drop it.
 */
export function createSeededPostgresDatabase(serverUrl: string): Promise<PostgresDatabase> {
  return createPostgresDatabase(serverUrl, postgresTemplate());
}

/**
 * A migrated and seeded database of this test file's own: a PGlite clone, or on PostgreSQL at `serverUrl` a copy of
 * the template database (DATABASE_URL by default; undefined: PGlite whatever the environment says).
 */
export async function createTestDatabase(serverUrl = postgresUrl()): Promise<DatabaseHandle> {
  if (!serverUrl) {
    const client = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(await template())], { type: 'application/x-gzip' }) });
    return fromPglite(client);
  }
  const database = await createSeededPostgresDatabase(serverUrl);
  const handle = fromPool(new pg.Pool(poolConfig(database.url, 10)));
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}
