/**
 * The PostgreSQL driver's own CPU per statement on this machine (issue 32's proposed measure): a bare node-postgres
 * client, configured as the server's pool (server/db/database.ts poolConfig: pipeline mode), runs a one-row named
 * statement one after the other in this process, and the process's CPU time is divided by the statements. No route,
 * validation, JSON or audit: what any statement costs the API process before the application does anything.
 */
import pg from 'pg';
import { poolConfig } from '../server/db/database.ts';

const WARM_UP = 2_000;
const MEASURED = 20_000;

/** µs of this process's CPU per statement of a bare client on `url`. */
export async function driverFloorUs(url: string): Promise<number> {
  const client = new pg.Client(poolConfig(url));
  await client.connect();
  try {
    const statement = { name: 'bench-driver-floor', text: 'select $1::int + 1 as x' };
    for (let i = 0; i < WARM_UP; i++) await client.query({ ...statement, values: [i] });
    const before = process.cpuUsage();
    for (let i = 0; i < MEASURED; i++) await client.query({ ...statement, values: [i] });
    const used = process.cpuUsage(before);
    return (used.user + used.system) / MEASURED;
  } finally {
    await client.end();
  }
}
