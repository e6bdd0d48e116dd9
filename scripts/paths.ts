/**
 * `npm run paths -- [machine] [--json]`: the transition-covering shortest paths of every registered machine (or of
 * one), each replayed on the machine with fakes, and the state/transition coverage they reach. Exits 1 when a
 * machine has no model, a replay fails, or coverage is below 100%.
 */
import { machines } from '../machines/registry.ts';
import { runModel } from '../test/model/lib/run.ts';
import { MODELS } from '../test/model/models.ts';
import { formatPaths, isComplete, machinePaths, type PathsDocument } from './paths/paths-report.ts';

const args = process.argv.slice(2);
const json = args.includes('--json');
const names = args.filter((arg) => !arg.startsWith('--'));
const known = Object.keys(machines);
const unknown = names.filter((name) => !known.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown machine ${unknown.join(', ')}. Registered: ${known.join(', ')}`);
  process.exit(1);
}

const document: PathsDocument = { machines: [] };
for (const name of names.length > 0 ? names : known) {
  const model = MODELS.find((candidate) => candidate.name === name);
  if (!model) {
    document.machines.push({ name, paths: null });
    continue;
  }
  try {
    document.machines.push(machinePaths(name, await runModel(model)));
  } catch (error) {
    document.machines.push({ name, paths: null, error: (error as Error).message });
  }
}
console.log(json ? JSON.stringify(document, null, 2) : formatPaths(document));
// An exit code, not process.exit(): a piped stdout is written asynchronously and would be cut at 64 KiB.
process.exitCode = document.machines.every(isComplete) ? 0 : 1;
