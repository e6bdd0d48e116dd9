import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate';
import { type DirectedGraphNode, getStateNodes, toDirectedGraph } from 'xstate/graph';
import { transitionId, type Visits } from './replay.ts';

/** One transition of the machine as drawn: an edge of `toDirectedGraph`. */
export type Edge = { id: string; source: string; target: string; event: string; transition: AnyTransitionDefinition };

/** The machine's state node ids (root excluded) and edges. */
export type MachineGraph = { states: string[]; edges: Edge[] };

/** The states and edges of a machine, from xstate/graph. */
export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const edges: Edge[] = [];
  const walk = (node: DirectedGraphNode) => {
    for (const edge of node.edges) {
      edges.push({ id: edge.id, source: edge.source.id, target: edge.target.id, event: edge.label.text, transition: edge.transition });
    }
    node.children.forEach(walk);
  };
  walk(toDirectedGraph(machine));
  return { states: getStateNodes(machine).map((node) => node.id), edges };
}

/** Covered and missing states and transitions of a machine after some replays. */
export type Coverage = {
  states: { total: number; covered: string[]; missing: string[] };
  transitions: { total: number; covered: string[]; missing: string[] };
};

/** What the visits cover of the graph: a state when it was entered, an edge when its transition was taken. */
export function coverageOf(graph: MachineGraph, visits: Visits): Coverage {
  const [coveredStates, missingStates] = partition(graph.states, (id) => visits.states.has(id));
  const describe = (edge: Edge) => `${edge.source} --${edge.event}--> ${edge.target} [${edge.id}]`;
  const [coveredEdges, missingEdges] = partition(graph.edges, (edge) => visits.transitions.has(transitionId(edge.transition)));
  return {
    states: { total: graph.states.length, covered: coveredStates, missing: missingStates },
    transitions: { total: graph.edges.length, covered: coveredEdges.map(describe), missing: missingEdges.map(describe) },
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
  paths: { count: number; vertices: number; generationMs: number; replayMs: number; list: string[] };
};

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
    paths,
  };
}

/** Writes (or updates) one machine's entry of the coverage JSON, keeping the other machines' entries. */
export function writeModelReport(file: string, name: string, report: ModelReport): void {
  let all: Record<string, ModelReport> = {};
  try {
    all = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // First run, or an unreadable file: start over.
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...all, [name]: report }, null, 2)}\n`);
}
