/**
 * `npm run paths -- --help`: the transition-covering shortest paths of every registered machine (or of the ones
 * named), each by its content ID, replayed on the machine with fakes, with the state, view and URL it should end
 * at, near-duplicates grouped, and the state/transition coverage they reach; as text, JSON, a CSV import or Gherkin.
 * Exits 1 when a machine has no model, a replay fails or coverage is below 100%; 2 on a command line it cannot run
 * (an unknown option, machine, state or event) or a walk file it cannot replay (unreadable, not walks, or recorded
 * on another version of a machine).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { machines } from '../machines/registry.ts';
import { runModel } from '../test/model/lib/run.ts';
import { MODELS } from '../test/model/models.ts';
import { machineGraph } from './flows/machine-graph.ts';
import { formatGlossary, formatPaths, gherkinOf, unmodelledLine } from './paths/path-formats.ts';
import { matchState, type PathFilter } from './paths/path-select.ts';
import { parsePathsArgs, USAGE, UsageError } from './paths/paths-args.ts';
import { isComplete, machineGlossary, machinePaths, type PathsDocument } from './paths/paths-report.ts';
import { replayWalks } from './paths/replay-command.ts';
import { writeOut } from './paths/write-out.ts';

const usage = (message: string): never => {
  console.error(message);
  process.exit(2);
};

let args: ReturnType<typeof parsePathsArgs> = parsePathsArgs([]);
try {
  args = parsePathsArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  usage(error.message);
}
if (args.help) {
  await writeOut(USAGE);
  process.exit(0);
}
const known = Object.keys(machines);
const unknown = args.names.filter((name) => !known.includes(name));
if (unknown.length > 0) usage(`Unknown machine ${unknown.join(', ')}. Registered: ${known.join(', ')}`);
const { names, format, through, ending, event, replay, junit, out, timings, glossary } = args;

if (replay) {
  process.exitCode = await replayWalks(replay, junit);
} else {
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
    usage(`Unknown ${asked}: no ${names.length > 0 ? 'named ' : ''}machine has it`);
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

  if (glossary) await writeOut(formatGlossary(glossaries, format));
  else if (out) {
    mkdirSync(out, { recursive: true });
    for (const machine of format === 'gherkin' ? document.machines : []) {
      if (machine.paths === null) console.error(`${unmodelledLine(machine)}: no ${machine.name}.feature written`);
      else writeFileSync(join(out, `${machine.name}.feature`), gherkinOf(machine));
    }
    if (format !== 'gherkin') writeFileSync(join(out, `paths.${format === 'text' ? 'txt' : format}`), formatPaths(document, format));
    console.error(
      `npm run paths: wrote ${format === 'gherkin' ? `${document.machines.filter((m) => m.paths).length} .feature files` : `paths.${format}`} into ${out}`,
    );
  } else {
    if (format === 'gherkin' && document.machines.length > 1)
      usage('Gherkin holds one machine a file: name one machine, or give --out <folder>');
    await writeOut(formatPaths(document, format));
  }
  process.exitCode = document.machines.every(isComplete) ? 0 : 1;
}
