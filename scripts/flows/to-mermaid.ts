import type { AnyStateMachine } from 'xstate';
import { type GraphEdge, type GraphState, machineGraph } from './machine-graph.ts';

/** What the flow viewer lays over a diagram: the active states (xstate ids) and the transitions no path took. */
export type Overlay = { active?: readonly string[]; uncovered?: ReadonlySet<string> };

/**
 * The Mermaid id of every state: the shortest tail of its path no other state shares, joined by `__` (Mermaid ids
 * allow no dots), so the diagram source stays readable.
 */
export function mermaidIds(states: readonly GraphState[]): Map<string, string> {
  const tail = (state: GraphState, length: number) =>
    state.path
      .slice(-length)
      .map((key) => key.replace(/\W/g, '_'))
      .join('__');
  const unique = (state: GraphState) => {
    for (let length = 1; length < state.path.length; length++) {
      if (states.filter((other) => tail(other, length) === tail(state, length)).length === 1) return tail(state, length);
    }
    return tail(state, state.path.length);
  };
  return new Map(states.map((state) => [state.id, unique(state)]));
}

// Mermaid reads `:` as the label separator, `;` as a statement end and `#…;` as an entity.
const safe = (text: string) => text.replace(/[:;#"{}]/g, ' ').trim();

/** The edge's label: its event, then its guard in brackets. */
export const edgeLabel = (edge: Pick<GraphEdge, 'event' | 'guard'>) => safe(edge.guard ? `${edge.event} [${edge.guard}]` : edge.event);

type Ids = ReadonlyMap<string, string>;

function declare(state: GraphState, ids: Ids, indent: string): string[] {
  const id = ids.get(state.id);
  const invokes = state.invokes.map(safe);
  if (state.children.length === 0) {
    return [`${indent}state "${state.key}" as ${id}`, ...invokes.map((invoke) => `${indent}${id} : invoke ${invoke}`)];
  }
  // Mermaid refuses descriptions on composite states: their invokes go in the title.
  const title = invokes.length > 0 ? `${state.key} · invoke ${invokes.join(', ')}` : state.key;
  return [`${indent}state "${title}" as ${id} {`, ...body(state, ids, `${indent}  `), `${indent}}`];
}

// The inside of a composite state (or of the diagram): initial marker, children, final markers; regions of a
// parallel state are separated by `--`.
function body(state: GraphState, ids: Ids, indent: string): string[] {
  const initial = state.children.find((child) => child.key === state.initial);
  const children = state.children.map((child) => [
    ...declare(child, ids, indent),
    ...(child.type === 'final' ? [`${indent}${ids.get(child.id)} --> [*]`] : []),
  ]);
  const separated =
    state.type === 'parallel' ? children.flatMap((lines, i) => (i === 0 ? lines : [`${indent}--`, ...lines])) : children.flat();
  return [...(initial ? [`${indent}[*] --> ${ids.get(initial.id)}`] : []), ...separated];
}

/**
 * Converts a machine to a Mermaid `stateDiagram-v2`: state declarations nested in composite blocks (invoke ids as
 * state descriptions, initial and final markers), then every transition with its event and guard. An overlay marks
 * uncovered transitions with ✗ and styles the active leaf states.
 */
export function toMermaid(machine: AnyStateMachine, overlay: Overlay = {}): string {
  const { root, states, edges } = machineGraph(machine);
  const ids = mermaidIds(states);
  // Mermaid has no top-level regions nor transitions from the diagram itself: such a root is drawn as a state.
  const wrapped = root.type === 'parallel' || edges.some((edge) => edge.source === root.id);
  const base = root.key.replace(/\W/g, '_');
  const rootId = [...ids.values()].includes(base) ? `${base}_machine` : base;
  ids.set(root.id, rootId);
  const inside = wrapped
    ? [`  [*] --> ${rootId}`, `  state "${root.key}" as ${rootId} {`, ...body(root, ids, '    '), '  }']
    : body(root, ids, '  ');
  const transitions = edges.map((edge) => {
    const mark = overlay.uncovered?.has(edge.id) ? '✗ ' : '';
    return `  ${ids.get(edge.source)} --> ${ids.get(edge.target)} : ${mark}${edgeLabel(edge)}`;
  });
  // Only the innermost active states: a filled composite block would hide everything inside it.
  const leaves = new Set(states.filter((state) => state.children.length === 0).map((state) => state.id));
  const active = (overlay.active ?? []).filter((id) => leaves.has(id)).map((id) => ids.get(id));
  const styles =
    active.length > 0 ? ['  classDef active fill:#ffe082,stroke:#e65100,stroke-width:3px', `  class ${active.join(',')} active`] : [];
  return [`stateDiagram-v2`, ...inside, ...transitions, ...styles, ''].join('\n');
}
