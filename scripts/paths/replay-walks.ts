import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { hasNoControlCharacters } from '../../domain/characters.ts';
import type { Expected } from '../../test/model/lib/expected.ts';
import { expectedOf } from '../../test/model/lib/expected.ts';
import type { MachineModel } from '../../test/model/lib/model.types.ts';
import { modelWalker } from '../../test/model/lib/walk.ts';
import { expectedLine } from './path-formats.ts';

const Text = v.pipe(v.string(), v.check(hasNoControlCharacters, 'a control character is not allowed'));
const Labels = v.array(Text);
const ExpectedEnd = v.partial(
  v.strictObject({ state: Text, view: v.nullable(Text), url: v.nullable(Text), title: v.nullable(Text), status: Text }),
);
const WalkSchema = v.strictObject({ machine: Text, labels: Labels, expected: v.optional(ExpectedEnd) });
// A `--json` document: only the machines' names and their paths' labels and ends are read.
const PathsDocumentSchema = v.object({
  machines: v.array(v.object({ name: Text, paths: v.nullable(v.array(v.object({ labels: Labels, expected: ExpectedEnd }))) })),
});

/** A walk QA replays: the explorer's export, or one path of `npm run paths -- --json` with its machine's name. */
export type Walk = { machine: string; labels: string[]; expected?: Partial<Expected> };

/** A walk file that cannot be replayed (unreadable, not JSON, not walks): its message is one line for the console. */
export class WalkFileError extends Error {}

function parsed<S extends v.GenericSchema>(schema: S, value: unknown, file: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const [issue] = result.issues;
  const at = v.getDotPath(issue);
  throw new WalkFileError(`${file} holds no walks to replay: ${at ? `at ${at}, ` : ''}${issue.message}`);
}

/** The walks in a JSON value: one walk, a list of walks, or a whole `--json` document; throws a WalkFileError. */
export function walksOf(json: unknown, file = 'the file'): Walk[] {
  if (json !== null && typeof json === 'object' && 'machines' in json)
    return parsed(PathsDocumentSchema, json, file).machines.flatMap((machine) =>
      (machine.paths ?? []).map((path) => ({ machine: machine.name, ...path })),
    );
  return Array.isArray(json) ? parsed(v.array(WalkSchema), json, file) : [parsed(WalkSchema, json, file)];
}

/** The walks in a file, or a WalkFileError saying in one line why there are none. */
export function readWalks(file: string): Walk[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new WalkFileError(`Cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : code}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new WalkFileError(`${file} is not JSON: ${(error as Error).message.split('\n')[0]}`);
  }
  return walksOf(json, file);
}

/**
 * How a replayed walk went: as expected; `stale` when one of its steps cannot be taken (the walk was recorded on
 * another version of the machine, or names another machine), naming the first such step; `elsewhere` when it ends
 * at another state, view or URL than it says.
 */
export type WalkResult = { kind: 'ok' } | { kind: 'stale' | 'elsewhere'; problem: string };

/** Replays a walk on its model's machine and fakes. */
export function replayWalk(model: MachineModel, walk: Walk): WalkResult {
  const walker = modelWalker(model);
  let at = walker.initial;
  for (const [index, label] of walk.labels.entries()) {
    try {
      at = walker.step(at, label).snapshot;
    } catch {
      return {
        kind: 'stale',
        problem: `step ${index + 1}, "${label}", no longer exists here: this walk was recorded on another version of the machine`,
      };
    }
  }
  const end: Expected = expectedOf(at);
  const wrong = Object.entries(walk.expected ?? {}).filter(([key, value]) => end[key as keyof Expected] !== value);
  return wrong.length === 0
    ? { kind: 'ok' }
    : {
        kind: 'elsewhere',
        problem: `expected ${wrong.map(([key, value]) => `${key} ${value}`).join(', ')}; ended at ${expectedLine(end)}`,
      };
}
