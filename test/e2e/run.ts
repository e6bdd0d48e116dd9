/**
 * Runs the Chromium end-to-end suites. Chromium comes from CHROME_PATH or Debian's /usr/bin/chromium (never a
 * download). Without one the suites are skipped with a loud line, and under CI=true a skip is a failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.ts';

const executable = chromiumPath();
if (!executable) {
  const line = '!!! E2E SKIPPED: no Chromium at CHROME_PATH or /usr/bin/chromium (apt-get install -y chromium) !!!';
  console.error(`\n${'!'.repeat(line.length)}\n${line}\n${'!'.repeat(line.length)}\n`);
  process.exit(process.env.CI === 'true' ? 1 : 0);
}
const staticDir = process.env.E2E_DIST ?? 'dist';
if (!existsSync(`${staticDir}/index.html`)) {
  console.error(`${staticDir}/ is missing: run \`npm run build\` first (npm run test:e2e does).`);
  process.exit(1);
}
const result = spawnSync('npx', ['playwright', 'test', '-c', 'test/e2e/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: executable },
});
process.exit(result.status ?? 1);
