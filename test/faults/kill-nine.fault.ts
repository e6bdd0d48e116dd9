import { join } from 'node:path';
import { freePort } from '../../server/test-support/free-port.ts';
import { serverEnv, startServer } from '../../server/test-support/server-process.ts';
import { SIGNED_UP, type SignUpCall, signUpLoad } from './sign-up-load.ts';
import { type DataAt, lostAndDoubled, rowsPerEmail } from './stored.ts';

/** What kill -9 under write load did: acknowledged sign-ups, and how many of them the database lost or doubled. */
export type KillFigures = { rounds: number; acknowledged: number; lost: number; doubled: number };

/**
 * Kills the server with SIGKILL `rounds` times while 10 loops sign customers up, restarting it on the same data
 * each time; the witness log is every call's email and answer. Then reads the database directly.
 */
export async function killNineUnderLoad(options: { databaseUrl?: string; rounds: number; loadMs: number }): Promise<KillFigures> {
  const port = await freePort();
  const env = serverEnv(port, options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {});
  const witness: SignUpCall[] = [];
  for (let round = 0; round < options.rounds; round++) {
    const server = startServer(env);
    await server.waitFor('listening on');
    let killed = false;
    const load = signUpLoad(`http://127.0.0.1:${port}`, 10, () => killed);
    await new Promise((resolve) => setTimeout(resolve, options.loadMs));
    server.child.kill('SIGKILL');
    killed = true;
    await server.exited;
    witness.push(...(await load));
  }
  const at: DataAt = options.databaseUrl ? { databaseUrl: options.databaseUrl } : { pgliteDir: join(env.DATA_DIR, 'pg') };
  const acknowledged = witness.filter((call) => call.status === SIGNED_UP).map((call) => call.email);
  const stored = await rowsPerEmail(
    at,
    witness.map((call) => call.email),
  );
  return { rounds: options.rounds, acknowledged: acknowledged.length, ...lostAndDoubled(acknowledged, stored) };
}
