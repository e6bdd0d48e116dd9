import pg from 'pg';
import { freePort } from '../../server/test-support/free-port.ts';
import { serverEnv, startServer } from '../../server/test-support/server-process.ts';
import { byStatus, SIGNED_UP, signUpLoad } from './sign-up-load.ts';
import { lostAndDoubled, rowsPerEmail } from './stored.ts';

/** What terminating the server's busy sessions did: answers by status, sessions killed, crashes, lost writes. */
export type TerminateFigures = { statuses: Record<string, number>; terminated: number; crashes: number; lost: number; doubled: number };

/**
 * While 10 loops sign customers up on a real PostgreSQL, terminates every session of the server's database every
 * 250 ms (pg_terminate_backend: busy ones mid-transaction included), then checks the server still serves.
 */
export async function terminateBusySessions(options: {
  serverUrl: string;
  databaseUrl: string;
  loadMs: number;
}): Promise<TerminateFigures> {
  const port = await freePort();
  const server = startServer(serverEnv(port, { DATABASE_URL: options.databaseUrl }));
  await server.waitFor('listening on');
  const admin = new pg.Client({ connectionString: options.serverUrl });
  await admin.connect();
  const database = new URL(options.databaseUrl).pathname.slice(1);
  let over = false;
  let terminated = 0;
  const killer = (async () => {
    while (!over) {
      const { rows } = await admin.query(
        'select pg_terminate_backend(pid) as done from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      );
      terminated += rows.filter((row) => row.done).length;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const base = `http://127.0.0.1:${port}`;
  const load = signUpLoad(base, 10, () => over);
  await new Promise((resolve) => setTimeout(resolve, options.loadMs));
  over = true;
  const calls = await load;
  await killer;
  await admin.end();
  const alive = server.child.exitCode === null && (await fetch(`${base}/api/health`)).status === 200;
  server.child.kill('SIGTERM');
  await server.exited;
  const acknowledged = calls.filter((call) => call.status === SIGNED_UP).map((call) => call.email);
  const stored = await rowsPerEmail(
    { databaseUrl: options.databaseUrl },
    calls.map((call) => call.email),
  );
  return { statuses: byStatus(calls), terminated, crashes: alive ? 0 : 1, ...lostAndDoubled(acknowledged, stored) };
}
