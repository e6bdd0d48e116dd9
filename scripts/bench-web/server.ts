/** The real server for `npm run bench:web`: `server/index.ts` on a temp DATA_DIR, and customers signed up via the API. */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mailedCode } from '../../server/test-support/dev-mailbox.ts';
import { randomCpf } from '../../server/test-support/documents.ts';
import { Session } from '../bench-journey.ts';

/** The running server: its origin and `stop`. */
export type WebServer = { origin: string; stop(): Promise<void> };

/**
 * Starts `server/index.ts` serving `staticDir` on `port` with a fresh PGlite in a temp folder (`extraEnv` over the
 * defaults); waits for health.
 */
export async function startServer(port: number, staticDir: string, extraEnv: Record<string, string> = {}): Promise<WebServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-data-'));
  // Vite's build set NODE_ENV=production in this process; the server runs as the e2e suite runs it (unset).
  const { NODE_ENV: _viteSetThis, ...inherited } = process.env;
  const env = {
    ...inherited,
    PORT: String(port),
    PUBLIC_PORT: String(port),
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    LOG_LEVEL: 'warn',
    // Each simulated customer brings its own X-Forwarded-For, so the sign-up rate limit sees distinct people.
    TRUST_PROXY: 'true',
    ...extraEnv,
  };
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(child, origin);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

async function waitHealthy(child: ChildProcess, origin: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy in 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A new PF customer signed up through the API, as the persisted session slice the web app restores (spec §4). */
export async function signUpSlice(origin: string): Promise<string> {
  const s = new Session(origin);
  const partner = await s.call<{ id: number }>('POST', '/api/partner/url', { json: { Url: 'localhost' } });
  const cpf = randomCpf();
  const body = {
    CpfCnpj: cpf,
    BirthDate: '1988-07-21',
    Email: `web.${cpf}@example.com`,
    MobilePhonePrefix: '11',
    MobilePhoneNumber: '987654321',
    PersonType: 'F',
    Name: 'Cliente de Teste',
    PartnerId: partner.id,
    RegisterUrl: origin.replace(/^https?:\/\//, ''),
    ChannelId: 1,
    KnowledgeId: 1,
  };
  await s.call('POST', '/api/client/basic-data', { json: body, expect: 202 });
  // The server's dev mailbox holds the code the sign-up is confirmed with (ADR 196).
  const Token = await mailedCode([origin], body.Email);
  const created = await s.call<{ AccessToken: string }>('POST', '/api/customer/autenticate-continue-register', {
    json: { Document: cpf, Token, PartnerId: partner.id },
  });
  return JSON.stringify({ accessToken: created.AccessToken, personType: 'F', channelId: 1, stepIndex: 0 });
}
