import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AstBuilder, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator } from '@cucumber/messages';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { pathsThrough } from '../../src/flows-viewer/flow-view.ts';
import { continueSignupModel } from '../../test/model/continue-signup.model.ts';
import { modelReport, reportPaths } from '../../test/model/lib/coverage.ts';
import { exampleModel } from '../../test/model/lib/example.model.ts';
import { groupPaths, numberPaths } from '../../test/model/lib/numbering.ts';
import { runModel } from '../../test/model/lib/run.ts';
import { MODELS } from '../../test/model/models.ts';
import { machineGraph } from '../flows/machine-graph.ts';
import { formatPaths } from './path-formats.ts';
import { matchState } from './path-select.ts';
import { runPaths as paths } from './paths-cli.testing.ts';
import { isComplete, machineGlossary, machinePaths, type PathsDocument } from './paths-report.ts';

/** A Gherkin document as Cucumber reads it; throws on a syntax error, naming its line. */
const parseGherkin = (text: string) => new Parser(new AstBuilder(IdGenerator.incrementing()), new GherkinClassicTokenMatcher()).parse(text);

// The example with a second error case: its paths through it are near-duplicates of the first's.
const twoErrors = {
  ...exampleModel,
  actors: {
    load: { ...exampleModel.actors.load, error: [...exampleModel.actors.load.error, { label: 'bang', error: new Error('bang') }] },
  },
};

describe('paths report', () => {
  it('lists one line of event labels per path under its ID and, under each group, the state it must end at', async () => {
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
          `transitions ${edges.length}/${edges.length} \\(100%\\) · \\d+ abstract states$`,
      ),
    );
    const pathLines = lines.filter((line) => /^ {2}[0-9a-f]{7} {2}/.test(line));
    expect(pathLines.map((line) => line.slice(11))).toEqual(report.paths.map((path) => path.labels.join(' → ')));
    expect(pathLines.map((line) => line.slice(2, 9))).toEqual(report.paths.map((path) => path.id));
    const ok = report.paths.find((path) => path.labels.join(' → ') === 'start → load ✓ ok');
    expect(lines).toContain(`  ${ok?.id}  start → load ✓ ok`);
    expect(lines).toContain('           ⇒ done · view — · URL — · done');
    expect(formatPaths({ machines: [machinePaths('example', await runModel(exampleModel), {}, true)] })).toMatch(
      /abstract states · generated in \d+ ms, replayed in \d+ ms\n/,
    );
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
    const first = report.paths.indexOf(analyzing[0]);
    expect(analyzing).toEqual(report.paths.slice(first, first + 3));
    expect(report.groups).toBeLessThan(report.total);
  });

  it('names a path by its content: the same events keep their ID when the machine gains a transition', async () => {
    const before = machinePaths('example', await runModel(exampleModel));
    const { config, implementations } = exampleModel.machine;
    const states = config.states as Record<string, { on?: object }>;
    // A new way out of `failed`, and a state only it reaches.
    const grown = createMachine(
      {
        ...config,
        states: { ...states, failed: { ...states.failed, on: { ...states.failed.on, cancel: 'cancelled' } }, cancelled: { type: 'final' } },
      },
      implementations as Parameters<typeof createMachine>[1],
    );
    const after = machinePaths('example', await runModel({ ...exampleModel, machine: grown }));
    const idOf = (report: typeof before, labels: string) => report.paths.find((path) => path.labels.join(' → ') === labels)?.id;
    const kept = before.paths.filter((path) => idOf(after, path.labels.join(' → ')) !== undefined);
    expect(kept.length).toBeGreaterThan(0);
    for (const path of kept) expect(idOf(after, path.labels.join(' → '))).toBe(path.id);
    const added = after.paths.filter((path) => path.expected.state === 'cancelled');
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((path) => !before.paths.some((old) => old.id === path.id))).toBe(true);
    // IDs are unique within a machine, and another machine's same events get another ID.
    expect(new Set(after.paths.map((path) => path.id)).size).toBe(after.paths.length);
    expect(machinePaths('other', await runModel(exampleModel)).paths[0].id).not.toBe(before.paths[0].id);
  });

  it('names each path, its group and its end as the explorer does from the model suite’s report', async () => {
    const run = await runModel(continueSignupModel);
    const numbered = numberPaths('continue-signup', run.generated.paths);
    const figures = { count: numbered.length, vertices: 0, edges: 0, generationMs: 0, replayMs: 0 };
    const entry = modelReport(run.coverage, reportPaths(run.graph, numbered, run.entered, figures));
    const { states } = machineGraph(continueSignupModel.machine);
    for (const state of states) {
      const listed = machinePaths('continue-signup', run, { through: new Set([state.id]) }).paths;
      const shown = pathsThrough(continueSignupModel.machine, entry, state.id)?.map(({ number: _, ...path }) => path);
      expect(shown, state.id).toEqual(listed);
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

  it('writes a CSV test-management import, a Gherkin feature Cucumber parses, and JSON', async () => {
    const report = machinePaths('example', await runModel(twoErrors));
    const document: PathsDocument = { machines: [report] };
    const csv = formatPaths(document, 'csv');
    expect(csv.startsWith('\uFEFFID,Title,Section,Preconditions,Steps,Expected\r\n')).toBe(true);
    const ok = report.paths.find((path) => path.labels.join(' → ') === 'start → load ✓ ok')!;
    expect(csv).toContain(
      `\r\n${ok.id},"Ends at done after load ✓ ok (2 steps, group 1)",example,The example machine has started,` +
        '"1. start\n2. load ✓ ok","1. the state is done\n2. the view is —\n3. the URL is —\n4. the machine is done"\r\n',
    );
    expect(csv.split('\r\n')).toHaveLength(report.paths.length + 2);

    const gherkin = formatPaths(document, 'gherkin');
    const feature = parseGherkin(gherkin).feature!;
    expect(feature.name).toBe('example machine paths');
    const scenarios = feature.children.flatMap((child) => (child.scenario ? [child.scenario] : []));
    expect(scenarios.map((scenario) => scenario.name.slice(1, 8))).toEqual(report.paths.map((path) => path.id));
    const scenario = scenarios.find((each) => each.name.startsWith(`[${ok.id}]`))!;
    expect(scenario.tags.map((tag) => tag.name)).toEqual([`@id-${ok.id}`, '@group-1']);
    expect(scenario.steps.map((step) => `${step.keyword}${step.text}`)).toEqual([
      'When start',
      'And load ✓ ok',
      'Then the state is done',
      'And the view is —',
      'And the URL is —',
      'And the machine is done',
    ]);
    expect(() => formatPaths({ machines: [report, report] }, 'gherkin')).toThrow(/one machine a file/);
    expect(JSON.parse(formatPaths(document, 'json'))).toEqual(document);
  });

  it('keeps a glossary of step texts: each label with the event and the test data it sends', async () => {
    const run = await runModel(twoErrors);
    const glossary = machineGlossary(run);
    // Every step text the scenarios use, once each, sorted.
    const used = new Set(machinePaths('example', run).paths.flatMap((path) => path.labels));
    expect(glossary.map((entry) => entry.label)).toEqual([...used].sort());
    expect(used).toEqual(new Set(['start', 'load ✓ ok', 'load ✗ boom', 'retry', 'cancel', 'failed after 1000']));
    expect(glossary.find((entry) => entry.label === 'load ✓ ok')).toEqual({
      label: 'load ✓ ok',
      event: 'xstate.done.actor.load',
      data: { output: 'loaded', actorId: 'load' },
    });
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

// The script through a shell pipe, as QA runs it: `npm run paths -- … | head`, `… | jq`. Those two are the script as a
// process (replay-walks.test.ts has its exit code and stderr); the others run its command in-process (runPaths).
const piped = (args: string, reader: string) =>
  spawnSync('sh', ['-c', `"${process.execPath}" --import tsx scripts/paths.ts ${args} | ${reader}; echo "exit \${PIPESTATUS:-$?}" >&2`], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
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

  it('lists continue-signup and missing-documents paths with a CPF, a CNPJ and an alphanumeric CNPJ', async () => {
    const result = await paths('continue-signup', 'missing-documents');
    expect(result.status).toBe(0);
    const [continued, missing] = result.stdout.split('\n\n');
    for (const kind of ['CPF', 'CNPJ', 'alphanumeric CNPJ']) {
      expect(continued).toMatch(new RegExp(`[0-9a-f]{7} {2}${kind} → requestContinueCode ✓ sent → code → authenticateContinue ✓ continue`));
      expect(missing).toMatch(new RegExp(`listRequestedDocuments ✓ two \\(${kind}\\) → upload → uploadDocument ✓ stored`));
    }
  }, 120_000);

  it('filters by state and event and writes the chosen format', async () => {
    const result = await paths('continue-signup', '--ending', 'resumed', '--format', 'csv');
    expect(result.status).toBe(0);
    const rows = result.stdout.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => /^[0-9a-f]{7},"Ends at resumed after /.test(row) && row.includes(',continue-signup,'))).toBe(true);
    const event = await paths('continue-signup', '--event', 'xstate.error.actor.requestContinueCode', '--json');
    const listed = JSON.parse(event.stdout).machines[0].paths as { labels: string[] }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((path) => path.labels.some((label) => label.startsWith('requestContinueCode ✗')))).toBe(true);
  }, 120_000);

  it('writes one feature a machine that Cucumber parses, the same JSON every run, and a help', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'features-'));
    expect((await paths('--format', 'gherkin', '--out', dir)).status).toBe(0);
    const files = readdirSync(dir).sort();
    expect(files).toEqual(MODELS.map((model) => `${model.name}.feature`).sort());
    for (const file of files) {
      const feature = parseGherkin(readFileSync(join(dir, file), 'utf8')).feature!;
      expect(feature.children.length, file).toBeGreaterThan(1);
    }
    expect((await paths('finish', 'agreements', '--format', 'gherkin')).stderr).toContain('name one machine, or give --out <folder>');
    expect((await paths('finish', '--json')).stdout).toBe((await paths('finish', '--json')).stdout);
    for (const flag of ['--help', '-h']) {
      const help = await paths(flag);
      expect(help.status, flag).toBe(0);
      expect(help.stdout, flag).toMatch(/^Usage: npm run paths -- \[machine…\] \[options\]/);
      expect(help.stdout, flag).toContain('--glossary');
    }
  }, 120_000);

  it('replays an exported walk and says where one ends elsewhere', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'walks-'));
    const file = join(dir, 'walks.json');
    const labels = ['CPF', 'requestContinueCode ✓ sent'];
    const walk = (state: string) => ({ machine: 'continue-signup', labels, expected: { state } });
    const wrongEvent = { machine: 'continue-signup', labels: ['CPF', 'code'] };
    writeFileSync(file, JSON.stringify([walk('code.entry.idle | code.resend.coolingDown'), walk('document')]));
    const junit = join(dir, 'junit.xml');
    const result = await paths('--replay', file, '--junit', junit);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('1/2 walks ended as expected');
    expect(result.stdout).toMatch(/walk 2 \(continue-signup\): expected state document; ended at code\.entry\.idle/);
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toMatch(/<testsuites name="npm run paths -- --replay [^"]+" tests="2" failures="1">/);
    expect(xml).toMatch(/<testcase classname="continue-signup" name="walk 1 \[[0-9a-f]{7}\] CPF → requestContinueCode ✓ sent"\/>/);
    expect(xml).toContain('<failure message="expected state document; ended at code.entry.idle');

    // A walk recorded on another version of the machine: its first step that no longer exists, exit 2.
    writeFileSync(file, JSON.stringify([walk('code.entry.idle | code.resend.coolingDown'), wrongEvent]));
    const stale = await paths('--replay', file);
    expect(stale.status).toBe(2);
    expect(stale.stdout).toContain(
      'walk 2 (continue-signup): step 2, "code", no longer exists here: this walk was recorded on another version of the machine',
    );
  }, 120_000);

  it('refuses an unknown machine, option, format, state or event with exit 2, naming it', async () => {
    const refusals = [
      [['nope'], 'Unknown machine nope. Registered: onboarding'],
      [['--format', 'xml'], '--format must be one of text, json, csv, gherkin'],
      [['--frobnicate'], 'Unknown option --frobnicate'],
      [['--through', 'nowhere'], 'Unknown state nowhere: no machine has it'],
      [['password', 'finish', '--ending', 'nowhere'], 'Unknown state nowhere: no named machine has it'],
      [['finish', '--event', 'NOPE'], 'Unknown event NOPE: no named machine has it'],
      [['--junit', 'x.xml'], '--junit goes with --replay <file>'],
    ] as const;
    for (const [args, message] of refusals) {
      const result = await paths(...args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toContain(message);
    }
    // A named machine without the state, beside one that has it, lists none of its paths.
    expect((await paths('password', 'finish', '--through', 'finished')).stdout).toContain('password: 0 of');
  }, 120_000);
});
