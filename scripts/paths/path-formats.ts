import type { Expected } from '../../test/model/lib/expected.ts';
import type { MachinePaths, PathEntry, PathsDocument, Unmodelled } from './paths-report.ts';

/** The output formats of `npm run paths -- --format <name>`. */
export const FORMATS = ['text', 'json', 'csv', 'gherkin'] as const;
export type Format = (typeof FORMATS)[number];

const ratio = (label: string, c: MachinePaths['states']) => `${label} ${c.visited}/${c.total} (${c.percent}%)`;
const shown = (value: string | null) => value ?? '—';

/** The expected end in one line: state, view, URL (and the machine's status when it is not running). */
export const expectedLine = (expected: Expected) =>
  `${expected.state} · view ${shown(expected.view)} · URL ${shown(expected.url)}${expected.status === 'active' ? '' : ` · ${expected.status}`}`;

const unmodelled = (machine: Unmodelled) =>
  machine.error
    ? `${machine.name}: cannot generate paths: ${machine.error}`
    : `${machine.name}: no model — add test/model/${machine.name}.model.ts (see test/model/README.md)`;

function textOf(machine: MachinePaths): string {
  const selection = machine.paths.length === machine.total ? `${machine.total} paths` : `${machine.paths.length} of ${machine.total} paths`;
  const header =
    `${machine.name}: ${selection} in ${machine.groups} groups · ${ratio('states', machine.states)} · ${ratio('transitions', machine.transitions)} · ` +
    `${machine.abstractStates} abstract states · generated in ${machine.generationMs} ms, replayed in ${machine.replayMs} ms`;
  const width = String(machine.total).length;
  // Members of a group are listed one under the other; the end they share follows the last of them.
  const lines = machine.paths.flatMap((path, i) => {
    const line = `  ${String(path.number).padStart(width)}. ${path.labels.join(' → ') || '(initial state)'}`;
    const next = machine.paths[i + 1];
    return next?.group === path.group ? [line] : [line, `  ${' '.repeat(width)}  ⇒ ${expectedLine(path.expected)}`];
  });
  const missing = [
    ...machine.states.missing.map((id) => `  ✗ state never entered: ${id}`),
    ...machine.transitions.missing.map((edge) => `  ✗ transition never taken: ${edge}`),
    ...machine.failures.map((failure) => `  ✗ replay failed: ${failure.path}\n    ${failure.error.replace(/\n/g, '\n    ')}`),
  ];
  return [header, ...lines, ...missing].join('\n');
}

// RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled.
const csvField = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

function csvOf(document: PathsDocument): string {
  const header = ['machine', 'path', 'group', 'steps', 'events', 'expected_state', 'expected_view', 'expected_url', 'expected_status'];
  const rows = document.machines.flatMap((machine) =>
    (machine.paths ?? []).map((path: PathEntry) => [
      machine.name,
      path.number,
      path.group,
      path.labels.length,
      path.labels.join(' → '),
      path.expected.state,
      path.expected.view ?? '',
      path.expected.url ?? '',
      path.expected.status,
    ]),
  );
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n');
}

function gherkinOf(machine: MachinePaths): string {
  const scenarios = machine.paths.map((path) => {
    const [first, ...rest] = path.labels;
    const steps = first === undefined ? [] : [`    When ${first}`, ...rest.map((label) => `    And ${label}`)];
    const { expected } = path;
    return [
      `  @group-${path.group}`,
      `  Scenario: ${machine.name} path ${path.number}`,
      `    Given the ${machine.name} machine has started`,
      ...steps,
      `    Then the state is ${expected.state}`,
      `    And the view is ${shown(expected.view)}`,
      `    And the URL is ${shown(expected.url)}`,
      ...(expected.status === 'active' ? [] : [`    And the machine is ${expected.status}`]),
    ].join('\n');
  });
  return [
    `Feature: ${machine.name} paths (npm run paths; scenarios tagged with the same group differ only in payloads)`,
    '',
    scenarios.join('\n\n'),
  ].join('\n');
}

/** The document in a format; every format ends with a line break. */
export function formatPaths(document: PathsDocument, format: Format = 'text'): string {
  if (format === 'json') return `${JSON.stringify(document, null, 2)}\n`;
  if (format === 'csv') return `${csvOf(document)}\r\n`;
  const each = document.machines.map((machine) =>
    machine.paths === null
      ? format === 'gherkin'
        ? `# ${unmodelled(machine)}`
        : unmodelled(machine)
      : format === 'gherkin'
        ? gherkinOf(machine)
        : textOf(machine),
  );
  return `${each.join('\n\n')}\n`;
}
