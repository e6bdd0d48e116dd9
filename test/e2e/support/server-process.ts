import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

/** The repository's root, where `server/index.ts` and `scripts/admin.ts` run from. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

// Start-up applies migrations and the seed: on a busy shared machine that can take a while.
const START_DEADLINE_MS = 120_000;

/** Runs a TypeScript entry point of the repository in its own Node process (tsx loader, no npx in between). */
export function spawnTs(entry: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * The real server (`server/index.ts`) as a process a test starts and stops itself, e.g. to free its PGlite folder
 * for the operator CLI (one process per folder, ADR 047). `stop()` sends SIGTERM, which closes the database cleanly.
 */
export class ServerProcess {
  private child: ChildProcess | undefined;
  private errors = '';

  constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  /** Where the server answers (the main brand's host). */
  get origin(): string {
    return `http://localhost:${this.port}`;
  }

  /** Starts the server and resolves once /api/health answers; rejects with its error output if it exits first. */
  async start(): Promise<void> {
    const child = spawnTs('server/index.ts', [], this.env);
    this.child = child;
    this.errors = '';
    child.stdout?.resume();
    child.stderr?.on('data', (chunk: Buffer) => {
      this.errors += chunk.toString();
    });
    const exited = once(child, 'exit').then(([code]) => {
      throw new Error(`server on port ${this.port} exited (${String(code)}) before answering:\n${this.errors}`);
    });
    try {
      await Promise.race([this.healthy(), exited]);
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  private async healthy(): Promise<void> {
    const deadline = Date.now() + START_DEADLINE_MS;
    while (Date.now() < deadline) {
      const ok = await fetch(`${this.origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`server on port ${this.port} did not answer /api/health within ${START_DEADLINE_MS} ms:\n${this.errors}`);
  }

  /** Stops the server (SIGTERM) and waits until the process has exited and let go of its database. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
}
