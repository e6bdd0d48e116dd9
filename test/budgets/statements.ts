/**
 * `npm run test:budgets`: PostgreSQL statements (BEGIN/COMMIT included) and round trips (statements pipelined
 * behind others share theirs) per call of the section mix and per whole PF and PJ journey through the API, against
 * budgets.json. Counted on a fresh database of the DATABASE_URL server
 * (else the local one); without a PostgreSQL server it is skipped loudly, and fails under CI=true.
 */
import { POSTGRES_URL, postgresReachable } from '../../scripts/bench-harness.ts';
import { measureRoundTrips, printRoundTrips } from '../../scripts/bench-round-trips.ts';
import { checkBudgets, reportBudgets } from './budgets.ts';

if (!(await postgresReachable())) {
  const line = `!!! STATEMENT BUDGETS SKIPPED: no PostgreSQL at ${POSTGRES_URL} (set DATABASE_URL) !!!`;
  console.error(`\n${line}\n`);
  process.exit(process.env.CI === 'true' ? 1 : 0);
}

const trips = await measureRoundTrips();
printRoundTrips(trips);
const statements: Record<string, number> = Object.fromEntries(trips.calls.map((call) => [call.label, call.trips]));
const roundTrips: Record<string, number> = Object.fromEntries(trips.calls.map((call) => [call.label, call.roundTrips]));
for (const [kind, journey] of Object.entries(trips.journeys)) {
  statements[`${kind} journey`] = journey.trips;
  roundTrips[`${kind} journey`] = journey.roundTrips;
}
const statementsHeld = reportBudgets('postgresStatements', checkBudgets('postgresStatements', statements));
const roundTripsHeld = reportBudgets('postgresRoundTrips', checkBudgets('postgresRoundTrips', roundTrips));
process.exit(statementsHeld && roundTripsHeld ? 0 : 1);
