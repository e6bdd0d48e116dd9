import pg from 'pg';
import { createApp } from '../../server/app.ts';
import { availabilityOf, type DatabaseAvailability } from '../../server/db/availability.ts';
import { createDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import type { DatabaseTimeouts } from '../../server/db/timeouts.ts';
import { createLogger } from '../../server/lib/http/logger.ts';
import { nextAddress } from '../../server/test-support/fixtures.ts';
import { TEST_CONFIG, TEST_KDF } from '../../server/test-support/test-app.ts';
import { createSeededPostgresDatabase } from '../../server/test-support/test-db.ts';
import { signUpBody } from './sign-up-load.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

/** The API on a fresh PostgreSQL database reached through a TCP proxy the test controls, and a direct connection. */
export type ProxiedApp = {
  proxy: TcpProxy;
  /** The database's URL through the proxy. */
  url: string;
  database: DatabaseHandle;
  /** What the app knows of the database's availability (the production wiring, server/index.ts). */
  availability: DatabaseAvailability;
  /** A connection that bypasses the proxy, for checking what PostgreSQL really holds. */
  direct: pg.Client;
  call(path: string, json?: unknown): Promise<Response>;
  /** A valid PF sign-up body with a unique document and email. */
  signUpBody(): Record<string, unknown>;
  close(): Promise<void>;
};

/**
 * Creates a migrated and seeded database on `serverUrl` (a copy of the test template, in a fraction of the time
 * migrating takes), then opens the app's pool through the proxy.
 */
export async function startProxiedApp(serverUrl: string, timeouts: DatabaseTimeouts): Promise<ProxiedApp> {
  const created = await createSeededPostgresDatabase(serverUrl);
  const target = new URL(created.url);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const url = proxy.via(created.url);
  const database = await createDatabase({ databaseUrl: url, poolMax: 10, timeouts });
  const availability = availabilityOf(database) as DatabaseAvailability;
  const app = createApp({ db: database.db, config: TEST_CONFIG, logger: createLogger('silent'), kdf: TEST_KDF, availability });
  const direct = new pg.Client({ connectionString: created.url });
  await direct.connect();
  const [{ id }] = (await direct.query("select id from partners where host = 'localhost'")).rows;
  return {
    proxy,
    url,
    database,
    availability,
    direct,
    call: async (path, json) =>
      app.request(
        path,
        json === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) },
        // An address per call, as a load of many people has (sign-up is rate-limited per address, ADR 192).
        { incoming: { socket: { remoteAddress: nextAddress() } } },
      ),
    signUpBody: () => signUpBody(id),
    async close() {
      proxy.thaw();
      availability.close();
      await direct.end();
      await database.close();
      await proxy.close();
      await created.drop();
    },
  };
}
