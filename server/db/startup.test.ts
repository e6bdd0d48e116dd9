import { describe, expect, it } from 'vitest';
import { startTcpProxy } from '../../test/faults/tcp-proxy.ts';
import { startBuiltServer } from '../test-support/built-server.ts';
import { freePort } from '../test-support/free-port.ts';
import { serverEnv, startProcess } from '../test-support/server-process.ts';
import { createEmptyPostgresDatabase, postgresUrl } from '../test-support/test-db.ts';
import { PGLITE_MISSING } from './database.ts';

const serverUrl = postgresUrl();
const RETRY_LINE = 'database unavailable at start-up, retrying';

describe('server start-up while PostgreSQL is down', () => {
  it('retries with one log line per attempt, then exits 1 with a one-line reason and no stack trace', { timeout: 60_000 }, async () => {
    const down = `postgres://postgres@127.0.0.1:${await freePort()}/onboarding`;
    const server = startBuiltServer(serverEnv(await freePort(), { DATABASE_URL: down, PG_STARTUP_WAIT_SECONDS: '2' }));
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines.filter((line) => line.includes(RETRY_LINE)).length).toBeGreaterThanOrEqual(2);
    expect(lines.at(-1)).toBe('Cannot start: the database did not answer within 2 s (ECONNREFUSED)');
    expect(server.output()).not.toMatch(/^\s+at /m);
  });

  it.skipIf(!serverUrl)('starts once PostgreSQL answers within the wait (real PostgreSQL)', { timeout: 90_000 }, async () => {
    const database = await createEmptyPostgresDatabase(serverUrl as string);
    const target = new URL(database.url);
    const dbPort = await freePort();
    const viaPort = new URL(database.url);
    viaPort.port = String(dbPort);
    const server = startBuiltServer(serverEnv(await freePort(), { DATABASE_URL: viaPort.toString(), PG_STARTUP_WAIT_SECONDS: '60' }));
    await server.waitFor(RETRY_LINE);
    // PostgreSQL "comes back": its port starts answering.
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) }, dbPort);
    await server.waitFor('listening on');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await proxy.close();
    await database.drop();
  });
});

// A production install (`npm ci --omit=dev`) has no PGlite: this resolve hook makes Node fail to find it, as there.
const WITHOUT_PGLITE = `export async function resolve(specifier, context, next) {
  if (specifier.startsWith('@electric-sql/pglite')) {
    throw Object.assign(new Error("Cannot find package '@electric-sql/pglite'"), { code: 'ERR_MODULE_NOT_FOUND' });
  }
  return next(specifier, context);
}`;
const register = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(WITHOUT_PGLITE)}`)});`;

describe('`npm run serve` without DATABASE_URL on a production install (no PGlite)', () => {
  it('exits 1 with one line saying to set DATABASE_URL', { timeout: 60_000 }, async () => {
    const env = serverEnv(await freePort(), { NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(register)}` });
    const server = startProcess('npm', ['run', 'serve'], env);
    expect(await server.exited).toBe(1);
    expect(server.output().trim().split('\n').at(-1)).toBe(`Cannot start: ${PGLITE_MISSING}`);
    expect(PGLITE_MISSING).toContain('set DATABASE_URL=postgres://');
    expect(server.output()).not.toMatch(/^\s+at /m);
  });
});
