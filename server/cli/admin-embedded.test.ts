import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_ADMIN, BUILT_SERVER, builtArgs, seededDataDir } from '../test-support/built-server.ts';
import { freePort } from '../test-support/free-port.ts';

// `npm start` and `npm run admin` on the embedded database (PGlite in DATA_DIR) at the same time: the real processes,
// compiled (built-server.ts), on a folder already migrated and seeded (a first start is index.test.ts's).
const PASSWORD = 'primeira administradora da corretora';
let env: Record<string, string>;
let port: number;
const children: ChildProcess[] = [];

function run(entry: string, args: string[], extraEnv: Record<string, string> = {}) {
  const child = spawn(process.execPath, [...builtArgs(entry), ...args], { env: { ...env, ...extraEnv } });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, output: () => output, exited };
}

// At LOG_LEVEL=info, for its 'listening on' line (at warn it never came, and each start waited out the 60 s); the
// refused start below prints its one line at warn.
async function startServer() {
  const server = run(BUILT_SERVER, [], { LOG_LEVEL: 'info' });
  for (let i = 0; i < 600; i++) {
    if (server.output().includes(`listening on http://localhost:${port}`)) return server;
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    await sleep(100);
  }
  throw new Error(`no listening line in 60 s:\n${server.output()}`);
}

const admin = async (args: string[], extraEnv?: Record<string, string>) => {
  const cli = run(BUILT_ADMIN, args, extraEnv);
  const status = await cli.exited;
  return { status, output: cli.output().trim() };
};
const addAdmin = ['staff:add', '--email', 'ana@corretora.example', '--name', 'Ana Admin', '--role', 'admin'];

beforeAll(async () => {
  port = await freePort();
  const dataDir = await seededDataDir();
  env = { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development' };
  env.STATIC_DIR = join(dataDir, 'no-dist');
  env.LOG_LEVEL = 'warn';
});
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(env.DATA_DIR, { recursive: true, force: true });
});

describe('npm run admin while npm start runs on the embedded database', () => {
  it('refuses each command in one line naming the server and its back office; works once it stops; and back', {
    timeout: 300_000,
  }, async () => {
    const server = await startServer();
    const folder = join(env.DATA_DIR, 'pg');
    const held = await admin(addAdmin, { STAFF_PASSWORD: PASSWORD });
    expect(held).toEqual({
      status: 1,
      output: `Cannot run: The server (pid ${server.child.pid}) has the embedded database in ${folder} open. Stop it first, use the back office at http://localhost:${port}/backoffice, or set DATABASE_URL to a PostgreSQL database both can share.`,
    });
    expect(
      await admin([
        'status:set',
        '--client',
        '1',
        '--status',
        '2',
        '--operator',
        'Equipe de testes',
        '--reason',
        'Arquivo completo conferido',
      ]),
    ).toMatchObject({ status: 1, output: held.output });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // The command waits for its password on stdin while holding the database: a server started now says so.
    const cli = run(BUILT_ADMIN, addAdmin);
    for (let i = 0; i < 600 && !readHolder().includes('npm run admin'); i++) await sleep(100);
    const refused = run(BUILT_SERVER, []);
    expect(await refused.exited).toBe(1);
    expect(refused.output().trim()).toBe(
      `Cannot start: npm run admin (pid ${cli.child.pid}) has the embedded database in ${folder} open: let it finish, or set DATABASE_URL`,
    );
    cli.child.stdin?.end(PASSWORD);
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toContain(`They sign in at http://localhost:${port}/backoffice with ana@corretora.example`);

    // What the command wrote is the server's once it starts again.
    const again = await startServer();
    const signIn = await fetch(`http://127.0.0.1:${port}/api/backoffice/auth/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Platform': '10' },
      body: JSON.stringify({ Email: 'ana@corretora.example', Password: PASSWORD }),
    });
    expect(await signIn.json()).toMatchObject({ Step: 'enrol' });
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});

function readHolder(): string {
  try {
    return readFileSync(join(env.DATA_DIR, 'pg.holder'), 'utf8');
  } catch {
    return '';
  }
}
