import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { machines } from '../../machines/registry.ts';
import { runModel } from '../../test/model/lib/run.ts';
import { MODELS } from '../../test/model/models.ts';
import { machineGraph } from '../flows/machine-graph.ts';
import { formatGlossary, formatPaths, gherkinOf, unmodelledLine } from './path-formats.ts';
import { matchState, type PathFilter } from './path-select.ts';
import { parsePathsArgs, USAGE, UsageError } from './paths-args.ts';
import { isComplete, machineGlossary, machinePaths, type PathsDocument } from './paths-report.ts';
import { replayWalks } from './replay-command.ts';
import { type Output, STDIO } from './write-out.ts';

/** A command line that cannot run: its one line, then exit 2. */
class Refusal extends Error {}

/**
 * `npm run paths` on a command line (without the node and script arguments): writes to `io` and answers the exit
 * code (scripts/paths.ts describes them).
 */
export async function pathsCommand(argv: readonly string[], io: Output = STDIO): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    if (!(error instanceof Refusal || error instanceof UsageError)) throw error;
    io.err(error.message);
    return 2;
  }
}

async function run(argv: readonly string[], io: Output): Promise<number> {
  const args = parsePathsArgs(argv);
  if (args.help) {
    await io.out(USAGE);
    return 0;
  }
  const known = Object.keys(machines);
  const unknown = args.names.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new Refusal(`Unknown machine ${unknown.join(', ')}. Registered: ${known.join(', ')}`);
  const { names, format, through, ending, event, replay, junit, out, timings, glossary } = args;
  if (replay) return replayWalks(replay, junit, io);

  const chosen = (names.length > 0 ? names : known).map((name) => ({ name, model: MODELS.find((each) => each.name === name) }));
  // A filter's state or event must exist in a chosen machine: a typo must not read as "no path goes there".
  const filters = new Map<string, PathFilter>();
  for (const { name, model } of chosen) {
    if (!model) continue;
    const { states, edges } = machineGraph(model.machine);
    const ids = (state?: string) => (state === undefined ? undefined : new Set(matchState(states, state).map((each) => each.id)));
    const filter: PathFilter = { through: ids(through), ending: ids(ending), event };
    const lacks =
      filter.through?.size === 0 || filter.ending?.size === 0 || (event !== undefined && !edges.some((edge) => edge.eventType === event));
    if (!lacks) filters.set(name, filter);
  }
  const filtered = through !== undefined || ending !== undefined || event !== undefined;
  if (filtered && filters.size === 0) {
    const asked = [through && `state ${through}`, ending && `state ${ending}`, event && `event ${event}`].filter(Boolean).join(' or ');
    throw new Refusal(`Unknown ${asked}: no ${names.length > 0 ? 'named ' : ''}machine has it`);
  }

  const document: PathsDocument = { machines: [] };
  const glossaries = [];
  for (const { name, model } of chosen) {
    if (!model) {
      document.machines.push({ name, paths: null });
      continue;
    }
    // Unnamed machines without the state or event are left out of a filtered listing.
    if (filtered && !filters.has(name) && names.length === 0) continue;
    try {
      const run = await runModel(model);
      document.machines.push(machinePaths(name, run, filters.get(name) ?? { through: new Set(), ending: new Set() }, timings));
      if (glossary) glossaries.push({ name, glossary: machineGlossary(run) });
    } catch (error) {
      document.machines.push({ name, paths: null, error: (error as Error).message });
    }
  }

  if (glossary) await io.out(formatGlossary(glossaries, format));
  else if (out) {
    mkdirSync(out, { recursive: true });
    for (const machine of format === 'gherkin' ? document.machines : []) {
      if (machine.paths === null) io.err(`${unmodelledLine(machine)}: no ${machine.name}.feature written`);
      else writeFileSync(join(out, `${machine.name}.feature`), gherkinOf(machine));
    }
    if (format !== 'gherkin') writeFileSync(join(out, `paths.${format === 'text' ? 'txt' : format}`), formatPaths(document, format));
    io.err(
      `npm run paths: wrote ${format === 'gherkin' ? `${document.machines.filter((m) => m.paths).length} .feature files` : `paths.${format}`} into ${out}`,
    );
  } else {
    if (format === 'gherkin' && document.machines.length > 1)
      throw new Refusal('Gherkin holds one machine a file: name one machine, or give --out <folder>');
    await io.out(formatPaths(document, format));
  }
  return document.machines.every(isComplete) ? 0 : 1;
}
