import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathsThrough } from '../../src/flows-viewer/flow-view.ts';
import { continueSignupModel } from '../../test/model/continue-signup.model.ts';
import { modelReport, reportPaths } from '../../test/model/lib/coverage.ts';
import { exampleModel } from '../../test/model/lib/example.model.ts';
import { groupPaths, numberPaths } from '../../test/model/lib/numbering.ts';
import { runModel } from '../../test/model/lib/run.ts';
import { machineGraph } from '../flows/machine-graph.ts';
import { formatPaths } from './path-formats.ts';
import { matchState } from './path-select.ts';
import { isComplete, machinePaths, type PathsDocument } from './paths-report.ts';

// The example with a second error case: its paths through it are near-duplicates of the first's.
const twoErrors = {
  ...exampleModel,
  actors: {
    load: { ...exampleModel.actors.load, error: [...exampleModel.actors.load.error, { label: 'bang', error: new Error('bang') }] },
  },
};

describe('paths report', () => {
  it('lists one numbered line of event labels per path and, under each group, the state it must end at', async () => {
    const report = machinePaths('example', await runModel(exampleModel));
    const { states, edges } = machineGraph(exampleModel.machine);
    expect(isComplete(report)).toBe(true);
    expect(report.states).toMatchObject({ visited: states.length, total: states.length, percent: 100 });
    expect(report.transitions).toMatchObject({ visited: edges.length, total: edges.length, percent: 100 });

    const [header, ...lines] = formatPaths({ machines: [report] })
      .trimEnd()
      .split('\n');
    expect(header).toMatch(
      new RegExp(
        `^example: ${report.total} paths in ${report.groups} groups · states ${states.length}/${states.length} \\(100%\\) · ` +
          `transitions ${edges.length}/${edges.length} \\(100%\\) · \\d+ abstract states · generated in \\d+ ms, replayed in \\d+ ms$`,
      ),
    );
    const pathLines = lines.filter((line) => /^ *\d+\. /.test(line));
    expect(pathLines.map((line) => line.replace(/^ *\d+\. /, ''))).toEqual(report.paths.map((path) => path.labels.join(' → ')));
    expect(lines).toContain('  1. start → load ✓ ok');
    expect(lines).toContain('     ⇒ done · view — · URL — · done');
    expect(report.paths.find((path) => path.labels.join(' → ') === 'start → load ✗ boom → failed after 1000')?.expected).toEqual({
      state: 'idle',
      view: null,
      url: null,
      title: null,
      status: 'active',
    });
  });

  it('groups paths that differ only in payload cases, listed together and numbered in that order', async () => {
    expect(
      groupPaths([
        { types: ['start', 'xstate.error.actor.load'], end: 'idle' },
        { types: ['start', 'xstate.done.actor.load'], end: 'done' },
        { types: ['start', 'xstate.error.actor.load'], end: 'idle' },
        { types: ['start', 'xstate.error.actor.load'], end: 'failed' },
      ]),
    ).toEqual([1, 2, 1, 3]);
    // A CPF, a CNPJ and an alphanumeric CNPJ take the same events to the same end.
    const report = machinePaths('continue-signup', await runModel(continueSignupModel));
    const analyzing = report.paths.filter((path) => path.labels.at(-1) === 'authenticateContinue ✓ analyzing');
    expect(analyzing.map((path) => path.labels[0]).sort()).toEqual(['CNPJ', 'CPF', 'alphanumeric CNPJ']);
    expect(new Set(analyzing.map((path) => path.group)).size).toBe(1);
    expect(analyzing.map((path) => path.number)).toEqual([0, 1, 2].map((i) => analyzing[0].number + i));
    expect(report.groups).toBeLessThan(report.total);
    expect(report.paths.map((path) => path.number)).toEqual(report.paths.map((_, i) => i + 1));
  });

  it('names each path, its group and its end as the explorer does from the model suite’s report', async () => {
    const run = await runModel(continueSignupModel);
    const numbered = numberPaths(run.generated.paths);
    const figures = { count: numbered.length, vertices: 0, edges: 0, generationMs: 0, replayMs: 0 };
    const entry = modelReport(run.coverage, reportPaths(run.graph, numbered, run.entered, figures));
    const { states } = machineGraph(continueSignupModel.machine);
    for (const state of states) {
      const listed = machinePaths('continue-signup', run, { through: new Set([state.id]) }).paths;
      expect(pathsThrough(continueSignupModel.machine, entry, state.id), state.id).toEqual(listed);
      expect(listed.length, state.id).toBeGreaterThan(0);
    }
    // Near-duplicates (a CPF, a CNPJ, an alphanumeric CNPJ) are next to each other: not the generation order.
    expect(numbered.map((path) => path.index)).not.toEqual(numbered.map((_, i) => i));
    expect(entry.paths.list).toEqual(numbered.map((path) => path.labels.join(' → ')));
  });

  it('keeps the paths through a state, or ending in one, and still reports the whole coverage', async () => {
    const run = await runModel(exampleModel);
    const { states } = machineGraph(exampleModel.machine);
    const ids = (name: string) => new Set(matchState(states, name).map((state) => state.id));
    const through = machinePaths('example', run, { through: ids('failed') });
    expect(through.paths.length).toBeGreaterThan(0);
    expect(through.paths.length).toBeLessThan(through.total);
    expect(through.paths.every((path) => path.labels.some((label) => label.startsWith('load ✗')))).toBe(true);
    const ending = machinePaths('example', run, { ending: ids('done') });
    expect(ending.paths.map((path) => path.expected.state)).toEqual(ending.paths.map(() => 'done'));
    expect(ending.transitions.percent).toBe(100);
    expect(formatPaths({ machines: [ending] })).toContain(`example: ${ending.paths.length} of ${ending.total} paths`);
    expect(matchState(states, 'nowhere')).toEqual([]);
  });

  it('writes CSV with quoted fields, Gherkin scenarios with their expectations, and JSON', async () => {
    const report = machinePaths('example', await runModel(twoErrors));
    const document: PathsDocument = { machines: [report] };
    const csv = formatPaths(document, 'csv').split('\r\n');
    expect(csv[0]).toBe('machine,path,group,steps,events,expected_state,expected_view,expected_url,expected_status');
    expect(csv).toContain('example,1,1,2,start → load ✓ ok,done,,,done');
    expect(csv).toHaveLength(report.paths.length + 2);

    const gherkin = formatPaths(document, 'gherkin');
    expect(gherkin).toMatch(/^Feature: example paths/);
    expect(gherkin).toContain(
      '  @group-1\n  Scenario: example path 1\n    Given the example machine has started\n    When start\n    And load ✓ ok\n' +
        '    Then the state is done\n    And the view is —\n    And the URL is —\n    And the machine is done',
    );
    expect((gherkin.match(/Scenario:/g) ?? []).length).toBe(report.paths.length);
    expect(JSON.parse(formatPaths(document, 'json'))).toEqual(document);
  });

  it('says why a model could not be explored, and names a machine without a model', () => {
    expect(formatPaths({ machines: [{ name: 'documents', paths: null, error: 'No payload cases for the actor "x"' }] })).toBe(
      'documents: cannot generate paths: No payload cases for the actor "x"\n',
    );
    const document: PathsDocument = { machines: [{ name: 'password', paths: null }] };
    expect(formatPaths(document)).toBe('password: no model — add test/model/password.model.ts (see test/model/README.md)\n');
    expect(isComplete(document.machines[0])).toBe(false);
  });
});

// The script through a shell pipe, as QA runs it: `npm run paths -- … | head`, `… | jq`.
const piped = (args: string, reader: string) =>
  spawnSync('sh', ['-c', `"${process.execPath}" --import tsx scripts/paths.ts ${args} | ${reader}; echo "exit \${PIPESTATUS:-$?}" >&2`], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
const paths = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/paths.ts', ...args], { encoding: 'utf8' });
const PARSE = `node -e 'let s="";process.stdin.on("data",(d)=>{s+=d}).on("end",()=>{const d=JSON.parse(s);console.log(s.length, d.machines.length)})'`;

describe('npm run paths', () => {
  it('hands a JSON document well over 64 KiB whole to a reader through a pipe', () => {
    const result = piped('agreements suitability continue-signup missing-documents --json', PARSE);
    expect(result.stderr).not.toContain('Error');
    const [length, machines] = result.stdout.trim().split(' ').map(Number);
    expect(length).toBeGreaterThan(64 * 1024);
    expect(machines).toBe(4);
  }, 120_000);

  it('stops quietly when the reader of the pipe stops early (head)', () => {
    const result = piped('agreements --json', 'head -c 100');
    expect(result.stdout).toHaveLength(100);
    expect(result.stdout.startsWith('{\n  "machines": [')).toBe(true);
    expect(result.stderr).not.toMatch(/EPIPE|Unhandled|Error/);
  }, 120_000);

  it('lists continue-signup and missing-documents paths with a CPF, a CNPJ and an alphanumeric CNPJ', () => {
    const result = paths('continue-signup', 'missing-documents');
    expect(result.status).toBe(0);
    const [continued, missing] = result.stdout.split('\n\n');
    for (const kind of ['CPF', 'CNPJ', 'alphanumeric CNPJ']) {
      expect(continued).toMatch(new RegExp(`\\d+\\. ${kind} → requestContinueCode ✓ sent → code → authenticateContinue ✓ continue`));
      expect(missing).toMatch(new RegExp(`listRequestedDocuments ✓ two \\(${kind}\\) → upload → uploadDocument ✓ stored`));
    }
  }, 120_000);

  it('filters by state and writes the chosen format', () => {
    const result = paths('continue-signup', '--ending', 'resumed', '--format', 'csv');
    expect(result.status).toBe(0);
    const [header, ...rows] = result.stdout.trim().split('\r\n');
    expect(header.split(',')[0]).toBe('machine');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.startsWith('continue-signup,') && row.includes(',resumed,'))).toBe(true);
  }, 120_000);

  it('replays an exported walk and says where one ends elsewhere', () => {
    const dir = mkdtempSync(join(tmpdir(), 'walks-'));
    const file = join(dir, 'walks.json');
    const labels = ['CPF', 'requestContinueCode ✓ sent'];
    const walk = (state: string) => ({ machine: 'continue-signup', labels, expected: { state } });
    const wrongEvent = { machine: 'continue-signup', labels: ['CPF', 'code'] };
    writeFileSync(file, JSON.stringify([walk('code.entry.idle | code.resend.coolingDown'), walk('document'), wrongEvent]));
    const result = paths('--replay', file);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('1/3 walks ended as expected');
    expect(result.stdout).toMatch(/walk 2 \(continue-signup\): expected state document; ended at code\.entry\.idle/);
    expect(result.stdout).toContain('walk 3 (continue-signup): step 2: No event "code" is enabled here');
  }, 120_000);

  it('refuses an unknown machine, option or format, naming what is allowed', () => {
    expect(paths('nope').stderr).toContain('Unknown machine nope. Registered: onboarding');
    expect(paths('--format', 'xml').stderr).toContain('--format must be one of text, json, csv, gherkin');
    expect(paths('--frobnicate').stderr).toContain('Unknown option --frobnicate');
    // A named machine without the state lists none of its paths; with no machine named, no machine has it.
    expect(paths('password', '--through', 'nowhere').stdout).toContain('password: 0 of');
    const nowhere = paths('--through', 'nowhere');
    expect(nowhere.status).toBe(1);
    expect(nowhere.stderr).toContain('No machine has a state named nowhere');
  }, 120_000);
});
