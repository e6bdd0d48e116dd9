import { execFileSync } from 'node:child_process';
import { staleServerBuild } from '../../scripts/build/staleness.ts';

/**
 * Vitest global setup of the node project: `npm run test:unit` builds dist-server/ first, and a plain
 * `npx vitest run` after an edit to the server rebuilds it here, so no spawned server or CLI runs stale code.
 */
export function setup(): void {
  const reason = staleServerBuild(process.cwd());
  if (!reason) return;
  console.log(`dist-server: ${reason}: building it`);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], { stdio: 'inherit' });
}
