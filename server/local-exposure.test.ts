import { chmodSync, readdirSync, rmSync, statSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seededDataDir, startBuiltServer } from './test-support/built-server.ts';
import { freePort } from './test-support/free-port.ts';
import { type ServerProcess, serverEnv } from './test-support/server-process.ts';

// The real server (compiled, as `npm start` runs it) on the embedded PGlite, the only database whose files it creates
// itself.
const running: ServerProcess[] = [];
const dataDirs = new Set<string>();
afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  await Promise.all(running.map((server) => server.exited));
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = startBuiltServer(env);
  running.push(server);
  dataDirs.add(env.DATA_DIR);
  await server.waitFor('listening on', 150_000);
  return server;
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

/** Every folder and file under `path` whose mode lets the group or others in. */
function openToOthers(path: string): string[] {
  const open = statSync(path).mode & 0o077 ? [path] : [];
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) open.push(...openToOthers(child));
    else if (entry.isFile() && statSync(child).mode & 0o077) open.push(child);
  }
  return open;
}

function widen(path: string): void {
  chmodSync(path, 0o755);
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory()) widen(join(path, entry.name));
    else if (entry.isFile()) chmodSync(join(path, entry.name), 0o644);
  }
}

const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && !address.internal && address.family === 'IPv4')?.address;

describe('the server in development (npm start), without HOST', () => {
  it('keeps DATA_DIR and the database folder to its owner (0700, files 0600), tightening what an older version left', {
    timeout: 180_000,
  }, async () => {
    const port = await freePort();
    const { HOST: _default, ...env } = serverEnv(port);
    const dataDir = env.DATA_DIR;
    let server = await start(env);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'pg')).mode & 0o777).toBe(0o700);
    expect(readdirSync(join(dataDir, 'pg')).length).toBeGreaterThan(0);
    expect(openToOthers(dataDir)).toEqual([]);
    await stop(server);

    widen(dataDir);
    expect(openToOthers(dataDir).length).toBeGreaterThan(0);
    server = await start(env);
    expect(openToOthers(dataDir)).toEqual([]);
    await stop(server);
  });

  it('listens on loopback only, and its dev mailbox answers only requests made on this machine', { timeout: 180_000 }, async () => {
    expect(externalAddress, 'a non-loopback IPv4 address of this machine to probe from').toBeDefined();
    const port = await freePort();
    // Not a first start: a data folder already migrated and seeded.
    const { HOST: _default, ...env } = serverEnv(port, { DATA_DIR: await seededDataDir() });
    let server = await start(env);
    expect((await fetch(`http://127.0.0.1:${port}/dev/emails.json`)).status).toBe(200);
    const forwarded = await fetch(`http://127.0.0.1:${port}/dev/emails.json`, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(forwarded.status).toBe(403);
    await expect(fetch(`http://${externalAddress}:${port}/api/health`)).rejects.toThrow();
    await stop(server);

    // HOST set: every interface, as asked; the mailbox still refuses a caller from another address.
    server = await start({ ...env, HOST: '0.0.0.0' });
    expect((await fetch(`http://${externalAddress}:${port}/api/health`)).status).toBe(200);
    expect((await fetch(`http://${externalAddress}:${port}/dev/emails.json`)).status).toBe(403);
    expect((await fetch(`http://127.0.0.1:${port}/dev/emails.json`)).status).toBe(200);
    await stop(server);
  });
});
