import type { LiveJourney } from '../../domain/flows-relay.ts';
import type { MachineGraph } from '../../scripts/flows/machine-graph.ts';
import type { WalkStep } from '../../test/model/lib/walk.ts';
import { activeIds, stepEdges } from './simulation.ts';
import type { Marks } from './statechart-svg.tsx';

/** A walk drawn on the diagram: its steps and the one shown (0 is the initial state, i the state after step i). */
export type ShownWalk = { initial: WalkStep['snapshot']; steps: WalkStep[]; index: number };

/** The states and transitions of a walk, and those of the step shown. */
export function walkMarks(graph: MachineGraph, walk: ShownWalk): NonNullable<Marks['path']> {
  const snapshots = [walk.initial, ...walk.steps.map((step) => step.snapshot)];
  const states = new Set(snapshots.flatMap((snapshot) => [...activeIds(snapshot)]));
  const edges = new Set(walk.steps.flatMap((step) => [...stepEdges(graph, step)]));
  return { states, edges, current: activeIds(snapshots[walk.index]) };
}

/** The active state ids a followed journey reports for a machine. */
export const journeyActive = (journey: LiveJourney | undefined, machineId: string): Set<string> =>
  new Set(journey?.machines[machineId] ?? []);

/** The innermost of some state ids (the one to bring into view). */
export function innermost(graph: MachineGraph, ids: ReadonlySet<string>): string | null {
  const leaves = graph.states.filter((state) => ids.has(state.id) && !state.children.some((child) => ids.has(child.id)));
  return leaves.at(0)?.id ?? null;
}

/** One search result: a state, or a transition found by its event or guard (which leads to its source state). */
export type SearchHit = { stateId: string; text: string; kind: 'estado' | 'evento' };

/** States whose key path, and transitions whose event or guard, contain the query (case-insensitive). */
export function searchGraph(graph: MachineGraph, query: string): SearchHit[] {
  const wanted = query.trim().toLowerCase();
  if (wanted.length < 2) return [];
  const pathOf = new Map(graph.states.map((state) => [state.id, state.path.join('.')]));
  const states = graph.states
    .filter((state) => state.path.join('.').toLowerCase().includes(wanted))
    .map((state) => ({ stateId: state.id, text: state.path.join(' › '), kind: 'estado' as const }));
  const events = graph.edges
    .filter((edge) => `${edge.event} ${edge.guard ?? ''}`.toLowerCase().includes(wanted) && pathOf.has(edge.source))
    .map((edge) => ({
      stateId: edge.source,
      text: `${edge.event}${edge.guard ? ` [${edge.guard}]` : ''} em ${pathOf.get(edge.source)}`,
      kind: 'evento' as const,
    }));
  return [...states, ...events];
}
