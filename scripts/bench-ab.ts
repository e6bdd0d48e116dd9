/**
 * `npx tsx scripts/bench-ab.ts --base <other checkout> [--rounds 6] [--amount 1500] [--connections 20] [--journeys 8]`:
 * a paired A/B on PostgreSQL for a machine shared with other work. This checkout's bench server and the other
 * checkout's (the base: a worktree with its own bench-server.ts) run side by side, each on its own fresh database;
 * every round sends the same slices (the no-op, the section mix, a GET of one section, PF journeys) to one and then
 * the other, the order alternating, so both see the same load. Prints the API CPU per request of each and its ratio to
 * its own no-op, per round and over all rounds. BENCH_PORT / BENCH_PORT + 1 are the two ports when set. Figures, not
 * a timed test.
 */
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cell, flag, NOOP_PATH, type RemoteServer, spawnBenchServer } from './bench-harness.ts';
import { newCustomer, runPfJourney } from './bench-journey.ts';
import { MIX_CALLS, type MixCall, type MixCustomer, mixHeaders } from './bench-mix.ts';

const base = flag('base', '');
const rounds = Number(flag('rounds', '6'));
const amount = Number(flag('amount', '1500'));
const connections = Number(flag('connections', '20'));
const journeys = Number(flag('journeys', '8'));
if (!base) throw new Error('--base <path of the other checkout> is required');

type Side = { label: string; server: RemoteServer; pool: MixCustomer[]; totals: Record<string, { us: number; n: number }> };

/** Each connection on its own customer, cycling through `calls`. */
function requests(pool: readonly MixCustomer[], calls: readonly ((c: MixCustomer) => MixCall)[]): autocannon.Request[] {
  let next = 0;
  return calls.map((build) => ({
    method: 'GET',
    setupRequest: (request, context) => {
      const ctx = context as { customer?: MixCustomer };
      ctx.customer ??= pool[next++ % pool.length];
      return { ...request, ...build(ctx.customer), headers: mixHeaders(ctx.customer) };
    },
  }));
}

const SLICES: Record<string, (side: Side) => Promise<number>> = {
  noop: async ({ server }) => (await autocannon({ connections, amount, url: server.url + NOOP_PATH })).requests.total,
  mix: async ({ server, pool }) =>
    (await autocannon({ connections, amount, url: server.url, requests: requests(pool, MIX_CALLS) })).requests.total,
  'GET bank': async ({ server, pool }) =>
    (await autocannon({ connections, amount, url: server.url, requests: requests(pool, [MIX_CALLS[2]]) })).requests.total,
  'PF journey': async ({ server }) => {
    let begun = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (begun < journeys) {
          begun++;
          await runPfJourney(server.url);
        }
      }),
    );
    return journeys;
  },
};

async function side(label: string, script: string | undefined, port: number | undefined): Promise<Side> {
  const env: Record<string, string> = port ? { BENCH_PORT: String(port) } : {};
  const server = await spawnBenchServer('postgres', script ? { script, env } : { env });
  const pool: MixCustomer[] = [];
  for (let i = 0; i < connections; i++) {
    const customer = await newCustomer(server.url);
    pool.push({ id: customer.id, token: customer.session.token });
  }
  const made: Side = { label, server, pool, totals: {} };
  for (const slice of Object.values(SLICES)) await slice(made); // warm-up: JIT, connections, parses
  return made;
}

const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const sides = [await side('base', join(base, 'scripts/bench-server.ts'), port), await side('this', undefined, port && port + 1)];
try {
  const header = `${'round'.padEnd(8)}${'side'.padEnd(6)}${Object.keys(SLICES)
    .map((name) => cell(name, 12))
    .join('')}  (API µs per request; PF journey: per journey)`;
  console.log(header);
  for (let round = 0; round < rounds; round++) {
    for (const s of round % 2 === 0 ? sides : [...sides].reverse()) {
      const figures: number[] = [];
      for (const [name, slice] of Object.entries(SLICES)) {
        const before = (await s.server.cpu()).server;
        const n = await slice(s);
        const us = (await s.server.cpu()).server - before;
        s.totals[name] = { us: (s.totals[name]?.us ?? 0) + us, n: (s.totals[name]?.n ?? 0) + n };
        figures.push(us / n);
      }
      console.log(`${String(round + 1).padEnd(8)}${s.label.padEnd(6)}${figures.map((f) => cell(f, 12, 0)).join('')}`);
    }
  }
  console.log('\nover all rounds: API µs per request (× its own no-op)');
  for (const s of sides) {
    const per = (name: string) => s.totals[name].us / s.totals[name].n;
    console.log(
      `${s.label.padEnd(14)}${Object.keys(SLICES)
        .map((name) => `${cell(per(name), 10, 0)} (${(per(name) / per('noop')).toFixed(1)}×)`)
        .join('')}`,
    );
  }
} finally {
  for (const s of sides) await s.server.close();
}
