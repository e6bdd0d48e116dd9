import type { GraphEdge, GraphState, MachineGraph } from '../../../scripts/flows/machine-graph.ts';

/** A folded compound state is drawn as one box: how many children (and states in all) it hides. */
export type Folded = { children: number; descendants: number };

/** A machine's graph as drawn with some compound states folded (see `foldGraph`). */
export type FoldedGraph = MachineGraph & {
  folded: ReadonlyMap<string, Folded>;
  /** Each hidden state's drawn stand-in: its outermost folded ancestor. */
  shownAs: ReadonlyMap<string, string>;
};

/** Machines with more states than this open with their deeper levels folded (see `defaultFolds`). */
export const FOLD_ABOVE = 30;
/** The most boxes a default view draws: levels are unfolded from the top while the drawing stays within it. */
export const DEFAULT_BOXES = 16;

const descendantsOf = (state: GraphState): GraphState[] => state.children.flatMap((child) => [child, ...descendantsOf(child)]);
const isCompound = (state: GraphState) => state.children.length > 0;

/**
 * The graph drawn with the given compound states folded: a folded state keeps its box (with its child count) and
 * loses its inside; a transition from or to a hidden state is drawn from or to its outermost folded ancestor, with
 * its own id (so coverage and paths still mark it); a transition between two states of the same folded box is hidden
 * with them (a self-transition of the folded state itself stays). Ids that are not compound states are ignored.
 */
export function foldGraph(graph: MachineGraph, folds: ReadonlySet<string>): FoldedGraph {
  const folded = new Map<string, Folded>();
  // Each hidden state's drawn stand-in: its outermost folded ancestor.
  const shownAs = new Map<string, string>();
  const project = (state: GraphState, hiddenBy: string | null): GraphState | null => {
    if (hiddenBy) {
      shownAs.set(state.id, hiddenBy);
      for (const child of state.children) project(child, hiddenBy);
      return null;
    }
    if (folds.has(state.id) && isCompound(state)) {
      folded.set(state.id, { children: state.children.length, descendants: descendantsOf(state).length });
      for (const child of state.children) project(child, state.id);
      return { ...state, children: [] };
    }
    return { ...state, children: state.children.flatMap((child) => project(child, null) ?? []) };
  };
  const root = { ...graph.root, children: graph.root.children.flatMap((child) => project(child, null) ?? []) };
  const drawn = (id: string) => shownAs.get(id) ?? id;
  const edges = graph.edges.flatMap((edge): GraphEdge[] => {
    const [source, target] = [drawn(edge.source), drawn(edge.target)];
    if (source === edge.source && target === edge.target) return [edge];
    return source === target ? [] : [{ ...edge, source, target }];
  });
  const flatten = (state: GraphState): GraphState[] => state.children.flatMap((child) => [child, ...flatten(child)]);
  return { root, states: flatten(root), edges, folded, shownAs };
}

/**
 * The folds a machine opens with: none for a machine of at most `FOLD_ABOVE` states; else every compound state
 * below the deepest level that can be shown whole within `DEFAULT_BOXES` boxes (at least the top level's own
 * boxes), so the overview draws the journey's big steps and each one unfolds on demand.
 */
export function defaultFolds(graph: MachineGraph): Set<string> {
  if (graph.states.length <= FOLD_ABOVE) return new Set();
  const depthOf = (state: GraphState) => state.path.length;
  const deepest = Math.max(...graph.states.map(depthOf));
  let shown = 1;
  for (let depth = 2; depth <= deepest; depth++) {
    if (graph.states.filter((state) => depthOf(state) <= depth).length > DEFAULT_BOXES) break;
    shown = depth;
  }
  return new Set(graph.states.filter((state) => isCompound(state) && depthOf(state) === shown).map((state) => state.id));
}

/** The folds with every ancestor of a state unfolded, so that the state is drawn (the same set when it already is). */
export function unfoldTo(graph: MachineGraph, folds: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const state = graph.states.find((each) => each.id === id);
  if (!state) return folds;
  const ancestors = new Set(
    graph.states
      .filter((each) => each.path.length < state.path.length && each.path.every((key, i) => state.path[i] === key) && folds.has(each.id))
      .map((each) => each.id),
  );
  return ancestors.size === 0 ? folds : new Set([...folds].filter((fold) => !ancestors.has(fold)));
}

/** A set of state ids as drawn: each hidden state stands for its folded ancestor (which is added). */
export function asDrawn(ids: ReadonlySet<string>, shownAs: ReadonlyMap<string, string>): ReadonlySet<string> {
  if (![...ids].some((id) => shownAs.has(id))) return ids;
  return new Set([...ids].map((id) => shownAs.get(id) ?? id));
}
