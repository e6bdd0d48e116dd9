import type { Expected } from '../../test/model/lib/expected.ts';
import { expectedOf } from '../../test/model/lib/expected.ts';
import type { MachineModel } from '../../test/model/lib/model.types.ts';
import { modelWalker } from '../../test/model/lib/walk.ts';
import { expectedLine } from './path-formats.ts';

/** A walk QA replays: the explorer's export, or one path of `npm run paths -- --json` with its machine's name. */
export type Walk = { machine: string; labels: string[]; expected?: Partial<Expected> };

/** The walks in a file: one walk, a list of walks, or a whole `--json` document. */
export function walksOf(json: unknown): Walk[] {
  const value = json as { machines?: { name: string; paths: { labels: string[]; expected: Expected }[] | null }[] };
  if (Array.isArray(value.machines))
    return value.machines.flatMap((machine) => (machine.paths ?? []).map((path) => ({ machine: machine.name, ...path })));
  return Array.isArray(json) ? (json as Walk[]) : [json as Walk];
}

/** Replays a walk on its model's machine and fakes; the problem in one line, or null when it ends as expected. */
export function replayWalk(model: MachineModel, walk: Walk): string | null {
  let end: Expected;
  try {
    const steps = modelWalker(model).walk(walk.labels);
    end = expectedOf(steps.at(-1)?.snapshot ?? modelWalker(model).initial);
  } catch (error) {
    return (error as Error).message;
  }
  const wrong = Object.entries(walk.expected ?? {}).filter(([key, value]) => end[key as keyof Expected] !== value);
  return wrong.length === 0 ? null : `expected ${wrong.map(([key, value]) => `${key} ${value}`).join(', ')}; ended at ${expectedLine(end)}`;
}
