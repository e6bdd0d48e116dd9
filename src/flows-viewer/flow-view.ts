import type { AnyStateMachine } from 'xstate';
import { machineGraph } from '../../scripts/flows/machine-graph.ts';
import { edgeLabel, toMermaid } from '../../scripts/flows/to-mermaid.ts';
import type { CoverageEntry } from './coverage-data.ts';

/** What the viewer can say about a machine's coverage. */
export type CoverageView =
  | { kind: 'missing' }
  | { kind: 'stale' }
  | { kind: 'ok'; states: string; transitions: string; uncovered: ReadonlySet<string>; uncoveredLabels: string[] };

const ratio = (part: { covered: number; total: number; percent: number }) => `${part.covered}/${part.total} (${part.percent}%)`;

/**
 * Reads a machine's coverage entry against the machine as it is now: missing when the report has no entry, stale
 * when its transitions are not this machine's (the suite ran on another version), else the uncovered edges.
 */
export function coverageView(machine: AnyStateMachine, entry: CoverageEntry | undefined): CoverageView {
  if (!entry) return { kind: 'missing' };
  const { states, edges } = machineGraph(machine);
  const ids = new Set(edges.map((edge) => edge.id));
  const reported = entry.edges ? [...entry.edges.covered, ...entry.edges.missing] : [];
  if (reported.length !== ids.size || !reported.every((id) => ids.has(id))) return { kind: 'stale' };
  const uncovered = new Set(entry.edges?.missing);
  const keyOf = new Map(states.map((state) => [state.id, state.key]));
  const uncoveredLabels = edges
    .filter((edge) => uncovered.has(edge.id))
    .map((edge) => `${keyOf.get(edge.source) ?? edge.source} → ${keyOf.get(edge.target) ?? edge.target}: ${edgeLabel(edge)}`);
  return { kind: 'ok', states: ratio(entry.states), transitions: ratio(entry.transitions), uncovered, uncoveredLabels };
}

/** The Mermaid source the viewer renders: the machine's diagram, its live states styled, uncovered edges marked. */
export function flowSource(machine: AnyStateMachine, active: readonly string[] | undefined, coverage: CoverageView | null): string {
  return toMermaid(machine, { active, uncovered: coverage?.kind === 'ok' ? coverage.uncovered : undefined });
}

/** The active leaf states of a machine as readable trails (`partner › ready › visitor › landing`). */
export function liveTrails(machine: AnyStateMachine, active: readonly string[] | undefined): string[] {
  if (!active) return [];
  const { states } = machineGraph(machine);
  const leaves = states.filter((state) => state.children.length === 0 && active.includes(state.id));
  return leaves.map((state) => state.path.join(' › '));
}
