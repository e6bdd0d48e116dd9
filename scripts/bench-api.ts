/**
 * `npm run bench:api -- [--duration 10] [--connections 50] [--journey-seconds 10] [--journey-concurrency 8] [--only pglite|postgres]
 *   [--save <file>] [--compare <file>]`
 *
 * On PostgreSQL and on PGlite — the server in a child process, the load from this one — autocannon on loopback
 * against a no-op route (the baseline of the same run, through the same middleware) and against an
 * authenticated mix of section GETs and PATCH/POSTs (each connection its own client); then complete PF journeys
 * through the API (KDF excluded). Prints req/s, p50/p99 and the ratio to the baseline against the goals,
 * then one summary line to compare a later run with (scripts/bench-summary.ts). Figures, not a timed test.
 */
import autocannon from 'autocannon';
import { driverFloorUs } from './bench-driver-floor.ts';
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
import { MIX_CALLS, type MixCustomer, mixHeaders } from './bench-mix.ts';
import { measureRoundTrips, printRoundTrips } from './bench-round-trips.ts';
import { type Figures as Summary, summarize } from './bench-summary.ts';

const duration = Number(flag('duration', '10'));
const connections = Number(flag('connections', '50'));
const journeySeconds = Number(flag('journey-seconds', '10'));
const journeyConcurrency = Number(flag('journey-concurrency', '8'));
const only = flag('only', '');
// Issue 32: the mix's API CPU per request at most 4× the no-op's, p99 ≤ 60 ms at 50 connections, ≥ 20 PF journeys/s.
const GOALS = { ratio: 0.5, cpuTimes: 4, p99Ms: 60, journeys: 20 };

type Figures = { rps: number; p50: number; p99: number; failed: number; cpuUs: number; dbCpuUs?: number };
type Customer = MixCustomer;

/**
 * One autocannon run with the CPU time per request (µs) of the API process and of its PostgreSQL backends: steadier
 * than req/s on a shared machine.
 */
async function run(server: RemoteServer, options: autocannon.Options): Promise<Figures> {
  const before = await server.cpu();
  const result = await autocannon({ connections, duration, ...options });
  const after = await server.cpu();
  const requests = Math.max(1, result.requests.total);
  const database = after.database !== undefined && before.database !== undefined ? after.database - before.database : undefined;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    cpuUs: (after.server - before.server) / requests,
    dbCpuUs: database === undefined ? undefined : database / requests,
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

/** The section mix (scripts/bench-mix.ts) as autocannon requests, each connection on its own customer. */
function mixRequests(pool: Customer[]): autocannon.Request[] {
  let next = 0;
  return MIX_CALLS.map((build) => ({
    method: 'GET',
    setupRequest: (request, context) => {
      const ctx = context as { customer?: Customer };
      ctx.customer ??= pool[next++ % pool.length];
      return { ...request, ...build(ctx.customer), headers: mixHeaders(ctx.customer) };
    },
  }));
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

/** The run's figures for its summary line, by database. */
const summary: Summary = {};

/** The mix's PostgreSQL statements per call (measureRoundTrips) and the driver's CPU per statement (driverFloorUs). */
let driver: { statementsPerCall: number; floorUs: number } | undefined;

async function benchmark(kind: DatabaseKind): Promise<void> {
  const server = await spawnBenchServer(kind);
  try {
    const pool = await customers(server, connections);
    await run(server, { url: server.url + NOOP_PATH, duration: 2 });
    await run(server, { url: server.url, requests: mixRequests(pool), duration: 2 });
    const noop = await run(server, { url: server.url + NOOP_PATH });
    const mix = await run(server, { url: server.url, requests: mixRequests(pool) });
    const journey = await journeys(server);
    const ratio = mix.rps / noop.rps;
    console.log(`\n${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} — ${connections} connections, ${duration} s each`);
    const row = (label: string, f: Figures) =>
      console.log(
        `${label.padEnd(30)}${cell(f.rps)}${cell(f.p50)}${cell(f.p99)}${cell(f.failed, 10, 0)}${cell(f.cpuUs, 10, 0)}${cell(f.dbCpuUs ?? '-', 10, 0)}`,
      );
    console.log('(API µs, PG µs: CPU time per request of the API process and of its PostgreSQL backends)');
    console.log(
      `${'route'.padEnd(30)}${cell('req/s')}${cell('p50 ms')}${cell('p99 ms')}${cell('failed')}${cell('API µs')}${cell('PG µs')}`,
    );
    row('no-op (baseline)', noop);
    row('section mix (5 GET / 3 write)', mix);
    const verdict = (ok: boolean) => (kind === 'postgres' ? (ok ? 'met' : 'NOT met') : 'goal is for PostgreSQL');
    console.log(`mix / no-op: ${(ratio * 100).toFixed(1)}% (goal ≥ ${GOALS.ratio * 100}%: ${verdict(ratio >= GOALS.ratio)})`);
    const cpuTimes = mix.cpuUs / noop.cpuUs;
    console.log(
      `mix API CPU per request: ${cpuTimes.toFixed(1)}× the no-op's (goal ≤ ${GOALS.cpuTimes}×: ${verdict(cpuTimes <= GOALS.cpuTimes)})`,
    );
    const cpuShare = (noop.cpuUs / (mix.cpuUs + (mix.dbCpuUs ?? 0))) * 100;
    console.log(`CPU per request, no-op / mix: ${cpuShare.toFixed(1)}% (API process${mix.dbCpuUs === undefined ? '' : ' + PostgreSQL'})`);
    if (kind === 'postgres' && driver) {
      // The measure issue 32's note proposes: what the application adds above the statements' own driver cost.
      const above = mix.cpuUs - driver.statementsPerCall * driver.floorUs;
      console.log(
        `mix API CPU above the driver's floor (${driver.statementsPerCall.toFixed(2)} statements × ${driver.floorUs.toFixed(1)} µs of a bare client): ` +
          `${above.toFixed(0)} µs, ${(above / noop.cpuUs).toFixed(1)}× the no-op's`,
      );
    }
    console.log(`mix p99: ${mix.p99} ms (goal ≤ ${GOALS.p99Ms} ms at 50 connections: ${verdict(mix.p99 <= GOALS.p99Ms)})`);
    const ceiling = noop.rps / journey.calls;
    console.log(
      `PF journey (${journey.calls} calls, ${journeyConcurrency} at a time, KDF excluded): ${journey.perSecond.toFixed(1)} journeys/s` +
        ` (baseline: ${ceiling.toFixed(1)}/s if every call were the no-op; goal ≥ ${GOALS.journeys}: ${verdict(journey.perSecond >= GOALS.journeys)}; failed ${journey.failed})`,
    );
    Object.assign(summary, {
      [`${kind} no-op req/s`]: noop.rps,
      [`${kind} mix req/s`]: mix.rps,
      [`${kind} mix p99 ms`]: mix.p99,
      [`${kind} mix API µs/request`]: mix.cpuUs,
      [`${kind} no-op API µs/request`]: noop.cpuUs,
      [`${kind} PF journeys/s`]: journey.perSecond,
    });
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
  if (kind === 'postgres') {
    const trips = await measureRoundTrips();
    printRoundTrips(trips);
    summary['postgres PF journey statements'] = trips.journeys.PF.trips;
    const statements = trips.calls.reduce((sum, call) => sum + call.trips, 0) / trips.calls.length;
    driver = { statementsPerCall: statements, floorUs: await driverFloorUs(POSTGRES_URL) };
  }
  await benchmark(kind);
}
summarize('bench:api', summary);
