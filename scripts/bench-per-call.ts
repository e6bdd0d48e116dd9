/**
 * `npx tsx scripts/bench-per-call.ts [--amount 3000] [--connections 20]`: CPU time per request of the API process
 * and of its PostgreSQL backends for each call of the section mix on its own, against the no-op route measured in
 * the same run (ADR 161). Tells which call a change made cheaper; figures, not a timed test.
 */
import autocannon from 'autocannon';
import { cell, flag, NOOP_PATH, type RemoteServer, spawnBenchServer } from './bench-harness.ts';
import { newCustomer } from './bench-journey.ts';
import { MIX_CALLS, type MixCall, type MixCustomer, mixHeaders } from './bench-mix.ts';

const amount = Number(flag('amount', '3000'));
const connections = Number(flag('connections', '20'));

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

const server = await spawnBenchServer('postgres');
try {
  const pool: MixCustomer[] = [];
  for (let i = 0; i < connections; i++) {
    const customer = await newCustomer(server.url);
    pool.push({ id: customer.id, token: customer.session.token });
  }
  // Warm-ups: JIT, the pool's connections and each statement's parse.
  await autocannon({ connections, amount: 2000, url: server.url + NOOP_PATH });
  for (const build of MIX_CALLS) await autocannon({ connections, amount: 500, url: server.url, requests: requestsOf(pool, build) });
  console.log(`\nPostgreSQL — ${amount} requests per call, ${connections} connections`);
  console.log(`${'call'.padEnd(42)}${cell('API µs')}${cell('× no-op')}${cell('PG µs')}${cell('failed')}`);
  const noop = await measure(server, { url: server.url + NOOP_PATH });
  // × no-op: the API CPU against the no-op's of this run, the figure a shared machine blurs least (issue 32: a GET ≤ 2×).
  const row = (label: string, f: Awaited<ReturnType<typeof measure>>) =>
    console.log(
      `${label.padEnd(42)}${cell(f.api, 10, 0)}${cell(f.api / noop.api, 10, 1)}${cell(f.database, 10, 0)}${cell(f.failed, 10, 0)}`,
    );
  row('no-op (baseline)', noop);
  for (const build of MIX_CALLS) {
    const sample = build(pool[0]);
    row(
      `${sample.method} ${sample.path.replace(/\/\d+$/, '/{id}')}`,
      await measure(server, { url: server.url, requests: requestsOf(pool, build) }),
    );
  }
} finally {
  await server.close();
}
