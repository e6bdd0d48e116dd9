import { percent } from '../../test/model/lib/coverage.ts';
import { type NumberedPath, numberPaths } from '../../test/model/lib/numbering.ts';
import type { ModelRun } from '../../test/model/lib/run.ts';
import { type PathFilter, selected } from './path-select.ts';

type Count = { visited: number; total: number; percent: number; missing: string[] };

/** One path in `npm run paths`: its number, event labels, near-duplicate group and what QA should see at its end. */
export type PathEntry = Omit<NumberedPath, 'index'>;

/** One machine in `npm run paths -- --json`: its (selected) paths and what the replays of all of them covered. */
export type MachinePaths = {
  name: string;
  /** Paths generated for the machine; `paths` holds those the filters kept. */
  total: number;
  /** Groups of near-duplicate paths among all of them. */
  groups: number;
  paths: PathEntry[];
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

/**
 * The report of one model run: every path with its expected end, near-duplicates next to each other and numbered
 * in that order, the filters applied; coverage and timings of the whole run.
 */
export function machinePaths(name: string, run: ModelRun, filter: PathFilter = {}): MachinePaths {
  const { states, transitions } = run.coverage;
  const numbered = numberPaths(run.generated.paths);
  const { paths } = run.generated;
  return {
    name,
    total: numbered.length,
    groups: Math.max(0, ...numbered.map((path) => path.group)),
    paths: numbered
      .filter(({ index }) =>
        selected({ entered: run.entered[index] ?? [], endStates: paths[index].state._nodes.map((node) => node.id) }, filter),
      )
      .map(({ number, labels, group, expected }) => ({ number, labels, group, expected })),
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
