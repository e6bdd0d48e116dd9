/**
 * Ports and settings of one e2e run, all derived from E2E_PORT so that two runs on one machine never collide. Each
 * Playwright worker has a group of ports of its own, GROUP_SPAN apart: its server under test, the mail peer's SMTP and
 * HTTP ports, a spare server port and the CEP peer just above it — and a database of its own (support/group-server.ts).
 */

/** First port of the run: worker 0's server under test (not 3000, so a running `npm start` does not collide). */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Ports between two workers' groups (a group uses five). */
export const GROUP_SPAN = 10;

/** Parallel workers (E2E_WORKERS, default 2), each on its own servers and database. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
if (!Number.isInteger(E2E_WORKERS) || E2E_WORKERS < 1)
  throw new Error(`E2E_WORKERS must be a whole number from 1, not ${process.env.E2E_WORKERS}`);

/**
 * This process's group: a worker's TEST_PARALLEL_INDEX, which Playwright keeps when it replaces a failed worker and
 * which the config also hands each group's servers; 0 in Playwright's main process.
 */
export const GROUP = Number(process.env.TEST_PARALLEL_INDEX || 0);
// Only the config's E2E_WORKERS groups have servers: a worker beyond them (`--workers`) would find none.
if (GROUP >= E2E_WORKERS) throw new Error(`worker ${GROUP} has no servers: set E2E_WORKERS instead of passing --workers`);

/** The ports of a group: its server under test, SMTP peer, mailbox, spare server and CEP peer. */
export function portsOf(group: number) {
  const server = E2E_BASE_PORT + GROUP_SPAN * group;
  return { server, smtp: server + 1, mailbox: server + 2, own: server + 3, cep: server + 4 };
}

const ports = portsOf(GROUP);

/** Port of this group's server under test. */
export const E2E_PORT = ports.server;

/** SMTP port of the group's mail peer (server/test-support/smtp-peer.ts), where every server of the group sends its emails. */
export const SMTP_PEER_PORT = ports.smtp;

/** HTTP port on which the mail peer lists the messages it received. */
export const MAILBOX_PORT = ports.mailbox;

/** Port of a server a test starts and stops itself (server/test-support/server-process.ts). */
export const OWN_SERVER_PORT = ports.own;

/** Port of the group's CEP provider (server/test-support/cep-peer.ts), a ViaCEP-shaped service every server of the group asks. */
export const CEP_PEER_PORT = ports.cep;

/** The CEP peer's ViaCEP-shaped URL template (CEP_PROVIDERS of the servers under test). */
export const CEP_PEER_TEMPLATE = `http://127.0.0.1:${CEP_PEER_PORT}/ws/{cep}/json/`;

/** Origin of the mail peer's message list. */
export const MAILBOX_ORIGIN = `http://127.0.0.1:${MAILBOX_PORT}`;

/** Built web app served by the servers under test; E2E_DIST lets two checkouts' runs share a machine. */
export const STATIC_DIR = process.env.E2E_DIST ?? 'dist';

/** Name of the group's PostgreSQL database, by its port like everything else of the run. */
export const GROUP_DATABASE = `onboarding_e2e_${E2E_PORT}`;

/** The group's own database on the PostgreSQL server of DATABASE_URL (same server, user and options). */
export function groupDatabaseUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${GROUP_DATABASE}`;
  return url.href;
}

/**
 * Environment of a server under test (and of the operator CLI on its database): its port also written into the
 * brands' registration URLs, PGlite files in `dataDir` — or, with DATABASE_URL set, the group's database on that
 * server — and emails only through the SMTP peer (no dev mailbox, so nothing can read a code but from the real message).
 */
export function serverEnv(port: number, dataDir: string): Record<string, string> {
  const databaseUrl = process.env.DATABASE_URL;
  return {
    PORT: String(port),
    PUBLIC_PORT: String(port),
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: groupDatabaseUrl(databaseUrl) } : {}),
    LOG_LEVEL: 'warn',
    STATIC_DIR,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PEER_PORT}`,
    DEV_MAILBOX: 'false',
    // CEPs are looked up on the loopback peer, never on the public service.
    CEP_PROVIDERS: CEP_PEER_TEMPLATE,
    // The API helpers speak from addresses of their own (support/customer-api.ts); the browser from loopback.
    TRUST_PROXY: 'true',
    // On a CPU-starved machine a probe's new PostgreSQL connection can take more than the default 500 ms: the server
    // then declares the database down and answers 503 to every call (ADR 193). Outages are test/faults' subject.
    PG_PROBE_TIMEOUT_MS: '5000',
  };
}
