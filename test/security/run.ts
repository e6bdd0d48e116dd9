/**
 * `npm run test:security`: the API in-process on PGlite, then on PostgreSQL when DATABASE_URL is set, probed by
 * (a) the authorization matrix generated from /api/openapi.json and (b) a seeded fuzz of every operation. Prints
 * the matrix (the status every identity got from every operation), every leak and 5xx with its request, a sample
 * of the fuzz's requests (all of them with SECURITY_VERBOSE=1) and the figures; exits 1 on a leak, on a 5xx (matrix
 * or fuzz), on fewer fuzzed requests than promised, on a back-office operation some staff seat (analyst, approver,
 * admin of the partner, provider admin) did not reach, or when the matrix does not flag its controls (leaks it must
 * see, a role's among them). Then the
 * sign-up enumeration check (ADR 196): known and unknown documents must get the same answers from the sign-up and
 * the code resend (exit 1 otherwise); their times are printed. FUZZ_SEED replays a run.
 */
import { postgresUrl } from '../../server/test-support/test-db.ts';
import { runMatrix } from './authorization-matrix.ts';
import { dnsRebinding } from './dns-rebinding.ts';
import { FUZZ_MIN_REQUESTS, runFuzz } from './fuzz.ts';
import { operationsOf } from './operations.ts';
import { signUpEnumeration } from './sign-up-enumeration.ts';
import { buildWorld } from './world.ts';

const verbose = process.env.SECURITY_VERBOSE === '1';
const seed = Number(process.env.FUZZ_SEED ?? 20_261_126);
const fuzzRequests = Math.max(FUZZ_MIN_REQUESTS, Number(process.env.FUZZ_REQUESTS ?? FUZZ_MIN_REQUESTS));
// Per database: the fuzz stops at this deadline even short of its count (which then fails the run).
const fuzzSeconds = Number(process.env.FUZZ_SECONDS ?? 60);
// Documents per group of the sign-up enumeration check (ADR 196).
const enumerationDocuments = Number(process.env.ENUMERATION_DOCUMENTS ?? 30);
const broken: string[] = [];
const print = (line: string) => console.log(`  ${line}`);
// The fuzz prints its 5xx and the first probe of each kind (every probe with SECURITY_VERBOSE=1).
const shownKinds = new Set<string>();
const fuzzLog = (line: string) => {
  const kind = line.split(' ')[0];
  if (verbose || kind === '5xx' || !shownKinds.has(kind)) print(line);
  shownKinds.add(kind);
};

async function probe(label: string, serverUrl: string | undefined): Promise<void> {
  const started = Date.now();
  const world = await buildWorld(serverUrl);
  try {
    const document = await (await world.t.call('GET', '/api/openapi.json')).json();
    const operations = operationsOf(document);
    console.log(`\n[${label}] world ready in ${Date.now() - started} ms; ${operations.length} operations in /api/openapi.json`);

    const matrixStarted = Date.now();
    console.log(`[${label}] authorization matrix, status per identity: ${world.identities.map((identity) => identity.name).join(' | ')}`);
    const matrix = await runMatrix(world, operations, print);
    console.log(
      `[${label}] authorization matrix: ${matrix.operations} operations × ${matrix.identities} identities = ${matrix.requests} requests in ${Date.now() - matrixStarted} ms; leaks ${matrix.leaks.length}`,
    );
    console.log(`[${label}]   statuses ${JSON.stringify(matrix.statuses)}`);
    console.log(
      `[${label}]   aimed at the victim but stopped by validation (400) before the ownership check: ${matrix.stoppedByValidation.join(', ') || 'none'}`,
    );
    console.log(
      `[${label}]   control (the victim's own read, judged as another client's or anonymous, the partner's staff's read, judged as another partner's staff's, and the partner's admin's staff list, judged as an analyst's or an approver's, are leaks): ${matrix.controlFlagged ? 'yes' : 'NO'}`,
    );
    for (const leak of matrix.leaks) broken.push(`[${label}] leak: ${leak}`);
    for (const error of matrix.serverErrors) broken.push(`[${label}] matrix 5xx: ${error}`);
    if (!matrix.controlFlagged) broken.push(`[${label}] the matrix's control was not flagged: the matrix cannot see a leak`);

    const fuzz = await runFuzz(world, operations, { seed, requests: fuzzRequests, deadline: Date.now() + fuzzSeconds * 1000 }, fuzzLog);
    console.log(
      `[${label}] fuzz (seed ${seed}): ${fuzz.requests} requests over ${fuzz.operationsCovered} operations in ${fuzz.ms} ms (${Math.round((fuzz.requests / fuzz.ms) * 1000)}/s); 5xx ${fuzz.serverErrors.length}`,
    );
    console.log(`[${label}]   statuses ${JSON.stringify(fuzz.statuses)}; by kind ${JSON.stringify(fuzz.kinds)}`);
    console.log(`[${label}]   names stored with control or format characters: ${fuzz.oddNamesStored}`);
    console.log(
      `[${label}]   with staff sessions: ${fuzz.staffRequests} requests; back-office operations × staff seats reached ${fuzz.staffSeatsReached}, missed ${fuzz.staffSeatsMissed.length}`,
    );
    for (const missed of fuzz.staffSeatsMissed) broken.push(`[${label}] fuzz did not reach ${missed} with a staff session`);
    for (const error of fuzz.serverErrors.slice(0, 20)) broken.push(`[${label}] 5xx: ${error}`);
    if (fuzz.serverErrors.length > 20) broken.push(`[${label}] … and ${fuzz.serverErrors.length - 20} more 5xx`);
    if (fuzz.requests < FUZZ_MIN_REQUESTS)
      broken.push(`[${label}] fuzz sent ${fuzz.requests} requests, fewer than ${FUZZ_MIN_REQUESTS}, in ${fuzzSeconds} s`);
    if (fuzz.operationsCovered < operations.length)
      broken.push(`[${label}] fuzz reached ${fuzz.operationsCovered} of ${operations.length} operations`);
    if (fuzz.oddNamesStored > 0) broken.push(`[${label}] ${fuzz.oddNamesStored} names stored with control or format characters`);

    const enumerationStarted = Date.now();
    const enumeration = await signUpEnumeration(world.t, enumerationDocuments);
    console.log(
      `[${label}] sign-up enumeration: ${enumerationDocuments} known and ${enumerationDocuments} unknown documents in ${Date.now() - enumerationStarted} ms (times printed, not asserted)`,
    );
    for (const line of enumeration.lines) print(line);
    for (const difference of enumeration.differences) broken.push(`[${label}] enumeration: ${difference}`);
  } finally {
    await world.close();
  }
}

const started = Date.now();
await probe('PGlite', undefined);
const serverUrl = postgresUrl();
if (serverUrl) await probe('PostgreSQL', serverUrl);
else {
  console.log('\n⚠  PostgreSQL run SKIPPED: DATABASE_URL is not set');
  if (process.env.CI === 'true') broken.push('PostgreSQL run skipped under CI');
}

// The development server under DNS rebinding (ADR 217): its dev routes refuse any host but loopback names.
const rebindingStarted = Date.now();
const rebinding = await dnsRebinding();
console.log(`\n[dev server] DNS rebinding: ${rebinding.lines.length} probes in ${Date.now() - rebindingStarted} ms`);
for (const line of rebinding.lines) print(line);
broken.push(...rebinding.broken);

console.log(`\nIn ${Math.round((Date.now() - started) / 1000)} s.`);
if (broken.length > 0) {
  console.log(`\nBROKEN:\n  ${broken.join('\n  ')}`);
  process.exit(1);
}
console.log('No leak, no 5xx.');
process.exit(0);
