import type { EventObject } from 'xstate';
import { percent } from '../../test/model/lib/coverage.ts';
import { eventLabel } from '../../test/model/lib/events.ts';
import { type NumberedPath, numberPaths } from '../../test/model/lib/numbering.ts';
import type { ModelRun } from '../../test/model/lib/run.ts';
import { type PathFilter, selected } from './path-select.ts';

type Count = { visited: number; total: number; percent: number; missing: string[] };

/** One path in `npm run paths`: its content ID, event labels, near-duplicate group and what QA should see at its end. */
export type PathEntry = Pick<NumberedPath, 'id' | 'labels' | 'group' | 'expected'>;

/** How long the generation and the replays took (only with `--timings`: the rest of a listing is the same every run). */
export type Timings = { generationMs: number; replayMs: number };

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
  timings?: Timings;
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
 * The report of one model run: every path with its ID and expected end, near-duplicates next to each other, the
 * filters applied; the coverage of the whole run, and its timings when asked.
 */
export function machinePaths(name: string, run: ModelRun, filter: PathFilter = {}, timings = false): MachinePaths {
  const { states, transitions } = run.coverage;
  const numbered = numberPaths(name, run.generated.paths);
  const { paths } = run.generated;
  const events = (index: number) => paths[index].steps.slice(1).map((step) => step.event);
  return {
    name,
    total: numbered.length,
    groups: Math.max(0, ...numbered.map((path) => path.group)),
    paths: numbered
      .filter(({ index }) =>
        selected(
          { entered: run.entered[index] ?? [], endStates: paths[index].state._nodes.map((node) => node.id), events: events(index) },
          filter,
        ),
      )
      .map(({ id, labels, group, expected }) => ({ id, labels, group, expected })),
    states: count(states.covered, states.missing),
    transitions: count(transitions.covered, transitions.missing),
    abstractStates: run.generated.vertices,
    ...(timings ? { timings: { generationMs: Math.round(run.generated.ms), replayMs: Math.round(run.replayMs) } } : {}),
    failures: run.failures.map(({ path, error }) => ({ path: path.description, error: error.message })),
  };
}

/** A step text of the Gherkin and CSV outputs: the event it sends and the test data that event carries. */
export type GlossaryEntry = { label: string; event: string; data: Record<string, unknown> };

/**
 * The glossary of a machine's step texts: every label its paths use, with the event type and the concrete test data
 * of that event (payloads are the models' fixtures, never real customers'), sorted by label.
 */
export function machineGlossary(run: ModelRun): GlossaryEntry[] {
  const byLabel = new Map<string, EventObject>();
  for (const path of run.generated.paths) for (const { event } of path.steps.slice(1)) byLabel.set(eventLabel(event), event);
  return [...byLabel].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([label, { type, ...data }]) => ({ label, event: type, data }));
}

/** Whether a machine's paths replayed cleanly and cover every state and transition. */
export const isComplete = (machine: MachinePaths | Unmodelled): boolean =>
  machine.paths !== null && machine.failures.length === 0 && machine.states.percent === 100 && machine.transitions.percent === 100;
