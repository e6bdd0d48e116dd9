/**
 * `npm run test:model:browser`: prints which transitions of the onboarding machine the browser set covers (and why
 * each other one is left out), then replays the set in Chromium against the real API and database (ADR 243) and
 * prints how long the replay took. `npm run test:e2e` (and so `npm test` and CI) runs the same file with the rest.
 */
import { spawnSync } from 'node:child_process';
import { browserCoverageReport } from '../test/model/browser-coverage.ts';

console.log(browserCoverageReport());
const started = performance.now();
const { status } = spawnSync('npx', ['tsx', 'test/e2e/run.ts', 'test/e2e/model-paths.e2e.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
console.log(`test:model:browser: the replay took ${Math.round((performance.now() - started) / 1000)} s`);
process.exit(status ?? 1);
