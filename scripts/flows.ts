/**
 * `npm run flows`: writes docs/flows/<machine>.mmd (Mermaid stateDiagram-v2) for every machine of
 * machines/registry.ts, and docs/flows/README.md embedding them. `--check` (`npm run flows:check`) writes nothing
 * and exits 1 listing the stale files. `--dir <path>` points at another folder (tests).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { machines } from '../machines/registry.ts';
import { FLOWS_DIR, flowFiles, staleFlowFiles } from './flows/flow-docs.ts';

const args = process.argv.slice(2);
const check = args.includes('--check');
const dirArg = args.indexOf('--dir');
const dir = dirArg >= 0 ? args[dirArg + 1] : FLOWS_DIR;

const read = (): Map<string, string> => {
  try {
    return new Map(readdirSync(dir).map((file) => [file, readFileSync(join(dir, file), 'utf8')]));
  } catch {
    return new Map();
  }
};

const generated = flowFiles(machines);
const stale = staleFlowFiles(generated, read());
if (check) {
  if (stale.length === 0) {
    console.log(`${dir}: up to date (${generated.size} files)`);
    process.exit(0);
  }
  console.error(`${dir} is stale; run \`npm run flows\` and commit the result:`);
  for (const { file, problem } of stale) console.error(`  ${join(dir, file)}: ${problem}`);
  process.exit(1);
}
mkdirSync(dir, { recursive: true });
for (const { file, problem } of stale) {
  if (problem === 'not generated') rmSync(join(dir, file));
  else writeFileSync(join(dir, file), generated.get(file)!);
}
console.log(stale.length === 0 ? `${dir}: up to date` : `${dir}: wrote ${stale.map((s) => s.file).join(', ')}`);
