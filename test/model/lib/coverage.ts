import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { type GraphEdge, machineGraph as walk } from '../../../scripts/flows/machine-graph.ts';
import type { Expected } from './expected.ts';
import type { NumberedPath } from './numbering.ts';
import { transitionId, type Visits } from './replay.ts';

/** One transition of the machine to one target, as diagrams draw it (ids as `toDirectedGraph` numbers them). */
export type Edge = GraphEdge;

/** The machine's state node ids (root excluded) and edges. */
export type MachineGraph = { states: string[]; edges: Edge[] };

/** The states and edges of a machine: every state node, every transition including eventless ones. */
export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const { states, edges } = walk(machine);
  return { states: states.map((state) => state.id), edges };
}

/** Covered and missing states and transitions of a machine after some replays. */
export type Coverage = {
  states: { total: number; covered: string[]; missing: string[] };
  transitions: { total: number; covered: string[]; missing: string[] };
  /** Edge ids (as the diagrams number them) taken and not taken, for the flow viewer's overlay. */
  edges: { covered: string[]; missing: string[] };
};

/** What the visits cover of the graph: a state when it was entered, an edge when its transition was taken. */
export function coverageOf(graph: MachineGraph, visits: Visits): Coverage {
  const [coveredStates, missingStates] = partition(graph.states, (id) => visits.states.has(id));
  const describe = (edge: Edge) => `${edge.source} --${edge.eventType || 'always'}--> ${edge.target} [${edge.id}]`;
  const [coveredEdges, missingEdges] = partition(graph.edges, (edge) => visits.transitions.has(transitionId(edge.transition)));
  return {
    states: { total: graph.states.length, covered: coveredStates, missing: missingStates },
    transitions: { total: graph.edges.length, covered: coveredEdges.map(describe), missing: missingEdges.map(describe) },
    edges: { covered: coveredEdges.map((edge) => edge.id), missing: missingEdges.map((edge) => edge.id) },
  };
}

function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

/** A percentage with one decimal, for reports. */
export const percent = (covered: number, total: number) => (total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10);

/** One machine's entry in coverage/model.json. */
export type ModelReport = {
  states: { total: number; covered: number; percent: number; missing: string[] };
  transitions: { total: number; covered: number; percent: number; missing: string[] };
  covered: { states: string[]; transitions: string[] };
  /** Edge ids covered and missing: what the flow viewer marks on the diagram. */
  edges: { covered: string[]; missing: string[] };
  /** `vertices`: abstract states explored; `edges`: the events they handle. */
  paths: {
    count: number;
    vertices: number;
    edges: number;
    generationMs: number;
    replayMs: number;
    /** Per path, in the numbering of `numberPaths` (path n at n − 1): its labels joined by ' → '. */
    list: string[];
    /** Per path, its content ID (`npm run paths` names it so). */
    ids: string[];
    /** Per path, the states it entered as indices into the machine's states in document order (the flow explorer's). */
    visits: number[][];
    /** Per path, its group of near-duplicates. */
    groups: number[];
    /** Per path, the end QA should see. */
    expected: Expected[];
  };
};

/** Timings and counts of a model run, for its report entry. */
export type RunFigures = Pick<ModelReport['paths'], 'count' | 'vertices' | 'edges' | 'generationMs' | 'replayMs'>;

/**
 * The paths of a report entry in their one numbering, each with the states its replay entered (`entered`, in
 * generation order) as indices into the graph's states: the report stays small with thousands of paths.
 */
export function reportPaths(
  graph: MachineGraph,
  numbered: readonly NumberedPath[],
  entered: readonly (readonly string[])[],
  figures: RunFigures,
): ModelReport['paths'] {
  const indices = (ids: readonly string[]) =>
    ids
      .map((id) => graph.states.indexOf(id))
      .filter((index) => index >= 0)
      .sort((a, b) => a - b);
  return {
    ...figures,
    list: numbered.map((path) => path.labels.join(' → ')),
    ids: numbered.map((path) => path.id),
    visits: numbered.map((path) => indices(entered[path.index] ?? [])),
    groups: numbered.map((path) => path.group),
    expected: numbered.map((path) => path.expected),
  };
}

/** Builds a machine's report entry from its coverage and paths. */
export function modelReport(coverage: Coverage, paths: ModelReport['paths']): ModelReport {
  const { states, transitions } = coverage;
  return {
    states: {
      total: states.total,
      covered: states.covered.length,
      percent: percent(states.covered.length, states.total),
      missing: states.missing,
    },
    transitions: {
      total: transitions.total,
      covered: transitions.covered.length,
      percent: percent(transitions.covered.length, transitions.total),
      missing: transitions.missing,
    },
    covered: { states: states.covered, transitions: transitions.covered },
    edges: coverage.edges,
    paths,
  };
}

/**
 * Writes coverage/model.json: the given entries over those already there (a filtered run keeps the others'),
 * dropping machines that are no longer modelled.
 */
export function writeModelReports(file: string, reports: Readonly<Record<string, ModelReport>>, modelled: readonly string[]): void {
  let previous: Record<string, ModelReport> = {};
  try {
    previous = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // First run, or an unreadable file: start over.
  }
  const kept = Object.fromEntries(Object.entries(previous).filter(([name]) => modelled.includes(name)));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...kept, ...reports }, null, 2)}\n`);
}
