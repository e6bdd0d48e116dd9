import { percent } from '../../test/model/lib/coverage.ts';
import { eventLabel } from '../../test/model/lib/events.ts';
import { type Expected, expectedOf } from '../../test/model/lib/expected.ts';
import type { ModelRun } from '../../test/model/lib/run.ts';
import { groupPaths, type PathFilter, selected } from './path-select.ts';

type Count = { visited: number; total: number; percent: number; missing: string[] };

/** One path in `npm run paths`: its number, event labels, near-duplicate group and what QA should see at its end. */
export type PathEntry = { number: number; labels: string[]; group: number; expected: Expected };

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
  const facts = run.generated.paths.map((path, i) => {
    const steps = path.steps.slice(1);
    const expected = expectedOf(path.state);
    return {
      labels: steps.map((step) => eventLabel(step.event)),
      types: steps.map((step) => step.event.type),
      end: expected.state,
      expected,
      entered: run.entered[i] ?? [],
      endStates: path.state._nodes.map((node) => node.id),
    };
  });
  const groups = groupPaths(facts);
  const order = facts.map((fact, i) => ({ fact, group: groups[i] })).sort((a, b) => a.group - b.group);
  return {
    name,
    total: facts.length,
    groups: Math.max(0, ...groups),
    paths: order
      .map(({ fact, group }, i) => ({ fact, entry: { number: i + 1, labels: fact.labels, group, expected: fact.expected } }))
      .filter(({ fact }) => selected(fact, filter))
      .map(({ entry }) => entry),
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
