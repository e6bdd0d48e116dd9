/**
 * The real server (or another entry point of the repository) as a child process a test starts, reads and stops
 * itself: the fault suite, the API tests that spawn the compiled server, and the e2e suite's own servers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, where every process starts (`server/index.ts`, `scripts/admin.ts`, `dist-server/…`). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A process started by `startProcess`, with everything it printed. */
export type ServerProcess = {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Resolves once the output contains `text`; rejects if the process exits first or `ms` pass. */
  waitFor(text: string, ms?: number): Promise<void>;
  /** Sends SIGTERM (the server then closes its database cleanly) and waits for the exit; nothing if already gone. */
  stop(): Promise<void>;
};

/**
 * The environment of a server on `port` with a data folder of its own and no built app; `DATABASE_URL` only when
 * given (else PGlite). Nothing of this process's environment but PATH and HOME.
 */
export function serverEnv(port: number, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'onboarding-faults-')),
    STATIC_DIR: join(tmpdir(), 'onboarding-no-dist'),
    NODE_ENV: 'development',
    // The fault suite's sign-up load speaks from an address per call (test/faults/sign-up-load.ts), as many people
    // would (ADR 192).
    TRUST_PROXY: 'true',
    ...extra,
  };
}

/** This process's environment with `env` over it (for a child that should see what the test runner sees). */
export const inheritedEnv = (env: Record<string, string>): Record<string, string> => ({
  ...(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== undefined)) as Record<string, string>),
  ...env,
});

/** Starts `command` (e.g. `npm run serve`, or node on an entry point) in the repository's root with exactly `env`. */
export function startProcess(command: string, args: string[], env: Record<string, string>): ServerProcess {
  const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  return {
    child,
    output: () => output,
    exited,
    waitFor(text, ms = 60_000) {
      return new Promise((resolve, reject) => {
        const started = Date.now();
        const check = () => {
          if (output.includes(text)) return resolve();
          if (gone()) return reject(new Error(`exited before "${text}":\n${output}`));
          if (Date.now() - started > ms) return reject(new Error(`no "${text}" in ${ms} ms:\n${output}`));
          setTimeout(check, 50);
        };
        check();
      });
    },
    async stop() {
      if (gone()) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs a TypeScript entry point of the repository in its own Node process (tsx loader, no npx in between). */
export const startTs = (entry: string, args: string[], env: Record<string, string>): ServerProcess =>
  startProcess(process.execPath, ['--import', 'tsx', entry, ...args], env);

/** server/index.ts in one Node process (what `npm run serve` execs, through tsx). */
export const startServer = (env: Record<string, string>): ServerProcess => startTs('server/index.ts', [], env);

// Start-up applies migrations and the seed: on a busy shared machine that can take a while.
const START_DEADLINE_MS = 120_000;

/**
 * The server on `port` (main brand on localhost) that a test starts, stops and starts again, e.g. to free its PGlite
 * folder for the operator CLI (one process per folder, ADR 047); `env` goes over this process's environment.
 */
export class RestartableServer {
  private running: ServerProcess | undefined;

  constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  /** Where the server answers (the main brand's host). */
  get origin(): string {
    return `http://localhost:${this.port}`;
  }

  /** Starts the server and resolves once /api/health answers; rejects with its output if it exits first. */
  async start(): Promise<void> {
    const server = startServer(inheritedEnv(this.env));
    this.running = server;
    const exited = server.exited.then((code) => {
      throw new Error(`server on port ${this.port} exited (${String(code)}) before answering:\n${server.output()}`);
    });
    try {
      await Promise.race([this.healthy(server), exited]);
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  private async healthy(server: ServerProcess): Promise<void> {
    const deadline = Date.now() + START_DEADLINE_MS;
    while (Date.now() < deadline) {
      const ok = await fetch(`${this.origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`server on port ${this.port} did not answer /api/health within ${START_DEADLINE_MS} ms:\n${server.output()}`);
  }

  /** Stops the server (SIGTERM) and waits until the process has exited and let go of its database. */
  async stop(): Promise<void> {
    const server = this.running;
    this.running = undefined;
    await server?.stop();
  }
}
