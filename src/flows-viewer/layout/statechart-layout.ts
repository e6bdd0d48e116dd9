import type { ELK, ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { GraphEdge, GraphState, MachineGraph } from '../../../scripts/flows/machine-graph.ts';

/** A transition drawn as a line of text inside its source: to itself, or into one of its own descendants. */
export type Handler = { edge: GraphEdge; text: string };

/** A state placed on the drawing (absolute coordinates), with the transitions it lists inside itself. */
export type PlacedState = { state: GraphState; x: number; y: number; width: number; height: number; depth: number; handlers: Handler[] };

/** The transitions between two states, routed as one line with one label line per transition. */
export type PlacedEdge = {
  id: string;
  edges: GraphEdge[];
  labels: string[];
  points: { x: number; y: number }[];
  labelBox: { x: number; y: number; width: number; height: number } | null;
};

/** A machine laid out: its size, its own handlers (root transitions), states outermost first, routed transitions. */
export type Layout = {
  width: number;
  height: number;
  handlers: Handler[];
  states: PlacedState[];
  edges: PlacedEdge[];
  /** The initial child of the root and of every compound state. */
  initials: ReadonlySet<string>;
};

// Text metrics of the drawing's font (13px system-ui): an estimate with a little slack is enough.
const CHAR = 7.2;
/** Height of one line of text in the drawing. */
export const LINE = 16;
/** Height of a compound state's title bar. */
export const TITLE = 26;
const textWidth = (text: string) => Math.ceil(text.length * CHAR) + 16;

/** The text of a transition: its event, then its guard in brackets. */
export const transitionLabel = (edge: Pick<GraphEdge, 'event' | 'guard'>) => (edge.guard ? `${edge.event} [${edge.guard}]` : edge.event);

/** The lines a state shows under its name: what it invokes. */
export const invokeLines = (state: GraphState) => state.invokes.map((id) => `invoke ${id}`);

/**
 * Splits a machine's transitions: those into the source itself or one of its descendants are listed inside the
 * source (ELK's layered algorithm cannot route an edge into its own container, and a statechart's routing table
 * reads better as a list); the others are routed, one line per pair of states.
 */
function splitEdges(graph: MachineGraph) {
  const paths = new Map([[graph.root.id, ''], ...graph.states.map((state) => [state.id, state.path.join('.')] as const)]);
  const inside = (edge: GraphEdge) => {
    const [source, target] = [paths.get(edge.source)!, paths.get(edge.target)!];
    return source === target || source === '' || target.startsWith(`${source}.`);
  };
  const handlers = new Map<string, Handler[]>();
  const pairs = new Map<string, GraphEdge[]>();
  for (const edge of graph.edges) {
    if (inside(edge)) {
      const to =
        edge.source === edge.target ? '' : ` → ${paths.get(edge.target)!.slice(paths.get(edge.source)!.length).replace(/^\./, '')}`;
      const text = edge.source === edge.target ? `⟲ ${transitionLabel(edge)}` : `${transitionLabel(edge)}${to}`;
      handlers.set(edge.source, [...(handlers.get(edge.source) ?? []), { edge, text }]);
    } else {
      const key = `${edge.source}→${edge.target}`;
      pairs.set(key, [...(pairs.get(key) ?? []), edge]);
    }
  }
  return { handlers, pairs: [...pairs.values()] };
}

const LAYOUT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.spacing.nodeNodeBetweenLayers': '40',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeLabel': '2',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  // Every shape and edge in the drawing's own coordinates, so the SVG needs no nested transforms.
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
};

/**
 * Where a label goes: beside the middle of the route's longest segment (ELK leaves the labels of edges inside
 * compound states unplaced, at their container's corner).
 */
export function besideLongestSegment(points: { x: number; y: number }[], size: { width: number; height: number }) {
  let best: { from: { x: number; y: number }; to: { x: number; y: number }; length: number } | null = null;
  for (let i = 1; i < points.length; i++) {
    const [from, to] = [points[i - 1], points[i]];
    const length = Math.hypot(to.x - from.x, to.y - from.y);
    if (!best || length > best.length) best = { from, to, length };
  }
  if (!best) return null;
  const middle = { x: (best.from.x + best.to.x) / 2, y: (best.from.y + best.to.y) / 2 };
  const vertical = Math.abs(best.to.x - best.from.x) < Math.abs(best.to.y - best.from.y);
  return vertical
    ? { x: middle.x + 4, y: middle.y - size.height / 2, ...size }
    : { x: middle.x - size.width / 2, y: middle.y - size.height - 2, ...size };
}

/**
 * Lays a machine out as a statechart with ELK's layered algorithm: compound and parallel states nested (hierarchy
 * handling includes their children), transitions between states routed with their events and guards as labels,
 * transitions into a state's own inside listed in it. The root is the drawing itself, not a box.
 */
export async function layoutMachine(graph: MachineGraph, elk: ELK): Promise<Layout> {
  const { handlers, pairs } = splitEdges(graph);
  const toElkNode = (state: GraphState): ElkNode => {
    const own = (handlers.get(state.id) ?? []).map((handler) => handler.text);
    if (state.children.length === 0) {
      const lines = [state.key, ...invokeLines(state), ...own];
      return { id: state.id, width: Math.max(72, ...lines.map(textWidth)), height: 14 + lines.length * LINE };
    }
    const header = [[state.key, ...invokeLines(state)].join(' · '), ...own];
    return {
      id: state.id,
      layoutOptions: {
        'elk.padding': `[top=${TITLE + 10 + own.length * LINE},left=14,bottom=14,right=14]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${Math.max(...header.map(textWidth))}, 60)`,
      },
      children: state.children.map(toElkNode),
    };
  };
  const edges: ElkExtendedEdge[] = pairs.map((group) => {
    const labels = group.map(transitionLabel);
    return {
      id: group[0].id,
      sources: [group[0].source],
      targets: [group[0].target],
      labels: [{ id: `${group[0].id}#label`, width: Math.max(...labels.map(textWidth)) - 8, height: labels.length * LINE }],
    };
  });
  const rootHandlers = handlers.get(graph.root.id) ?? [];
  const root: ElkNode = {
    id: graph.root.id,
    layoutOptions: { ...LAYOUT_OPTIONS, 'elk.padding': `[top=${12 + rootHandlers.length * LINE},left=12,bottom=12,right=12]` },
    children: graph.root.children.map(toElkNode),
    edges,
  };
  const laid = await elk.layout(root);

  const byId = new Map(graph.states.map((state) => [state.id, state]));
  const states: PlacedState[] = [];
  const collect = (node: ElkNode, depth: number) => {
    for (const child of node.children ?? []) {
      const [x, y, width, height] = [child.x ?? 0, child.y ?? 0, child.width ?? 0, child.height ?? 0];
      states.push({ state: byId.get(child.id)!, x, y, width, height, depth, handlers: handlers.get(child.id) ?? [] });
      collect(child, depth + 1);
    }
  };
  collect(laid, 0);
  const groups = new Map(pairs.map((group) => [group[0].id, group]));
  const labelSize = (labels: string[]) => ({ width: Math.max(...labels.map(textWidth)) - 8, height: labels.length * LINE });
  const placed = ((laid.edges ?? []) as ElkExtendedEdge[]).map((elkEdge): PlacedEdge => {
    const group = groups.get(elkEdge.id)!;
    const labels = group.map(transitionLabel);
    const points = (elkEdge.sections ?? []).flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]);
    return { id: elkEdge.id, edges: group, labels, points, labelBox: besideLongestSegment(points, labelSize(labels)) };
  });
  const width = Math.max(laid.width ?? 0, ...rootHandlers.map((handler) => textWidth(handler.text) + 24));
  const initials = new Set(
    [graph.root, ...graph.states].flatMap((state) =>
      state.children.filter((child) => child.key === state.initial).map((child) => child.id),
    ),
  );
  return { width, height: laid.height ?? 0, handlers: rootHandlers, states, edges: placed, initials };
}
