import { spawnSync } from 'node:child_process';
import { pathsCommand } from './paths-command.ts';

/** `npm run paths -- <args>` as a process: its exit code, stdout and stderr. */
export const spawnPaths = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/paths.ts', ...args], { encoding: 'utf8' });

/**
 * The command scripts/paths.ts runs, in this process: the same exit code, stdout and stderr as `spawnPaths`, without
 * a process's seconds of loading the machines and models each time. A test file keeps one spawn for the script's wiring.
 */
export async function runPaths(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const status = await pathsCommand(args, {
    out: async (text) => {
      stdout += text;
    },
    err: (line) => {
      stderr += `${line}\n`;
    },
  });
  return { status, stdout, stderr };
}
