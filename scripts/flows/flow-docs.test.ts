import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machines } from '../../machines/registry.ts';
import { flowFiles, staleFlowFiles } from './flow-docs.ts';
import { LAYOUTS_FILE, staleLayouts } from './flow-layouts.ts';
import { flowsCommand } from './flows-command.ts';
import { toMermaid } from './to-mermaid.ts';

const spawned = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/flows.ts', ...args], { encoding: 'utf8' });
/** The command scripts/flows.ts runs, in this process (a spawn costs seconds of loading every machine). */
async function inProcess(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const status = await flowsCommand(args, { log: (line) => (stdout += `${line}\n`), error: (line) => (stderr += `${line}\n`) });
  return { status, stdout, stderr };
}

describe('flowFiles', () => {
  it('writes one diagram per registered machine and an index embedding each in a mermaid block', () => {
    const files = flowFiles(machines);
    expect([...files.keys()].sort()).toEqual([...Object.keys(machines).map((name) => `${name}.mmd`), 'README.md'].sort());
    const readme = files.get('README.md')!;
    for (const [name, machine] of Object.entries(machines)) {
      expect(files.get(`${name}.mmd`)).toBe(toMermaid(machine));
      expect(readme).toContain(`## ${name}\n\n\`\`\`mermaid\n${toMermaid(machine)}\`\`\``);
      expect(readme).toContain(`[${name}.mmd](${name}.mmd)`);
    }
  });
});

describe('staleFlowFiles', () => {
  const generated = new Map([
    ['a.mmd', 'A'],
    ['README.md', 'R'],
  ]);
  it('finds nothing when the folder matches', () => {
    expect(staleFlowFiles(generated, new Map(generated))).toEqual([]);
  });
  it('lists changed, missing and leftover diagrams', () => {
    const existing = new Map([
      ['a.mmd', 'old'],
      ['gone.mmd', 'G'],
      ['notes.txt', 'kept'],
    ]);
    expect(staleFlowFiles(generated, existing)).toEqual([
      { file: 'a.mmd', problem: 'stale' },
      { file: 'README.md', problem: 'missing' },
      { file: 'gone.mmd', problem: 'not generated' },
    ]);
  });
});

describe('npm run flows / flows:check', () => {
  it('writes the folder and the layouts, then fails listing a stale or leftover file until regenerated', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'flows-'));
    const layouts = join(dir, 'layouts.json');
    // The committed layouts as a start, so that only the edited machine is laid out again.
    copyFileSync(LAYOUTS_FILE, layouts);
    const at = ['--dir', join(dir, 'docs'), '--layouts', layouts];
    // The check as a process (the script's exit code and stderr); writing in-process, the same command.
    const run = (...args: string[]) => inProcess(...at, ...args);
    expect((await run()).status).toBe(0);
    const docs = join(dir, 'docs');
    const written = () => new Map(readdirSync(docs).map((file) => [file, readFileSync(join(docs, file), 'utf8')]));
    expect(staleFlowFiles(flowFiles(machines), written())).toEqual([]);

    writeFileSync(join(docs, 'onboarding.mmd'), `${readFileSync(join(docs, 'onboarding.mmd'), 'utf8')}  idle --> gone : edited\n`);
    writeFileSync(join(docs, 'retired.mmd'), 'stateDiagram-v2\n');
    writeFileSync(layouts, readFileSync(layouts, 'utf8').replace(/("password": \{"digest":")\w+/, '$1edited'));
    const check = spawned(...at, '--check');
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('run `npm run flows`');
    expect(check.stderr).toContain(`${join(docs, 'onboarding.mmd')}: stale`);
    expect(check.stderr).toContain(`${join(docs, 'retired.mmd')}: not generated`);
    expect(check.stderr).toContain(`${layouts} (password): stale`);
    expect(check.stderr).not.toContain('README.md');

    expect((await run()).status).toBe(0);
    expect(existsSync(join(docs, 'retired.mmd'))).toBe(false);
    expect(staleFlowFiles(flowFiles(machines), written())).toEqual([]);
    expect(staleLayouts(machines, JSON.parse(readFileSync(layouts, 'utf8')))).toEqual([]);
  });
});
