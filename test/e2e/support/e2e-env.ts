/**
 * Ports and settings of one e2e run, all derived from E2E_PORT so that two runs on one machine never collide:
 * the server under test on E2E_PORT, the mail peer's SMTP and HTTP ports, a spare server port and the CEP peer just
 * above it.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** SMTP port of the suite's mail peer (support/smtp-peer.ts), where every server under test sends its emails. */
export const SMTP_PEER_PORT = E2E_PORT + 1;

/** HTTP port on which the mail peer lists the messages it received. */
export const MAILBOX_PORT = E2E_PORT + 2;

/** Port of a server a test starts and stops itself (support/server-process.ts). */
export const OWN_SERVER_PORT = E2E_PORT + 3;

/** Port of the suite's CEP provider (support/cep-peer.ts), a ViaCEP-shaped service every server under test asks. */
export const CEP_PEER_PORT = E2E_PORT + 4;

/** The CEP peer's ViaCEP-shaped URL template (CEP_PROVIDERS of the servers under test). */
export const CEP_PEER_TEMPLATE = `http://127.0.0.1:${CEP_PEER_PORT}/ws/{cep}/json/`;

/** Origin of the mail peer's message list. */
export const MAILBOX_ORIGIN = `http://127.0.0.1:${MAILBOX_PORT}`;

/** Built web app served by the servers under test; E2E_DIST lets two checkouts' runs share a machine. */
export const STATIC_DIR = process.env.E2E_DIST ?? 'dist';

/**
 * Environment of a server under test (and of the operator CLI on its database): its port also written into the
 * brands' registration URLs, PGlite files in `dataDir` (DATABASE_URL, when set, is inherited and wins), emails only
 * through the SMTP peer (no dev mailbox, so nothing can read a code but from the real message).
 */
export function serverEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    PUBLIC_PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    STATIC_DIR,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PEER_PORT}`,
    DEV_MAILBOX: 'false',
    // CEPs are looked up on the loopback peer, never on the public service.
    CEP_PROVIDERS: CEP_PEER_TEMPLATE,
    // The API helpers speak from addresses of their own (support/customer-api.ts); the browser from loopback.
    TRUST_PROXY: 'true',
  };
}
