/**
 * `npm test`: every suite a change must pass, in order, stopping at the first that fails — lint, typecheck,
 * unit + API + views, model-based, the statement budgets, end to end in Chromium (with the model's browser set,
 * `test/e2e/model-paths.e2e.ts`, ADR 243) — then each suite's time.
 * TEST_TIMES_FILE=<path> also writes those times there, one `seconds<TAB>label: suite` line each (label:
 * TEST_TIMES_LABEL, else "npm test"), which .ci/run prints when a leg outgrows its share. `npm test -- unit model`
 * runs only the suites named.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const SUITES: [name: string, script: string][] = [
  ['lint', 'lint'],
  ['typecheck', 'typecheck'],
  ['unit', 'test:unit'],
  ['model', 'test:model'],
  ['budgets', 'test:budgets'],
  ['e2e', 'test:e2e'],
];

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !SUITES.some(([suite]) => suite === name));
if (unknown.length > 0) {
  console.error(`npm test: unknown suite ${unknown.join(', ')} (suites: ${SUITES.map(([name]) => name).join(', ')})`);
  process.exit(2);
}

const times: [name: string, seconds: number][] = [];
let failed: string | undefined;
for (const [name, script] of SUITES) {
  if (chosen.length > 0 && !chosen.includes(name)) continue;
  const started = performance.now();
  const { status } = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  const seconds = Math.round((performance.now() - started) / 1000);
  times.push([name, seconds]);
  if (process.env.TEST_TIMES_FILE)
    appendFileSync(process.env.TEST_TIMES_FILE, `${seconds}\t${process.env.TEST_TIMES_LABEL ?? 'npm test'}: ${name}\n`);
  if (status !== 0) {
    failed = name;
    break;
  }
}

const format = (seconds: number) => `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
console.log(`\nnpm test: ${times.map(([name, seconds]) => `${name} ${format(seconds)}`).join(', ')}`);
if (failed) {
  console.error(`npm test: ${failed} FAILED`);
  process.exit(1);
}
