import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startBuiltServer } from '../../server/test-support/built-server.ts';
import { freePort } from '../../server/test-support/free-port.ts';
import { createPostgresDatabase, type PostgresDatabase, type PostgresTemplate } from '../../server/test-support/pg-databases.ts';
import { REPO_ROOT, serverEnv } from '../../server/test-support/server-process.ts';
import type { DataAt } from './stored.ts';

/** The database a fault's servers run on, as their environment: a PostgreSQL database, or a PGlite DATA_DIR. */
export type ServerData = { DATABASE_URL: string } | { DATA_DIR: string };

/** Where a stopped server's data is, to read it directly. */
export const dataAt = (data: ServerData): DataAt =>
  'DATABASE_URL' in data ? { databaseUrl: data.DATABASE_URL } : { pgliteDir: join(data.DATA_DIR, 'pg') };

/**
 * What one first start of the server made (migrations, seed, demo lists), copied for each fault that is not about a
 * first start: a PGlite DATA_DIR copied as files, a PostgreSQL database copied with `CREATE DATABASE … TEMPLATE`.
 */
export type PreparedData = {
  /** A copy of the first start's PGlite DATA_DIR, removed by `close`. */
  pglite(): ServerData;
  /** A copy of the first start's PostgreSQL database on the DATABASE_URL server. */
  postgres(): Promise<PostgresDatabase>;
  /** Drops the template database and removes the PGlite copies. */
  close(): Promise<void>;
};

/** Starts the compiled server once on `data` (a first start: it migrates and seeds), then stops it. */
async function firstStart(data: ServerData): Promise<void> {
  const server = startBuiltServer(serverEnv(await freePort(), data));
  try {
    // A first start migrates and seeds: on a busy machine it takes longer than the usual start.
    await server.waitFor('listening on', 120_000);
  } finally {
    await server.stop();
  }
}

/** Runs the two first starts at once: PGlite's, and PostgreSQL's on `serverUrl` when given. */
export async function prepareData(serverUrl: string | undefined): Promise<PreparedData> {
  const folders: string[] = [];
  const source = mkdtempSync(join(tmpdir(), 'onboarding-faults-template-'));
  folders.push(source);
  const template: PostgresTemplate = {
    // A name of this run's own: the template is built from this checkout's code as it is now.
    name: `onboarding_faults_${process.pid}_${Date.now()}`,
    owner: `onboarding fault suite template of ${REPO_ROOT}`,
    build: (url) => firstStart({ DATABASE_URL: url }),
  };
  const postgres = () => createPostgresDatabase(serverUrl as string, template);
  // Building the template is part of the first copy: that copy is dropped.
  await Promise.all([firstStart({ DATA_DIR: source }), serverUrl ? postgres().then((first) => first.drop()) : undefined]);
  return {
    pglite() {
      const copy = mkdtempSync(join(tmpdir(), 'onboarding-faults-'));
      cpSync(source, copy, { recursive: true });
      folders.push(copy);
      return { DATA_DIR: copy };
    },
    postgres,
    async close() {
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
      if (!serverUrl) return;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${template.name}" with (force)`);
      await admin.end();
    },
  };
}
