/**
 * Database statements and round trips per API call on PostgreSQL: every statement node-postgres sends (BEGIN and
 * COMMIT included), and how many times a connection sent while none of its statements was in flight (statements
 * pipelined behind others share their round trip), counted while one customer makes each call of the section mix
 * once, then one whole PF and PJ journey.
 * A figure the machine's load cannot blur (ADR 155). Run alone with `npx tsx scripts/bench-round-trips.ts`;
 * `npm run bench:api` prints it before its PostgreSQL leg.
 */
import pg from 'pg';
import { cell, NOOP_PATH, startBenchServer } from './bench-harness.ts';
import { newCustomer, runPfJourney, runPjJourney } from './bench-journey.ts';
import { MIX_CALLS, mixHeaders } from './bench-mix.ts';

/** A whole journey's round trips, and its calls by route (summed over repeats), most trips first. */
export type JourneyTrips = { calls: number; trips: number; roundTrips: number; heaviest: { label: string; trips: number }[] };

/** Round trips of each mix call, of the no-op route, and of one PF and one PJ journey (with their call counts). */
export type RoundTrips = {
  calls: { label: string; trips: number; roundTrips: number }[];
  noop: number;
  journeys: { PF: JourneyTrips; PJ: JourneyTrips };
};

let trips = 0;
let roundTrips = 0;
const inFlight = new WeakMap<pg.Client, number>();
// Every statement of the app goes through Client#query (pool.query checks a client out and calls it with a callback).
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
function counting(this: pg.Client, ...args: unknown[]): unknown {
  trips++;
  const pending = inFlight.get(this) ?? 0;
  if (pending === 0) roundTrips++;
  inFlight.set(this, pending + 1);
  const answered = () => inFlight.set(this, (inFlight.get(this) ?? 1) - 1);
  const callback = args.at(-1);
  if (typeof callback === 'function')
    args[args.length - 1] = (...results: unknown[]) => {
      answered();
      return callback(...results);
    };
  const answer = query.apply(this, args);
  if (answer instanceof Promise) answer.then(answered, answered);
  return answer;
}

async function countTrips(send: () => Promise<unknown>): Promise<{ trips: number; roundTrips: number }> {
  trips = 0;
  roundTrips = 0;
  await send();
  return { trips, roundTrips };
}

/** Counts one journey's round trips, in total and per call (its calls run one after the other). */
async function journeyTrips(run: () => Promise<number>): Promise<JourneyTrips> {
  let calls = 0;
  const perCall = new Map<string, number>();
  const fetchAll = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const before = trips;
    const response = await fetchAll(input, init);
    await response.clone().arrayBuffer();
    const label = `${init?.method ?? 'GET'} ${new URL(String(input)).pathname.replace(/\/\d+/g, '/{n}')}`;
    perCall.set(label, (perCall.get(label) ?? 0) + trips - before);
    return response;
  };
  const total = await countTrips(async () => {
    calls = await run().finally(() => {
      globalThis.fetch = fetchAll;
    });
  });
  const heaviest = [...perCall].sort((a, b) => b[1] - a[1]).map(([label, count]) => ({ label, trips: count }));
  return { calls, ...total, heaviest };
}

/** Counts the round trips of each mix call, the no-op and a PF journey on a fresh PostgreSQL database. */
export async function measureRoundTrips(): Promise<RoundTrips> {
  const server = await startBenchServer('postgres');
  (pg.Client.prototype as unknown as { query: typeof counting }).query = counting;
  try {
    const customer = await newCustomer(server.url);
    const who = { id: customer.id, token: customer.session.token };
    const calls: RoundTrips['calls'] = [];
    // Twice round: the first PATCH/POST of a section inserts, the second replaces (the steady state of the mix).
    for (const round of [1, 2]) {
      for (const build of MIX_CALLS) {
        const call = build(who);
        const count = await countTrips(async () => {
          const response = await fetch(server.url + call.path, { method: call.method, headers: mixHeaders(who), body: call.body });
          if (!response.ok) throw new Error(`${call.method} ${call.path} answered ${response.status}`);
          await response.arrayBuffer();
        });
        if (round === 2) calls.push({ label: `${call.method} ${call.path.replace(String(who.id), '{id}')}`, ...count });
      }
    }
    const { trips: noop } = await countTrips(() => fetch(server.url + NOOP_PATH).then((response) => response.arrayBuffer()));
    const journeys = { PF: await journeyTrips(() => runPfJourney(server.url)), PJ: await journeyTrips(() => runPjJourney(server.url)) };
    return { calls, noop, journeys };
  } finally {
    (pg.Client.prototype as unknown as { query: typeof query }).query = query;
    await server.close();
  }
}

/** Prints the round trips as a table. */
export function printRoundTrips({ calls, noop, journeys }: RoundTrips): void {
  const total = calls.reduce((sum, call) => sum + call.trips, 0);
  const totalTrips = calls.reduce((sum, call) => sum + call.roundTrips, 0);
  console.log('\nPostgreSQL statements per call (BEGIN/COMMIT included) and round trips (pipelined statements share one)');
  console.log(`${''.padEnd(44)}${cell('stmts', 6)}${cell('trips', 6)}`);
  for (const call of calls) console.log(`${call.label.padEnd(44)}${cell(call.trips, 6, 0)}${cell(call.roundTrips, 6, 0)}`);
  console.log(
    `${'section mix, per call on average'.padEnd(44)}${cell(total / calls.length, 6, 2)}${cell(totalTrips / calls.length, 6, 2)}`,
  );
  console.log(`${'no-op (baseline)'.padEnd(44)}${cell(noop, 6, 0)}`);
  for (const [kind, journey] of Object.entries(journeys)) {
    console.log(`${`${kind} journey (${journey.calls} calls)`.padEnd(44)}${cell(journey.trips, 6, 0)}${cell(journey.roundTrips, 6, 0)}`);
    if (process.argv.includes('--journey-calls'))
      for (const call of journey.heaviest) console.log(`  ${call.label.padEnd(42)}${cell(call.trips, 6, 0)}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printRoundTrips(await measureRoundTrips());
