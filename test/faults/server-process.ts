import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A server started as a child process, with everything it printed. */
export type ServerProcess = {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Resolves once the output contains `text`; rejects if the process exits first or `ms` pass. */
  waitFor(text: string, ms?: number): Promise<void>;
};

/**
 * The environment of a server on `port` with a data folder of its own and no built app; `DATABASE_URL` only when
 * given (else PGlite).
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
    // The sign-up load speaks from an address per call (sign-up-load.ts), as many people would (ADR 192).
    TRUST_PROXY: 'true',
    ...extra,
  };
}

/** Starts `command` (e.g. `npm run serve`, or node on server/index.ts) in the repository with `env`. */
export function startProcess(command: string, args: string[], env: Record<string, string>): ServerProcess {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    waitFor(text, ms = 60_000) {
      return new Promise((resolve, reject) => {
        const started = Date.now();
        const check = () => {
          if (output.includes(text)) return resolve();
          if (child.exitCode !== null || child.signalCode !== null) return reject(new Error(`exited before "${text}":\n${output}`));
          if (Date.now() - started > ms) return reject(new Error(`no "${text}" in ${ms} ms:\n${output}`));
          setTimeout(check, 50);
        };
        check();
      });
    },
  };
}

/** server/index.ts in one Node process (what `npm run serve` execs). */
export const startServer = (env: Record<string, string>) => startProcess(process.execPath, ['--import', 'tsx', 'server/index.ts'], env);
