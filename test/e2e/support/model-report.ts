import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../server/test-support/server-process.ts';

/** The model suite's report, which the server's development relay hands the explorer. */
const REPORT = join(REPO_ROOT, 'coverage/model.json');

// An entry from before paths carried their IDs counts as missing.
function hasPaths(machine: string): boolean {
  try {
    const report = JSON.parse(readFileSync(REPORT, 'utf8')) as Record<string, { paths?: { ids?: unknown[] } }>;
    return Array.isArray(report[machine]?.paths?.ids);
  } catch {
    return false;
  }
}

/**
 * Makes sure coverage/model.json has a machine's paths (only `npm run test:model` writes it): when it does not, runs
 * that machine's model tests, which write its entry and keep the others'. Throws one line when they fail.
 */
export function ensureModelReport(machine: string): void {
  if (hasPaths(machine)) return;
  const args = ['vitest', 'run', '-c', 'vitest.model.config.ts', 'test/model/model.test.ts', '-t', `${machine} machine`];
  const run = spawnSync('npx', args, { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (run.status !== 0 || !hasPaths(machine))
    throw new Error(`coverage/model.json has no ${machine} paths and \`npx ${args.join(' ')}\` could not write them (exit ${run.status})`);
}
