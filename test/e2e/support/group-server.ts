/**
 * One worker group's server under test, started by Playwright as a webServer with that group's TEST_PARALLEL_INDEX:
 * on a database of its own, made afresh each run — with DATABASE_URL set, the group's database dropped and created
 * on that PostgreSQL server; else PGlite in the group's folder — then the real `server/index.ts`, in this process.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { E2E_PORT, GROUP_DATABASE, serverEnv } from './e2e-env.ts';

/** Drops the group's database left by an earlier run (and whoever is still connected to it) and creates it empty. */
async function freshDatabase(serverUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${GROUP_DATABASE}" with (force)`);
    await admin.query(`create database "${GROUP_DATABASE}"`);
  } finally {
    await admin.end();
  }
}

// Named by the port, not made unique: each run starts from an empty folder and leaves one, not one per run.
const dataDir = join(tmpdir(), `onboarding-e2e-${E2E_PORT}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
if (process.env.DATABASE_URL) await freshDatabase(process.env.DATABASE_URL);
Object.assign(process.env, serverEnv(E2E_PORT, dataDir));
await import('../../../server/index.ts');
