import { type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, and, not, or, stateIn } from 'xstate';

/** One state node as diagrams and coverage see it (pure data: safe in the browser, no xstate/graph import). */
export type GraphState = {
  /** The xstate id: `machine.path.to.node`, or the node's own `id` when it has one. */
  id: string;
  /** Keys from the root; empty for the root. */
  path: string[];
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** Key of the initial child of a compound state. */
  initial: string | null;
  /** The ids of the actors the state invokes. */
  invokes: string[];
  children: GraphState[];
};

/** One transition to one target, with readable event and guard labels. */
export type GraphEdge = {
  /** `source:index:targetIndex` as `toDirectedGraph` numbers it (`source:always:i:t` for eventless ones). */
  id: string;
  source: string;
  target: string;
  eventType: string;
  event: string;
  guard: string | null;
  transition: AnyTransitionDefinition;
};

/** A machine's state tree, its states in document order (root excluded) and every transition edge. */
export type MachineGraph = { root: GraphState; states: GraphState[]; edges: GraphEdge[] };

type Guard = string | { type: string; params?: unknown } | ((...args: never[]) => unknown);
type Combinator = { check?: unknown; guards?: Guard[]; stateValue?: unknown };

// xstate's guard combinators, told apart by their shared `check` function: their names do not survive minifying.
const combinators = new Map<unknown, string>(
  [and([]), or([]), not('x'), stateIn('x')].map((guard, i) => [(guard as Combinator).check, ['and', 'or', 'not', 'stateIn'][i]]),
);

function describeParams(params: unknown): string {
  if (params === null || typeof params !== 'object') return '';
  const values = Object.values(params).filter((value) => ['string', 'number', 'boolean'].includes(typeof value));
  return values.length > 0 ? `(${values.join(', ')})` : '';
}

/** A guard as text: its name with static params, `a and b`, `a or b`, `not a`, `in state` (inline functions by name). */
export function guardLabel(guard: Guard | undefined, nested = false): string | null {
  if (guard === undefined) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object') return `${guard.type}${typeof guard.params === 'function' ? '' : describeParams(guard.params)}`;
  const { check, guards = [], stateValue } = guard as unknown as Combinator;
  const kind = combinators.get(check);
  const parts = guards.map((inner) => guardLabel(inner, true));
  const wrap = (text: string) => (nested ? `(${text})` : text);
  if (kind === 'and' || kind === 'or') return wrap(parts.join(` ${kind} `));
  if (kind === 'not') return `not ${parts[0]}`;
  if (kind === 'stateIn') return `in ${typeof stateValue === 'string' ? stateValue.replace(/^#/, '') : JSON.stringify(stateValue)}`;
  return guard.name || 'inline guard';
}

/** An event type as text: `always`, `done <invoke>`, `error <invoke>`, `after <delay>`, `done` (state), else the type. */
export function eventTypeLabel(type: string): string {
  if (type === '') return 'always';
  if (type === '*') return 'any event';
  const [, kind, rest] = /^xstate\.(done\.actor|error\.actor|done\.state|after|snapshot)\.(.*)$/.exec(type) ?? [];
  if (!kind) return type;
  if (kind === 'done.state') return 'done';
  if (kind === 'after') return `after ${rest.replace(/\..*$/, '')}${/^\d+\./.test(rest) ? ' ms' : ''}`;
  return `${kind.replace('.actor', '')} ${rest}`;
}

function toState(node: AnyStateNode): GraphState {
  return {
    id: node.id,
    path: node.path,
    key: node.key,
    type: node.type,
    initial: node.type === 'compound' ? (node.initial.target[0]?.key ?? null) : null,
    invokes: node.invoke.map((invoke) => invoke.id),
    children: Object.values(node.states).map(toState),
  };
}

function edgesOf(node: AnyStateNode): GraphEdge[] {
  const numbered = [
    ...[...node.transitions.values()].flat().map((transition, i) => [`${node.id}:${i}`, transition] as const),
    ...(node.always ?? []).map((transition, i) => [`${node.id}:always:${i}`, transition] as const),
  ];
  const own = numbered.flatMap(([prefix, transition]) =>
    (transition.target ?? [node]).map((target: AnyStateNode, t: number) => ({
      id: `${prefix}:${t}`,
      source: node.id,
      target: target.id,
      eventType: transition.eventType,
      event: eventTypeLabel(transition.eventType),
      guard: guardLabel(transition.guard as Guard | undefined),
      transition,
    })),
  );
  return [...own, ...Object.values(node.states).flatMap(edgesOf)];
}

/** Walks a machine's state nodes: the tree for diagrams, and the edges coverage counts. */
export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const root = toState(machine.root);
  const flatten = (state: GraphState): GraphState[] => state.children.flatMap((child) => [child, ...flatten(child)]);
  return { root, states: flatten(root), edges: edgesOf(machine.root) };
}
