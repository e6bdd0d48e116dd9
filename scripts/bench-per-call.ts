/**
 * `npx tsx scripts/bench-per-call.ts [--amount 3000] [--connections 20] [--journeys 0] [--only journeys]`: CPU time per request of the
 * API process and of its PostgreSQL backends for each call of the section mix on its own, against the no-op route
 * measured in the same run (ADR 161); with `--journeys n`, also per call of n PF journeys (8 at a time, KDF
 * excluded), the figure that bounds bench:api's journeys/s (`--only journeys`: the no-op and the journeys). Tells which call a change made cheaper; figures, not a
 * timed test.
 */
import autocannon from 'autocannon';
import { cell, flag, NOOP_PATH, type RemoteServer, spawnBenchServer } from './bench-harness.ts';
import { newCustomer, runPfJourney } from './bench-journey.ts';
import { MIX_CALLS, type MixCall, type MixCustomer, mixHeaders } from './bench-mix.ts';

const amount = Number(flag('amount', '3000'));
const connections = Number(flag('connections', '20'));
const journeys = Number(flag('journeys', '0'));
const mixCalls = flag('only', '') === 'journeys' ? [] : MIX_CALLS;

/** Requests of one mix call, each connection on its own customer. */
function requestsOf(pool: readonly MixCustomer[], build: (c: MixCustomer) => MixCall): autocannon.Request[] {
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request, context) => {
        const ctx = context as { customer?: MixCustomer };
        ctx.customer ??= pool[next++ % pool.length];
        return { ...request, ...build(ctx.customer), headers: mixHeaders(ctx.customer) };
      },
    },
  ];
}

/** API and PostgreSQL µs per request of `amount` requests, and how many did not answer 2xx. */
async function measure(server: RemoteServer, options: autocannon.Options) {
  const before = await server.cpu();
  const result = await autocannon({ connections, amount, ...options });
  const after = await server.cpu();
  const requests = Math.max(1, result.requests.total);
  const database = after.database !== undefined && before.database !== undefined ? (after.database - before.database) / requests : '-';
  return { api: (after.server - before.server) / requests, database, failed: result.errors + result.timeouts + result.non2xx };
}

/** API and PostgreSQL µs per call of `journeys` PF journeys, 8 at a time; the journeys/s printed beside. */
async function measureJourneys(server: RemoteServer) {
  const before = await server.cpu();
  const started = performance.now();
  let begun = 0;
  let calls = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (begun < journeys) {
        begun++;
        const made = await runPfJourney(server.url).catch((error: Error) => {
          if (failed++ === 0) console.error(`a journey failed: ${error.message}`);
          return 0;
        });
        calls += made;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = await server.cpu();
  const perCall = (after.server - before.server) / Math.max(1, calls);
  console.log(
    `(PF journeys: ${(journeys / seconds).toFixed(1)}/s, ${calls / Math.max(1, journeys - failed)} calls each,` +
      ` API ${((after.server - before.server) / journeys / 1000).toFixed(1)} ms CPU per journey)`,
  );
  const database =
    after.database !== undefined && before.database !== undefined ? (after.database - before.database) / Math.max(1, calls) : '-';
  return { api: perCall, database, failed };
}

const server = await spawnBenchServer('postgres');
try {
  const pool: MixCustomer[] = [];
  for (let i = 0; i < connections; i++) {
    const customer = await newCustomer(server.url);
    pool.push({ id: customer.id, token: customer.session.token });
  }
  // Warm-ups: JIT, the pool's connections and each statement's parse.
  await autocannon({ connections, amount: 2000, url: server.url + NOOP_PATH });
  for (const build of mixCalls) await autocannon({ connections, amount: 500, url: server.url, requests: requestsOf(pool, build) });
  console.log(`\nPostgreSQL — ${amount} requests per call, ${connections} connections`);
  console.log(`${'call'.padEnd(42)}${cell('API µs')}${cell('× no-op')}${cell('PG µs')}${cell('failed')}`);
  const noop = await measure(server, { url: server.url + NOOP_PATH });
  // × no-op: the API CPU against the no-op's of this run, the figure a shared machine blurs least (issue 32: a GET ≤ 2×).
  const row = (label: string, f: Awaited<ReturnType<typeof measure>>) =>
    console.log(
      `${label.padEnd(42)}${cell(f.api, 10, 0)}${cell(f.api / noop.api, 10, 1)}${cell(f.database, 10, 0)}${cell(f.failed, 10, 0)}`,
    );
  row('no-op (baseline)', noop);
  for (const build of mixCalls) {
    const sample = build(pool[0]);
    row(
      `${sample.method} ${sample.path.replace(/\/\d+$/, '/{id}')}`,
      await measure(server, { url: server.url, requests: requestsOf(pool, build) }),
    );
  }
  if (journeys > 0) row(`PF journey, per call (${journeys} journeys)`, await measureJourneys(server));
} finally {
  await server.close();
}
