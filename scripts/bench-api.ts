/**
 * `npm run bench:api -- [--duration 10] [--connections 50] [--journey-seconds 10] [--journey-concurrency 8] [--only pglite|postgres]`
 *
 * On PostgreSQL and on PGlite — the server in a child process, the load from this one — autocannon on loopback
 * against a no-op route (the baseline of the same run, through the same middleware) and against an
 * authenticated mix of section GETs and PATCH/POSTs (each connection its own client); then complete PF journeys
 * through the API (KDF excluded). Prints req/s, p50/p99 and the ratio to the baseline against the goals.
 * Figures, not a timed test.
 */
import autocannon from 'autocannon';
import {
  cell,
  type DatabaseKind,
  flag,
  NOOP_PATH,
  POSTGRES_URL,
  postgresReachable,
  type RemoteServer,
  spawnBenchServer,
} from './bench-harness.ts';
import { newCustomer, runPfJourney } from './bench-journey.ts';

const duration = Number(flag('duration', '10'));
const connections = Number(flag('connections', '50'));
const journeySeconds = Number(flag('journey-seconds', '10'));
const journeyConcurrency = Number(flag('journey-concurrency', '8'));
const only = flag('only', '');
const GOALS = { ratio: 0.5, p99Ms: 50, journeys: 20 };

type Figures = { rps: number; p50: number; p99: number; failed: number };
type Customer = { id: number; token: string };

async function run(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections, duration, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

/** Signed-up customers with an address, `concurrency` created at a time. */
async function customers(server: RemoteServer, count: number, concurrency = 10): Promise<Customer[]> {
  const made: Customer[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (made.length < count) {
        const customer = await newCustomer(server.url);
        made.push({ id: customer.id, token: customer.session.token });
      }
    }),
  );
  return made.slice(0, count);
}

/** The section mix: five reads and three writes per cycle, each connection on its own customer. */
function mixRequests(pool: Customer[]): autocannon.Request[] {
  let next = 0;
  const as = (build: (c: Customer) => Omit<autocannon.Request, 'setupRequest'>): autocannon.Request => ({
    method: 'GET',
    setupRequest: (request, context) => {
      const ctx = context as { customer?: Customer };
      ctx.customer ??= pool[next++ % pool.length];
      const built = build(ctx.customer);
      return { ...request, ...built, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ctx.customer.token}` } };
    },
  });
  const issuer = (c: Customer) => ({ Name: 'Ana Emissora', Cpf: '52998224725', Email: 'ana@example.com', ClientId: c.id });
  const account = (c: Customer) => ({
    BankCode: '341',
    Agency: '4321',
    AccountNumber: '98765',
    AccountDigit: '0',
    AccountType: 1,
    IsMain: true,
    ClientId: c.id,
  });
  const flags = {
    AuthorizesOrdersByProcurator: false,
    AuthorizesOrdersByAdministrator: false,
    QualifiedInvestor: false,
    ProfessionalInvestor: false,
  };
  return [
    as((c) => ({ method: 'GET', path: `/api/address/${c.id}` })),
    as((c) => ({ method: 'PATCH', path: '/api/bank', body: JSON.stringify({ ClientId: c.id, BankAccounts: [account(c)] }) })),
    as((c) => ({ method: 'GET', path: `/api/bank/${c.id}` })),
    as((c) => ({ method: 'POST', path: '/api/client/declaration-data', body: JSON.stringify({ ...flags, ClientId: c.id }) })),
    as((c) => ({ method: 'GET', path: `/api/client/declaration-data/${c.id}` })),
    as((c) => ({ method: 'PATCH', path: '/api/order-issuer', body: JSON.stringify({ ClientId: c.id, Issuers: [issuer(c)] }) })),
    as((c) => ({ method: 'GET', path: `/api/order-issuer/${c.id}` })),
    as(() => ({ method: 'GET', path: '/api/natural-person/personal-data' })),
  ];
}

/** Completed PF journeys per second with `journeyConcurrency` customers at a time for `journeySeconds`. */
async function journeys(server: RemoteServer): Promise<{ perSecond: number; calls: number; failed: number }> {
  const until = performance.now() + journeySeconds * 1000;
  const started = performance.now();
  let done = 0;
  let calls = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: journeyConcurrency }, async () => {
      while (performance.now() < until) {
        try {
          calls = await runPfJourney(server.url);
          done++;
        } catch (error) {
          failed++;
          if (failed === 1) console.error(`  a journey failed: ${(error as Error).message}`);
        }
      }
    }),
  );
  return { perSecond: done / ((performance.now() - started) / 1000), calls, failed };
}

async function benchmark(kind: DatabaseKind): Promise<void> {
  const server = await spawnBenchServer(kind);
  try {
    const pool = await customers(server, connections);
    await run({ url: server.url + NOOP_PATH, duration: 2 });
    await run({ url: server.url, requests: mixRequests(pool), duration: 2 });
    const noop = await run({ url: server.url + NOOP_PATH });
    const mix = await run({ url: server.url, requests: mixRequests(pool) });
    const journey = await journeys(server);
    const ratio = mix.rps / noop.rps;
    console.log(`\n${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} — ${connections} connections, ${duration} s each`);
    console.log(`${'route'.padEnd(28)}${cell('req/s')}${cell('p50 ms')}${cell('p99 ms')}${cell('failed')}`);
    console.log(`${'no-op (baseline)'.padEnd(28)}${cell(noop.rps)}${cell(noop.p50)}${cell(noop.p99)}${cell(noop.failed, 10, 0)}`);
    console.log(`${'section mix (5 GET / 3 write)'.padEnd(28)}${cell(mix.rps)}${cell(mix.p50)}${cell(mix.p99)}${cell(mix.failed, 10, 0)}`);
    const verdict = (ok: boolean) => (kind === 'postgres' ? (ok ? 'met' : 'NOT met') : 'goal is for PostgreSQL');
    console.log(`mix / no-op: ${(ratio * 100).toFixed(1)}% (goal ≥ ${GOALS.ratio * 100}%: ${verdict(ratio >= GOALS.ratio)})`);
    console.log(`mix p99: ${mix.p99} ms (goal ≤ ${GOALS.p99Ms} ms at 50 connections: ${verdict(mix.p99 <= GOALS.p99Ms)})`);
    const ceiling = noop.rps / journey.calls;
    console.log(
      `PF journey (${journey.calls} calls, ${journeyConcurrency} at a time, KDF excluded): ${journey.perSecond.toFixed(1)} journeys/s` +
        ` (baseline: ${ceiling.toFixed(1)}/s if every call were the no-op; goal ≥ ${GOALS.journeys}: ${verdict(journey.perSecond >= GOALS.journeys)}; failed ${journey.failed})`,
    );
  } finally {
    await server.close();
  }
}

const kinds: DatabaseKind[] = only ? [only as DatabaseKind] : ['postgres', 'pglite'];
for (const kind of kinds) {
  if (kind === 'postgres' && !(await postgresReachable())) {
    console.log(`\n!!! PostgreSQL is not reachable at ${POSTGRES_URL}: its leg is SKIPPED (set DATABASE_URL).`);
    continue;
  }
  await benchmark(kind);
}
