import type { AnyStateMachine } from 'xstate';
import { machineGraph } from '../../scripts/flows/machine-graph.ts';
import type { Expected } from '../../test/model/lib/expected.ts';
import type { CoverageEntry } from './coverage-data.ts';
import { transitionLabel } from './layout/statechart-layout.ts';

/** What the explorer can say about a machine's coverage. */
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
    .map((edge) => `${keyOf.get(edge.source) ?? edge.source} → ${keyOf.get(edge.target) ?? edge.target}: ${transitionLabel(edge)}`);
  return { kind: 'ok', states: ratio(entry.states), transitions: ratio(entry.transitions), uncovered, uncoveredLabels };
}

/**
 * One generated path as the explorer lists it: its content ID (null in reports older than IDs), its position in the
 * report, labels, group and expected end, as `npm run paths` gives them.
 */
export type ListedPath = { id: string | null; number: number; labels: string[]; group: number | null; expected: Expected | null };

/** A path's name as QA's outputs give it: "Caminho <ID>" (its position in reports older than IDs). */
export const pathName = (path: ListedPath) => `Caminho ${path.id ?? path.number}`;

/** The generated paths that entered a state (from the last model run), or null when the report has none to say. */
export function pathsThrough(machine: AnyStateMachine, entry: CoverageEntry | undefined, stateId: string): ListedPath[] | null {
  if (!entry?.paths?.visits) return null;
  const index = machineGraph(machine).states.findIndex((state) => state.id === stateId);
  const { list, ids, visits, groups, expected } = entry.paths;
  return list.flatMap((description, i) =>
    visits[i]?.includes(index)
      ? [
          {
            id: ids?.[i] ?? null,
            number: i + 1,
            labels: description === '' ? [] : description.split(' → '),
            group: groups?.[i] ?? null,
            expected: expected?.[i] ?? null,
          },
        ]
      : [],
  );
}

const STATUSES: Record<string, string> = { done: 'máquina concluída', error: 'máquina com erro' };

/** A path's expected end in one pt-BR line: state, view and URL (and the machine's status when it no longer runs). */
export const expectedEnd = (expected: Expected) =>
  `termina em ${expected.state} · tela ${expected.view ?? '—'} · URL ${expected.url ?? '—'}` +
  (expected.status === 'active' ? '' : ` · ${STATUSES[expected.status] ?? expected.status}`);

/** The active innermost states of a machine as readable trails (`partner › ready › visitor › landing`). */
export function liveTrails(machine: AnyStateMachine, active: readonly string[] | undefined): string[] {
  if (!active) return [];
  const { states } = machineGraph(machine);
  const leaves = states.filter((state) => state.children.length === 0 && active.includes(state.id));
  return leaves.map((state) => state.path.join(' › '));
}
