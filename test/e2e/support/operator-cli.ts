import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { inheritedEnv, RestartableServer, startTs } from '../../../server/test-support/server-process.ts';
import { E2E_PORT, OWN_SERVER_PORT, serverEnv } from './e2e-env.ts';

/** How an operator command ended: its exit status and everything it printed. */
export type CliRun = { status: number | null; output: string };

/** Runs the real operator CLI (`scripts/admin.ts`, what `npm run admin -- …` runs) with `env` over this process's. */
export async function runOperatorCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  const cli = startTs('scripts/admin.ts', args, inheritedEnv(env));
  // 'close': once its output is read to the end, not only once it exited.
  const [status] = (await once(cli.child, 'close')) as [number | null];
  return { status, output: cli.output() };
}

/** One operator command: its arguments and what it adds to the server's environment (a password, say). */
export type CliCommand = { args: string[]; env?: Record<string, string> };

/** A server under test whose database the operator CLI also works on, and the way to run the CLI beside it. */
export type OperatedServer = {
  /** Origin of the main brand on that server (where its emails' links point). */
  origin: string;
  /**
   * Runs one operator command on the server's database (SMTP to the suite's peer, so emails leave at once);
   * `env` overrides the server's environment for that command only.
   */
  admin(args: string[], env?: Record<string, string>): Promise<CliRun>;
  /**
   * Runs several operator commands, each in a process of its own, and returns their runs in order: at once on
   * PostgreSQL; on PGlite one after the other while the server is stopped once for all of them.
   */
  adminAll(commands: CliCommand[]): Promise<CliRun[]>;
  /** Stops what `operatedServer` started. */
  close(): Promise<void>;
};

/**
 * A server the operator CLI can share a database with (ADR 146). On PostgreSQL (DATABASE_URL) that is the worker's
 * own server under test: the CLI simply runs beside it, on the worker's database (serverEnv). On PGlite one process at
 * a time may open a folder (ADR 047), so the test gets a server of its own on a fresh DATA_DIR and the worker's spare
 * port, stopped while each command runs and started again after.
 */
export async function operatedServer(): Promise<OperatedServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'onboarding-e2e-operated-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (process.env.DATABASE_URL) {
    const env = serverEnv(E2E_PORT, dataDir);
    const admin = (args: string[], extra: Record<string, string> = {}) => runOperatorCli(args, { ...env, ...extra });
    return {
      origin: `http://localhost:${E2E_PORT}`,
      admin,
      adminAll: (commands) => Promise.all(commands.map(({ args, env: extra }) => admin(args, extra))),
      close: async () => removeDir(),
    };
  }
  const env = serverEnv(OWN_SERVER_PORT, dataDir);
  const server = new RestartableServer(OWN_SERVER_PORT, env);
  await server.start();
  const stopped = async <T>(work: () => Promise<T>): Promise<T> => {
    await server.stop();
    try {
      return await work();
    } finally {
      await server.start();
    }
  };
  return {
    origin: server.origin,
    admin: (args, extra = {}) => stopped(() => runOperatorCli(args, { ...env, ...extra })),
    adminAll: (commands) =>
      stopped(async () => {
        const runs: CliRun[] = [];
        for (const { args, env: extra = {} } of commands) runs.push(await runOperatorCli(args, { ...env, ...extra }));
        return runs;
      }),
    async close() {
      await server.stop();
      removeDir();
    },
  };
}

/** Puts a client into analysis (status 2) with the operator CLI, as an operator who checked the file would. */
export function putIntoAnalysis(server: OperatedServer, clientId: number): Promise<CliRun> {
  const why = ['--operator', 'Equipe de testes', '--reason', 'Arquivo completo conferido'];
  return server.admin(['status:set', '--client', String(clientId), '--status', '2', ...why]);
}

/** A back-office member for `staff:add`: sign-in, name, role and, for a partner's staff, the partner's host. */
export type NewStaff = { email: string; password: string; name: string; role: 'analyst' | 'approver' | 'admin'; partner?: string };

/** The `staff:add` command that adds `member` (the password through the environment, never the command line). */
export const staffAdd = ({ email, password, name, role, partner }: NewStaff): CliCommand => ({
  args: ['staff:add', '--email', email, '--name', name, '--role', role, ...(partner ? ['--partner', partner] : [])],
  env: { STAFF_PASSWORD: password },
});

/** Adds back-office members with the operator CLI (see `adminAll`), each expected to succeed. */
export async function addStaff(server: OperatedServer, members: NewStaff[]): Promise<void> {
  for (const run of await server.adminAll(members.map(staffAdd))) expect(run.status, run.output).toBe(0);
}
