/**
 * `npm run flows`: writes docs/flows/<machine>.mmd (Mermaid stateDiagram-v2) for every machine of
 * machines/registry.ts, docs/flows/README.md embedding them, and the explorer's stored layouts (ELK run here, at
 * build time, for the machines whose graph changed). `--check` (`npm run flows:check`) writes nothing and exits 1
 * listing the stale files. `--dir <path>` and `--layouts <file>` point at another folder and file (tests).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { machines } from '../machines/registry.ts';
import type { StoredLayouts } from '../src/flows-viewer/layout/stored-layout.ts';
import { FLOWS_DIR, flowFiles, staleFlowFiles } from './flows/flow-docs.ts';
import { LAYOUTS_FILE, layoutsText, refreshLayouts, staleLayouts } from './flows/flow-layouts.ts';

const args = process.argv.slice(2);
const check = args.includes('--check');
const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const dir = option('--dir', FLOWS_DIR);
const layoutsFile = option('--layouts', LAYOUTS_FILE);

const read = (): Map<string, string> => {
  try {
    return new Map(readdirSync(dir).map((file) => [file, readFileSync(join(dir, file), 'utf8')]));
  } catch {
    return new Map();
  }
};
const readLayouts = (): StoredLayouts => {
  try {
    return JSON.parse(readFileSync(layoutsFile, 'utf8'));
  } catch {
    return {};
  }
};

const generated = flowFiles(machines);
const stale = staleFlowFiles(generated, read());
const stored = readLayouts();
const staleLaid = staleLayouts(machines, stored);
if (check) {
  if (stale.length === 0 && staleLaid.length === 0) {
    console.log(`${dir}: up to date (${generated.size} files); ${layoutsFile}: up to date`);
    process.exit(0);
  }
  console.error('The flow diagrams or layouts are stale; run `npm run flows` and commit the result:');
  for (const { file, problem } of stale) console.error(`  ${join(dir, file)}: ${problem}`);
  for (const { name, problem } of staleLaid) console.error(`  ${layoutsFile} (${name}): ${problem}`);
  process.exit(1);
}
mkdirSync(dir, { recursive: true });
for (const { file, problem } of stale) {
  if (problem === 'not generated') rmSync(join(dir, file));
  else writeFileSync(join(dir, file), generated.get(file)!);
}
console.log(stale.length === 0 ? `${dir}: up to date` : `${dir}: wrote ${stale.map((s) => s.file).join(', ')}`);
if (staleLaid.length > 0) writeFileSync(layoutsFile, layoutsText(await refreshLayouts(machines, stored)));
console.log(staleLaid.length === 0 ? `${layoutsFile}: up to date` : `${layoutsFile}: laid out ${staleLaid.map((s) => s.name).join(', ')}`);
