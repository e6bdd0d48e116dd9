/**
 * `npm run paths -- [machine…] [--through <state>] [--ending <state>] [--format text|json|csv|gherkin] [--json]`:
 * the transition-covering shortest paths of every registered machine (or of the ones named), each replayed on the
 * machine with fakes, with the state, view and URL it should end at, near-duplicates grouped, and the
 * state/transition coverage they reach. Exits 1 when a machine has no model, a replay fails, or coverage is below
 * 100%. `--replay <file>` replays walks instead (the explorer's export, or a `--json` document) and checks their ends;
 * a file that holds no walks (missing, not JSON, a walk without labels) is said in one line, exit 2.
 */
import { machines } from '../machines/registry.ts';
import { runModel } from '../test/model/lib/run.ts';
import { MODELS } from '../test/model/models.ts';
import { machineGraph } from './flows/machine-graph.ts';
import { formatPaths } from './paths/path-formats.ts';
import { matchState, type PathFilter } from './paths/path-select.ts';
import { parsePathsArgs } from './paths/paths-args.ts';
import { isComplete, machinePaths, type PathsDocument } from './paths/paths-report.ts';
import { readWalks, replayWalk, type Walk, WalkFileError } from './paths/replay-walks.ts';
import { writeOut } from './paths/write-out.ts';

const fail = (message: string) => {
  console.error(message);
  process.exit(1);
};

let args: ReturnType<typeof parsePathsArgs>;
try {
  args = parsePathsArgs(process.argv.slice(2));
} catch (error) {
  fail((error as Error).message);
}
const known = Object.keys(machines);
const unknown = args!.names.filter((name) => !known.includes(name));
if (unknown.length > 0) fail(`Unknown machine ${unknown.join(', ')}. Registered: ${known.join(', ')}`);
const { names, format, through, ending, replay } = args!;

if (replay) {
  let walks: Walk[] = [];
  try {
    walks = readWalks(replay);
  } catch (error) {
    if (!(error instanceof WalkFileError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
  const problems = walks.flatMap((walk, i) => {
    const model = MODELS.find((candidate) => candidate.name === walk.machine);
    const problem = model ? replayWalk(model, walk) : `no model named ${walk.machine}`;
    return problem ? [`walk ${i + 1} (${walk.machine}): ${problem}`] : [];
  });
  await writeOut(
    `${walks.length - problems.length}/${walks.length} walks ended as expected\n${problems.map((p) => `  ✗ ${p}\n`).join('')}`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
} else {
  const document: PathsDocument = { machines: [] };
  const filtered = through !== undefined || ending !== undefined;
  for (const name of names.length > 0 ? names : known) {
    const model = MODELS.find((candidate) => candidate.name === name);
    if (!model) {
      document.machines.push({ name, paths: null });
      continue;
    }
    const { states } = machineGraph(model.machine);
    // A state named for a filter that this machine lacks selects none of its paths.
    const ids = (state?: string) => (state === undefined ? undefined : new Set(matchState(states, state).map((each) => each.id)));
    const filter: PathFilter = { through: ids(through), ending: ids(ending) };
    // Unnamed machines without the state are left out of a filtered listing.
    if (names.length === 0 && filtered && (filter.through?.size === 0 || filter.ending?.size === 0)) continue;
    try {
      document.machines.push(machinePaths(name, await runModel(model), filter));
    } catch (error) {
      document.machines.push({ name, paths: null, error: (error as Error).message });
    }
  }
  if (document.machines.length === 0) fail(`No machine has a state named ${[through, ending].filter(Boolean).join(' or ')}`);
  await writeOut(formatPaths(document, format));
  process.exitCode = document.machines.every(isComplete) ? 0 : 1;
}
