/**
 * `npm run test:security`: the API in-process on PGlite and on PostgreSQL when DATABASE_URL is set, probed by
 * (a) the authorization matrix generated from /api/openapi.json and (b) a seeded fuzz of every operation. Prints
 * the matrix (the status every identity got from every operation), every leak and 5xx with its request, a sample
 * of the fuzz's requests (all of them with SECURITY_VERBOSE=1) and the figures; exits 1 on a leak, on a 5xx (matrix
 * or fuzz), on fewer fuzzed requests than promised, on a back-office operation some staff seat (analyst, approver,
 * admin of the partner, provider admin) did not reach, or when the matrix does not flag its controls (leaks it must
 * see, a role's among them). Then the
 * sign-up enumeration check (ADR 196): known and unknown documents must get the same answers from the sign-up and
 * the code resend (exit 1 otherwise); their times are printed. FUZZ_SEED replays a run.
 *
 * Each database's probe runs in a process of its own (probe.ts), the two at once, beside the DNS rebinding check of
 * the development server: on two cores the suite takes about as long as its slowest part, not the sum of them.
 * Their lines are printed as they come, each led by its probe's label.
 */
import { spawn } from 'node:child_process';
import { loadEnv } from '../../server/env.ts';
import { dnsRebinding } from './dns-rebinding.ts';
import { BROKEN_MARK } from './probe-output.ts';

const broken: string[] = [];
const print = (line: string) => console.log(`  ${line}`);

/** Runs probe.ts for `label` in a process of its own; prints its lines as they come, answers what it found broken. */
function probeProcess(label: 'PGlite' | 'PostgreSQL'): Promise<string[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/security/probe.ts', label], { stdio: ['ignore', 'pipe', 'inherit'] });
  let found: string[] | undefined;
  let pending = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith(BROKEN_MARK)) found = JSON.parse(line.slice(BROKEN_MARK.length));
      else console.log(line.startsWith(`[${label}]`) || line === '' ? line : `[${label}] ${line}`);
    }
  });
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve(found ?? [`[${label}] the probe ended (${signal ?? `exit ${code}`}) without its figures`])),
  );
}

const started = Date.now();
const serverUrl = loadEnv().databaseUrl;
if (!serverUrl) {
  console.log('\n⚠  PostgreSQL run SKIPPED: DATABASE_URL is not set');
  if (process.env.CI === 'true') broken.push('PostgreSQL run skipped under CI');
}
const probes = Promise.all([probeProcess('PGlite'), serverUrl ? probeProcess('PostgreSQL') : []]);
// The development server under DNS rebinding (ADR 217): its dev routes refuse any host but loopback names.
const rebindingStarted = Date.now();
const rebinding = await dnsRebinding();
console.log(`\n[dev server] DNS rebinding: ${rebinding.lines.length} probes in ${Date.now() - rebindingStarted} ms`);
for (const line of rebinding.lines) print(line);
broken.push(...rebinding.broken);
for (const found of await probes) broken.push(...found);

console.log(`\nIn ${Math.round((Date.now() - started) / 1000)} s.`);
if (broken.length > 0) {
  console.log(`\nBROKEN:\n  ${broken.join('\n  ')}`);
  process.exit(1);
}
console.log('No leak, no 5xx.');
process.exit(0);
