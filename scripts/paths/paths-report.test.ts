import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { exampleModel } from '../../test/model/lib/example.model.ts';
import { runModel } from '../../test/model/lib/run.ts';
import { machineGraph } from '../flows/machine-graph.ts';
import { formatPaths, isComplete, machinePaths, type PathsDocument } from './paths-report.ts';

const paths = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/paths.ts', ...args], { encoding: 'utf8' });

describe('paths report', () => {
  it('lists one numbered line of event labels per path under a header with full coverage', async () => {
    const report = machinePaths('example', await runModel(exampleModel));
    const { states, edges } = machineGraph(exampleModel.machine);
    expect(isComplete(report)).toBe(true);
    expect(report.states).toMatchObject({ visited: states.length, total: states.length, percent: 100 });
    expect(report.transitions).toMatchObject({ visited: edges.length, total: edges.length, percent: 100 });

    const [header, ...lines] = formatPaths({ machines: [report] }).split('\n');
    expect(header).toMatch(
      new RegExp(
        `^example: ${report.paths.length} paths · states ${states.length}/${states.length} \\(100%\\) · ` +
          `transitions ${edges.length}/${edges.length} \\(100%\\) · \\d+ abstract states · generated in \\d+ ms, replayed in \\d+ ms$`,
      ),
    );
    expect(lines).toHaveLength(report.paths.length);
    expect(lines[0]).toBe('  1. start → load ✓ ok');
    expect(lines.map((line) => line.replace(/^ *\d+\. /, ''))).toEqual(report.paths.map((path) => path.join(' → ')));
    expect(lines).toContain('  2. start → load ✗ boom → failed after 1000');
  });

  it('lists what a poorer model misses and is then incomplete', async () => {
    const poorer = { ...exampleModel, events: () => exampleModel.events(undefined as never).filter((event) => event.type !== 'retry') };
    const report = machinePaths('example', await runModel(poorer));
    expect(isComplete(report)).toBe(false);
    expect(report.transitions.missing).toEqual(['lib.failed --retry--> lib.loading [lib.failed:0:0]']);
    expect(formatPaths({ machines: [report] })).toContain('  ✗ transition never taken: lib.failed --retry--> lib.loading [lib.failed:0:0]');
  });

  it('says why a model could not be explored', () => {
    expect(formatPaths({ machines: [{ name: 'documents', paths: null, error: 'No payload cases for the actor "x"' }] })).toBe(
      'documents: cannot generate paths: No payload cases for the actor "x"',
    );
  });

  it('names a registered machine that has no model yet', () => {
    const document: PathsDocument = { machines: [{ name: 'password', paths: null }] };
    expect(formatPaths(document)).toBe('password: no model — add test/model/password.model.ts (see test/model/README.md)');
    expect(isComplete(document.machines[0])).toBe(false);
  });
});

describe('npm run paths', () => {
  it('prints a JSON document for one machine with --json', () => {
    const result = paths('onboarding', '--json');
    expect(result.status).toBe(0);
    const document = JSON.parse(result.stdout) as PathsDocument;
    expect(document.machines.map((machine) => machine.name)).toEqual(['onboarding']);
    const [onboarding] = document.machines;
    expect(onboarding.paths?.length).toBeGreaterThan(0);
    expect(onboarding.paths?.every((path) => path.every((label) => typeof label === 'string'))).toBe(true);
    // The onboarding graph (about 2,500 paths, well over the 64 KiB a pipe once cut) takes a while on a busy machine.
  }, 120_000);

  it('refuses an unknown machine, naming the registered ones', () => {
    const result = paths('nope');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Unknown machine nope. Registered: onboarding');
  });
});
