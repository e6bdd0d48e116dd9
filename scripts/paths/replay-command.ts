import { writeFileSync } from 'node:fs';
import { pathIds } from '../../test/model/lib/path-id.ts';
import { MODELS } from '../../test/model/models.ts';
import { type JunitCase, junitXml } from './junit.ts';
import { readWalks, replayWalk, WalkFileError, type WalkResult } from './replay-walks.ts';
import { type Output, STDIO } from './write-out.ts';

/**
 * `npm run paths -- --replay <file> [--junit <file>]`: replays the walks, prints how each ended and answers the exit
 * code: 0 when all ended as expected, 1 when one ended elsewhere, 2 when the file holds no walks or one of them
 * cannot be replayed on this version of its machine (its first missing step named).
 */
export async function replayWalks(file: string, junit?: string, io: Output = STDIO): Promise<number> {
  let walks: ReturnType<typeof readWalks> = [];
  try {
    walks = readWalks(file);
  } catch (error) {
    if (!(error instanceof WalkFileError)) throw error;
    io.err(error.message);
    return 2;
  }
  const results = walks.map((walk): WalkResult => {
    const model = MODELS.find((candidate) => candidate.name === walk.machine);
    return model ? replayWalk(model, walk) : { kind: 'stale', problem: `no machine named ${walk.machine} has a model` };
  });
  const problems = results.flatMap((result, i) => (result.kind === 'ok' ? [] : [`walk ${i + 1} (${walks[i].machine}): ${result.problem}`]));
  const passed = results.filter((result) => result.kind === 'ok').length;
  await io.out(`${passed}/${walks.length} walks ended as expected\n${problems.map((p) => `  ✗ ${p}\n`).join('')}`);
  if (junit) {
    const cases = walks.map((walk, i): JunitCase => {
      const result = results[i];
      const name = `walk ${i + 1} [${pathIds(walk.machine, [walk.labels])[0]}] ${walk.labels.join(' → ') || '(initial state)'}`;
      return { suite: walk.machine, name, ...(result.kind === 'ok' ? {} : { failure: result.problem }) };
    });
    writeFileSync(junit, junitXml(`npm run paths -- --replay ${file}`, cases));
  }
  if (results.some((result) => result.kind === 'stale')) return 2;
  return passed === walks.length ? 0 : 1;
}
