import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** A database of a test's own on the PostgreSQL server, and how to drop it. */
export type PostgresDatabase = { url: string; drop(): Promise<void> };

/**
 * A template database: `name` is unique to its content (a hash of its sources), `build` fills it given its URL, and
 * once built it replaces the earlier templates of the same `owner` (a checkout: another's may still be in use).
 */
export type PostgresTemplate = { name: string; owner: string; build(url: string): Promise<void> };

// Arbitrary constant naming the lock under which one worker builds a missing template while the others wait.
const TEMPLATE_LOCK_ID = 4_150_872_221;
// PostgreSQL's code for a database that does not exist: here, a template not built yet.
const UNDEFINED_DATABASE = '3D000';

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

// A pool's sockets take a moment to close after pool.end(): DROP, RENAME and TEMPLATE need the database unused.
async function waitUntilUnused(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0].n === 0) return;
    await sleep(50);
  }
}

// The templates of the owner's earlier sources: dropped unless a run still copies one (then left for the next build).
async function dropSuperseded(admin: pg.Client, template: PostgresTemplate): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where shobj_description(oid, 'pg_database') = $1 and datname <> $2",
    [template.owner, template.name],
  );
  for (const { datname } of rows) await admin.query(`drop database if exists "${datname}"`).catch(() => undefined);
}

/**
 * Builds `template` unless another worker (or an earlier run) has: under an advisory lock, in a database of another
 * name renamed once complete, so no copy is ever taken of a half-built template.
 */
async function buildTemplate(admin: pg.Client, serverUrl: string, template: PostgresTemplate): Promise<void> {
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template.name]);
    if (rowCount) return;
    const building = `${template.name}_${process.pid}`;
    await admin.query(`drop database if exists "${building}" with (force)`);
    await admin.query(`create database "${building}"`);
    await template.build(databaseUrl(serverUrl, building));
    await waitUntilUnused(admin, building);
    await admin.query(`alter database "${building}" rename to "${template.name}"`);
    await admin.query(`comment on database "${template.name}" is ${admin.escapeLiteral(template.owner)}`);
    await dropSuperseded(admin, template);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]);
  }
}

/**
 * Creates a database of this test's own on `serverUrl`: empty, or a copy of `template` (built first when missing,
 * once for every worker; copying takes a fraction of the time migrating and seeding does).
 */
export async function createPostgresDatabase(serverUrl: string, template?: PostgresTemplate): Promise<PostgresDatabase> {
  const name = `onboarding_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, async (admin) => {
    if (!template) return void (await admin.query(`create database "${name}"`));
    try {
      await admin.query(`create database "${name}" template "${template.name}"`);
    } catch (error) {
      if ((error as { code?: string }).code !== UNDEFINED_DATABASE) throw error;
      await buildTemplate(admin, serverUrl, template);
      await admin.query(`create database "${name}" template "${template.name}"`);
    }
  });
  return {
    url: databaseUrl(serverUrl, name),
    drop: () =>
      withAdmin(serverUrl, async (admin) => {
        // Let the pool's sockets finish closing first; force only what is still connected after that.
        await waitUntilUnused(admin, name);
        await admin.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}
