import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { type GraphEdge, type GraphState, guardLabel, type MachineGraph } from '../../scripts/flows/machine-graph.ts';

/** One transition out of a state, as the explorer lists it. */
export type TransitionInfo = { edgeIds: string[]; event: string; guard: string | null; actions: string[]; targets: string[] };
/** One actor a state invokes: its id, its logic's name, and where its done and error events lead. */
export type InvokeInfo = { id: string; src: string; done: string[]; error: string[] };

/** Everything the explorer says about a state. */
export type StateInfo = {
  id: string;
  /** The state and its ancestors from the root's first child: the breadcrumbs. */
  trail: { id: string; key: string }[];
  type: GraphState['type'];
  view: string | null;
  url: string | null;
  title: string | null;
  invokes: InvokeInfo[];
  entry: string[];
  exit: string[];
  transitions: TransitionInfo[];
};

type Meta = { view?: string; path?: string; title?: string };
type Action = string | { type?: string; name?: string } | ((...args: never[]) => unknown);

/** An action as text: its name (with an assign or raise said as such), never its code. */
export function actionLabel(action: Action): string {
  if (typeof action === 'string') return action;
  const type = (action as { type?: string }).type;
  if (typeof type === 'string') return type.replace(/^xstate\./, '');
  return (action as { name?: string }).name || 'ação anônima';
}

const STATE_TYPES: Record<GraphState['type'], string> = {
  atomic: 'simples',
  compound: 'composto',
  parallel: 'paralelo',
  final: 'final',
  history: 'histórico',
};

/** A state's kind in pt-BR (xstate names it in English). */
export const stateTypeLabel = (type: GraphState['type']): string => STATE_TYPES[type];

const where = (node: AnyStateNode) => node.path.join('.') || '(raiz)';

function invokeInfo(node: AnyStateNode): InvokeInfo[] {
  return node.invoke.map((invoke) => {
    const targets = (type: string) =>
      (node.transitions.get(`${type}.${invoke.id}`) ?? []).flatMap((transition) =>
        (transition.target ?? []).map(
          (target: AnyStateNode) => `${where(target)}${transition.guard ? ` [${guardLabel(transition.guard)}]` : ''}`,
        ),
      );
    const src = typeof invoke.src === 'string' ? invoke.src : 'lógica anônima';
    return { id: invoke.id, src, done: targets('xstate.done.actor'), error: targets('xstate.error.actor') };
  });
}

/** Reads a state of a machine for the explorer's panel: hierarchy, view, URL, invokes, actions, outgoing transitions. */
export function stateInfo(machine: AnyStateMachine, graph: MachineGraph, id: string): StateInfo | null {
  const state = graph.states.find((each) => each.id === id);
  if (!state) return null;
  const node = machine.getStateNodeById(id);
  const meta = (node.meta ?? {}) as Meta;
  const trail = state.path.map((_, i) => {
    const ancestor = graph.states.find((each) => each.path.length === i + 1 && each.path.every((key, k) => key === state.path[k]))!;
    return { id: ancestor.id, key: ancestor.key };
  });
  const byTransition = new Map<unknown, GraphEdge[]>();
  for (const edge of graph.edges.filter((each) => each.source === id))
    byTransition.set(edge.transition, [...(byTransition.get(edge.transition) ?? []), edge]);
  const transitions = [...byTransition.values()].map((edges) => ({
    edgeIds: edges.map((edge) => edge.id),
    event: edges[0].event,
    guard: edges[0].guard,
    actions: (edges[0].transition.actions as Action[]).map(actionLabel),
    targets: edges[0].transition.target ? edges.map((edge) => where(machine.getStateNodeById(edge.target))) : ['(fica no estado)'],
  }));
  return {
    id,
    trail,
    type: state.type,
    view: meta.view ?? null,
    url: meta.path ?? null,
    title: meta.title ?? null,
    invokes: invokeInfo(node),
    entry: (node.entry as Action[]).map(actionLabel),
    exit: (node.exit as Action[]).map(actionLabel),
    transitions,
  };
}
