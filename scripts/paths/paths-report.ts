import { percent } from '../../test/model/lib/coverage.ts';
import { eventLabel } from '../../test/model/lib/events.ts';
import type { ModelRun } from '../../test/model/lib/run.ts';

type Count = { visited: number; total: number; percent: number; missing: string[] };

/** One machine in `npm run paths -- --json`: its paths (event labels in order) and what their replays covered. */
export type MachinePaths = {
  name: string;
  /** Each path as the labels of its events, in order; labels never carry payloads. */
  paths: string[][];
  states: Count;
  transitions: Count;
  /** Abstract states (state value + relevant context) the generation explored. */
  abstractStates: number;
  generationMs: number;
  replayMs: number;
  /** Paths whose replay did not match the machine, with the reason. */
  failures: { path: string; error: string }[];
};

/** A registered machine that no model covers yet, or whose model could not be explored (`error`). */
export type Unmodelled = { name: string; paths: null; error?: string };

/** The whole `--json` document. */
export type PathsDocument = { machines: (MachinePaths | Unmodelled)[] };

const count = (covered: string[], missing: string[]): Count => ({
  visited: covered.length,
  total: covered.length + missing.length,
  percent: percent(covered.length, covered.length + missing.length),
  missing,
});

/** The report of one model run: labels only, coverage and timings. */
export function machinePaths(name: string, run: ModelRun): MachinePaths {
  const { states, transitions } = run.coverage;
  return {
    name,
    paths: run.generated.paths.map((path) => path.steps.slice(1).map((step) => eventLabel(step.event))),
    states: count(states.covered, states.missing),
    transitions: count(transitions.covered, transitions.missing),
    abstractStates: run.generated.vertices,
    generationMs: Math.round(run.generated.ms),
    replayMs: Math.round(run.replayMs),
    failures: run.failures.map(({ path, error }) => ({ path: path.description, error: error.message })),
  };
}

/** Whether a machine's paths replayed cleanly and cover every state and transition. */
export const isComplete = (machine: MachinePaths | Unmodelled): boolean =>
  machine.paths !== null && machine.failures.length === 0 && machine.states.percent === 100 && machine.transitions.percent === 100;

const ratio = (label: string, c: Count) => `${label} ${c.visited}/${c.total} (${c.percent}%)`;

/** The text listing: per machine a header with coverage and timings, one numbered line per path, then what is missing. */
export function formatPaths(document: PathsDocument): string {
  return document.machines
    .map((machine) => {
      if (machine.paths === null && machine.error) return `${machine.name}: cannot generate paths: ${machine.error}`;
      if (machine.paths === null) return `${machine.name}: no model — add test/model/${machine.name}.model.ts (see test/model/README.md)`;
      const header =
        `${machine.name}: ${machine.paths.length} paths · ${ratio('states', machine.states)} · ${ratio('transitions', machine.transitions)} · ` +
        `${machine.abstractStates} abstract states · generated in ${machine.generationMs} ms, replayed in ${machine.replayMs} ms`;
      const width = String(machine.paths.length).length;
      const lines = machine.paths.map((path, i) => `  ${String(i + 1).padStart(width)}. ${path.join(' → ') || '(initial state)'}`);
      const missing = [
        ...machine.states.missing.map((id) => `  ✗ state never entered: ${id}`),
        ...machine.transitions.missing.map((edge) => `  ✗ transition never taken: ${edge}`),
        ...machine.failures.map((failure) => `  ✗ replay failed: ${failure.path}\n    ${failure.error.replace(/\n/g, '\n    ')}`),
      ];
      return [header, ...lines, ...missing].join('\n');
    })
    .join('\n\n');
}
