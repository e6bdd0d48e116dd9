import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { machines } from '../../machines/registry.ts';
import type { StoredLayouts } from '../../src/flows-viewer/layout/stored-layout.ts';
import { FLOWS_DIR, flowFiles, staleFlowFiles } from './flow-docs.ts';
import { LAYOUTS_FILE, layoutsText, refreshLayouts, staleLayouts } from './flow-layouts.ts';

/** Where `npm run flows` says what it did (`log`) and what is stale (`error`), a line each. */
export type FlowsOutput = { log: (line: string) => void; error: (line: string) => void };

const CONSOLE: FlowsOutput = { log: (line) => console.log(line), error: (line) => console.error(line) };

/** `npm run flows` on a command line (without the node and script arguments): answers the exit code (scripts/flows.ts). */
export async function flowsCommand(args: readonly string[], io: FlowsOutput = CONSOLE): Promise<number> {
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
      io.log(`${dir}: up to date (${generated.size} files); ${layoutsFile}: up to date`);
      return 0;
    }
    io.error('The flow diagrams or layouts are stale; run `npm run flows` and commit the result:');
    for (const { file, problem } of stale) io.error(`  ${join(dir, file)}: ${problem}`);
    for (const { name, problem } of staleLaid) io.error(`  ${layoutsFile} (${name}): ${problem}`);
    return 1;
  }
  mkdirSync(dir, { recursive: true });
  for (const { file, problem } of stale) {
    if (problem === 'not generated') rmSync(join(dir, file));
    else writeFileSync(join(dir, file), generated.get(file)!);
  }
  io.log(stale.length === 0 ? `${dir}: up to date` : `${dir}: wrote ${stale.map((s) => s.file).join(', ')}`);
  if (staleLaid.length > 0) writeFileSync(layoutsFile, layoutsText(await refreshLayouts(machines, stored)));
  io.log(staleLaid.length === 0 ? `${layoutsFile}: up to date` : `${layoutsFile}: laid out ${staleLaid.map((s) => s.name).join(', ')}`);
  return 0;
}
