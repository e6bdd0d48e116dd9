import pg from 'pg';
import { decodeAccessToken } from '../../domain/auth.ts';
import { CLIENT_ROW_WAIT_MS } from '../../server/lib/clients/client-row-wait.ts';
import { pfBody, signUp } from '../../server/test-support/fixtures.ts';
import { startTestApp, type TestApp } from '../../server/test-support/test-app.ts';

/** Latency and answers of a set of calls. */
export type CallFigures = { calls: number; p50Ms: number; p95Ms: number; maxMs: number; statuses: Record<string, number> };

/** What rows held by another session did to the writes that wanted them and to every other customer (pool of 10). */
export type LockWaitFigures = {
  /** Other customers' reads and writes before the rows were held. */
  usual: CallFigures;
  /** The same calls while the rows were held and the writes to them waited. */
  whileHeld: CallFigures;
  /** The writes to the held rows: answers, how many said Retry-After, and the slowest. */
  held: CallFigures & { withRetryAfter: number; boundMs: number };
  /** Held writes whose change was found stored after the release, before they were sent again. */
  committed: number;
  /** The same writes sent again once the rows were released. */
  afterRelease: Record<string, number>;
};

type Call = { status: number; ms: number; retryAfter: string | null };
type Session = { id: number; token: string };

const OTHER_CUSTOMERS = 5;
const WARM_UP_MS = 300;
const USUAL_MS = 1_500;
const HELD_NAME = 'Nome Bloqueado';

function figures(calls: Call[]): CallFigures {
  const ms = calls.map((call) => call.ms).sort((a, b) => a - b);
  const at = (p: number) => ms[Math.max(0, Math.ceil(p * ms.length) - 1)] ?? 0;
  const statuses: Record<string, number> = {};
  for (const call of calls) statuses[call.status] = (statuses[call.status] ?? 0) + 1;
  return { calls: calls.length, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1), statuses };
}

async function timed(t: TestApp, who: Session, method: string, path: string, json?: unknown): Promise<Call> {
  const started = performance.now();
  const response = await t.call(method, path, { token: who.token, json });
  await response.arrayBuffer();
  return { status: response.status, ms: Math.round(performance.now() - started), retryAfter: response.headers.get('Retry-After') };
}

const rename = (t: TestApp, who: Session, name: string) => timed(t, who, 'PATCH', '/api/client/basic-data', { Name: name });

/** One loop per customer, a read then a write, until `over`. */
async function otherCustomers(t: TestApp, customers: Session[], over: () => boolean): Promise<Call[]> {
  const calls: Call[] = [];
  await Promise.all(
    customers.map(async (who, i) => {
      for (let round = 0; !over(); round++) {
        calls.push(await timed(t, who, 'GET', '/api/client/basic-data'));
        calls.push(await rename(t, who, `Cliente ${i} Rodada ${round}`));
      }
    }),
  );
  return calls;
}

async function customer(t: TestApp, n: number): Promise<Session> {
  const { AccessToken, ClientId } = await signUp(t, pfBody(t, { Email: `bloqueio.${process.pid}.${n}@example.com` }));
  if (!decodeAccessToken(AccessToken)) throw new Error('undecodable token');
  return { id: ClientId, token: AccessToken };
}

/**
 * On a PostgreSQL database of its own, an in-process API with a pool of 10 connections: other customers' reads and
 * writes are timed for a while; then a direct connection holds `heldRows` clients' rows (FOR UPDATE in an open
 * transaction) past CLIENT_ROW_WAIT_MS while one write to each is sent and the other customers go on; then the rows
 * are released and the writes sent again.
 */
export async function lockWaitOnHeldRows(options: { serverUrl: string; heldRows: number }): Promise<LockWaitFigures> {
  const t = await startTestApp({ postgresServerUrl: options.serverUrl });
  const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
  const direct = new pg.Client({ connectionString: pool.options.connectionString });
  try {
    await direct.connect();
    const sessions = await Promise.all(Array.from({ length: options.heldRows + OTHER_CUSTOMERS }, (_, n) => customer(t, n)));
    const [heldOnes, others] = [sessions.slice(0, options.heldRows), sessions.slice(options.heldRows)];
    const warmUntil = Date.now() + WARM_UP_MS;
    await otherCustomers(t, others, () => Date.now() > warmUntil);
    const usualUntil = Date.now() + USUAL_MS;
    const usual = await otherCustomers(t, others, () => Date.now() > usualUntil);

    await direct.query('begin');
    await direct.query('select id from clients where id = any($1) for update', [heldOnes.map((who) => who.id)]);
    let writesDone = false;
    const whileHeld = otherCustomers(t, others, () => writesDone);
    const held = await Promise.all(heldOnes.map((who) => rename(t, who, HELD_NAME)));
    writesDone = true;
    const heldFigures = { ...figures(held), withRetryAfter: held.filter((call) => call.retryAfter).length, boundMs: CLIENT_ROW_WAIT_MS };
    const whileHeldCalls = await whileHeld;
    await direct.query('rollback');

    const names = await Promise.all(
      heldOnes.map((who) => t.call('GET', '/api/client/basic-data', { token: who.token }).then((r) => r.json())),
    );
    const again = await Promise.all(heldOnes.map((who) => rename(t, who, HELD_NAME)));
    return {
      usual: figures(usual),
      whileHeld: figures(whileHeldCalls),
      held: heldFigures,
      committed: names.filter((data) => (data as { Name?: string }).Name === HELD_NAME).length,
      afterRelease: figures(again).statuses,
    };
  } finally {
    await direct.end().catch(() => undefined);
    await t.close();
  }
}

/** The promises of lockWaitOnHeldRows, as test/faults/run.ts reports them. */
export function lockWaitPromises(f: LockWaitFigures, heldRows: number): Record<string, boolean> {
  const only = (statuses: Record<string, number>, allowed: (status: number) => boolean) =>
    Object.keys(statuses).every((status) => allowed(Number(status)));
  return {
    'other customers answered 2xx while the rows were held':
      f.whileHeld.calls > 0 && only(f.whileHeld.statuses, (s) => s >= 200 && s < 300),
    "other customers' p95 within 2× their usual + 50 ms": f.whileHeld.p95Ms <= 2 * f.usual.p95Ms + 50,
    'held writes answered 409 or 503 with Retry-After':
      only(f.held.statuses, (s) => s === 409 || s === 503) && f.held.withRetryAfter === heldRows,
    // The bound, plus one last attempt and the answer on a busy machine.
    'held writes answered within the bound + 500 ms': f.held.maxMs <= f.held.boundMs + 500,
    'nothing committed for the held writes': f.committed === 0,
    'the held writes succeed once released': f.afterRelease['200'] === heldRows,
  };
}
