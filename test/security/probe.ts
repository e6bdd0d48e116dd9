/**
 * One probe of the security suite (run.ts) on one database, in a process of its own so that the PGlite and the
 * PostgreSQL probes run at once on two cores: the API in-process, probed by the authorization matrix generated from
 * /api/openapi.json, the seeded fuzz of every operation and the sign-up enumeration check (ADR 196). Prints what it
 * found, each line led by the probe's label, and last a line `BROKEN <json>`: what breaks the suite's promises.
 * Run as `tsx test/security/probe.ts PGlite` or `… PostgreSQL` (on DATABASE_URL); FUZZ_SEED replays a run.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresUrl } from '../../server/test-support/test-db.ts';
import { runMatrix } from './authorization-matrix.ts';
import { FUZZ_MIN_REQUESTS, runFuzz } from './fuzz.ts';
import { operationsOf } from './operations.ts';
import { BROKEN_MARK } from './probe-output.ts';
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

/** Runs the probe named on the command line, when this file is the process's entry point. */
async function main(label: string | undefined): Promise<void> {
  if (label !== 'PGlite' && label !== 'PostgreSQL') throw new Error('usage: tsx test/security/probe.ts PGlite|PostgreSQL');
  const serverUrl = label === 'PostgreSQL' ? postgresUrl() : undefined;
  if (label === 'PostgreSQL' && !serverUrl) throw new Error('the PostgreSQL probe needs DATABASE_URL');
  await probe(label, serverUrl);
  console.log(`${BROKEN_MARK}${JSON.stringify(broken)}`);
  process.exit(0);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main(process.argv[2]);
