import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test-support/free-port.ts';
import { createEmptyPostgresDatabase, postgresUrl } from './test-support/test-db.ts';

type Running = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function start(env: Record<string, string>, port: number): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { env: { PATH: process.env.PATH ?? '', ...env } });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line in 45 s:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(`listening on http://localhost:${port}`)) {
        clearTimeout(timer);
        resolve({ child, output: () => output, exited });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exited.then((code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
}

let env: Record<string, string>;
let port: number;
let dropDatabase: (() => Promise<void>) | undefined;
beforeAll(async () => {
  port = await freePort();
  env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'onboarding-data-')),
    STATIC_DIR: join(tmpdir(), 'onboarding-no-dist'),
    NODE_ENV: 'development',
  };
  const serverUrl = postgresUrl();
  if (serverUrl) {
    const database = await createEmptyPostgresDatabase(serverUrl);
    env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  }
});
afterAll(async () => {
  rmSync(env.DATA_DIR, { recursive: true, force: true });
  await dropDatabase?.();
});

describe('npx tsx server/index.ts', () => {
  it('migrates, seeds, serves the API and stops cleanly on SIGTERM — twice on the same data', { timeout: 120_000 }, async () => {
    for (let run = 1; run <= 2; run++) {
      const server = await start(env, port);
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      const partner = await fetch(`${base}/api/partner/url`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"Url":"parceiro.localhost"}',
      });
      expect(await partner.json()).toMatchObject({ name: 'Bravo Capital' });
      const page = await fetch(`${base}/novo-cadastro`);
      expect(page.status).toBe(500);
      expect(await page.text()).toContain('npm run build');
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('shutting down');
    }
  });
});
