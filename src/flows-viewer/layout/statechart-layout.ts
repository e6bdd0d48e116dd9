import type { ELK, ElkExtendedEdge, ElkLabel, ElkNode } from 'elkjs/lib/elk-api';
import type { GraphEdge, GraphState, MachineGraph } from '../../../scripts/flows/machine-graph.ts';
import type { Folded } from './fold.ts';
import { measureText } from './text-metrics.ts';

/** A transition drawn as a line of text inside its source: to itself, or into one of its own descendants. */
export type Handler = { edge: GraphEdge; text: string };

/** A state placed on the drawing (absolute coordinates), with the transitions it lists inside itself. */
export type PlacedState = { state: GraphState; x: number; y: number; width: number; height: number; depth: number; handlers: Handler[] };

/**
 * The transitions between two drawn boxes, routed as one line: labelled with its transition when alone, else as a
 * bundle ("N eventos") whose transitions are listed on demand.
 */
export type PlacedEdge = {
  id: string;
  edges: GraphEdge[];
  /** Every transition's text (event and guard), in order. */
  labels: string[];
  /** The label's lines as drawn: the one transition, or "N eventos" for a bundle. */
  shown: string[];
  bundle: boolean;
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
  /** The folded compound states drawn as one box, with what they hide. */
  folded: ReadonlyMap<string, Folded>;
  /** Where the coordinates came from: stored at build time, or ELK in the browser. */
  from?: 'stored' | 'elk';
};

/** Height of one line of text in the drawing. */
export const LINE = 16;
/** Height of a compound state's title bar. */
export const TITLE = 26;
// Text starts 8px (10px in a title) inside its box; a final state's inner ring takes 3px more: 12px each side is room.
const PAD = 24;
/** The width a box needs for a line of text: a name or title (bold), or another line. */
export const textWidth = (text: string, kind: 'name' | 'line' = 'line') => Math.ceil(measureText(text, kind)) + PAD;

/** A graph as drawn: some compound states may be folded (see fold.ts). */
export type Drawn = MachineGraph & { folded?: ReadonlyMap<string, Folded> };

/** The line a folded state shows under its name. */
export const foldedLine = ({ children, descendants }: Folded) =>
  `${children} ${children === 1 ? 'estado' : 'estados'} dentro${descendants > children ? ` (${descendants} ao todo)` : ''}`;

/** A state lists at most this many of its inner transitions; more are summed up in one line (listed on hover). */
export const HANDLERS_LISTED = 6;

/** The lines a state's inner transitions take: one each, or one summing up a long list. */
export const handlerLines = (handlers: Handler[]) =>
  handlers.length > HANDLERS_LISTED ? [`⟲ ${handlers.length} transições internas`] : handlers.map((handler) => handler.text);

/** The label lines of the transitions between two boxes: the transition itself, or a bundle's count. */
export const shownLabels = (labels: string[]) => (labels.length > 1 ? [`${labels.length} eventos`] : labels);

/** The text of a transition: its event, then its guard in brackets. */
export const transitionLabel = (edge: Pick<GraphEdge, 'event' | 'guard'>) => (edge.guard ? `${edge.event} [${edge.guard}]` : edge.event);

/** The lines a state shows under its name: what it invokes. */
export const invokeLines = (state: GraphState) => state.invokes.map((id) => `invoca ${id}`);

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

// Spacing, read by ELK from each compound node for its own children (the root's do not reach inside them).
const SPACING = {
  'elk.layered.spacing.nodeNodeBetweenLayers': '28',
  'elk.spacing.nodeNode': '12',
  'elk.spacing.edgeLabel': '2',
  'elk.spacing.edgeNode': '6',
  'elk.spacing.edgeEdge': '4',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '4',
  'elk.layered.spacing.edgeNodeBetweenLayers': '8',
};

const LAYOUT_OPTIONS = {
  ...SPACING,
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  // Every shape and edge in the drawing's own coordinates, so the SVG needs no nested transforms.
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
};

/** Where a label goes when ELK left it unplaced: beside the middle of the route's longest segment. */
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
 * A layout as bare coordinates, what is stored: the drawing's size, a box `[x, y, width, height]` per state (document
 * order), and for each routed pair of states (in the order the ELK input lists them) the points `[x0, y0, x1, y1, …]`
 * of its route and the top-left corner `[x, y]` of its label (empty when ELK left it unplaced).
 */
export type Geometry = { width: number; height: number; states: number[][]; edges: number[][]; labels: number[][] };

/**
 * The ELK input of a machine as a statechart: compound and parallel states nested (hierarchy handling includes
 * their children), transitions between states routed with their events and guards as labels, transitions into a
 * state's own inside listed in it. The root is the drawing itself, not a box. Everything ELK's answer depends on is
 * in this input, so it is also what a stored layout's digest covers.
 */
export function elkInput(graph: Drawn) {
  const { handlers, pairs } = splitEdges(graph);
  const toElkNode = (state: GraphState): ElkNode => {
    const own = handlerLines(handlers.get(state.id) ?? []);
    if (state.children.length === 0) {
      const folded = graph.folded?.get(state.id);
      const lines = [...(folded ? [foldedLine(folded)] : []), ...invokeLines(state), ...own];
      // A folded state's title bar also holds its unfold button (24px).
      const width = Math.max(72, textWidth(state.key, 'name') + (folded ? 24 : 0), ...lines.map((line) => textWidth(line)));
      return { id: state.id, width, height: 14 + (lines.length + 1) * LINE };
    }
    // Under the title bar, a line per invoke and per listed transition; the title bar holds the fold button (24px).
    const lines = [...invokeLines(state), ...own];
    const width = Math.max(textWidth(state.key, 'name') + 24, ...lines.map((line) => textWidth(line)));
    return {
      id: state.id,
      // With hierarchy handling ELK sizes a compound state by its children and mostly ignores this minimum (a node
      // label would be kept, but beside the children, widening the drawing): the header is a column of short lines.
      layoutOptions: {
        ...SPACING,
        'elk.padding': `[top=${TITLE + 10 + lines.length * LINE},left=14,bottom=14,right=14]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${width}, 60)`,
      },
      children: state.children.map(toElkNode),
    };
  };
  const edges: ElkExtendedEdge[] = pairs.map((group) => ({
    id: group[0].id,
    sources: [group[0].source],
    targets: [group[0].target],
    // ELK places (and makes room for) a label only when it has a text; the size is ours, the text only marks it.
    labels: [{ id: `${group[0].id}#label`, text: shownLabels(group.map(transitionLabel)).join('\n'), ...labelSize(group) }],
  }));
  const rootHandlers = handlers.get(graph.root.id) ?? [];
  const root: ElkNode = {
    id: graph.root.id,
    layoutOptions: { ...LAYOUT_OPTIONS, 'elk.padding': `[top=${12 + rootHandlers.length * LINE},left=12,bottom=12,right=12]` },
    children: graph.root.children.map(toElkNode),
    edges,
  };
  return { root, handlers, pairs };
}

const labelSize = (group: GraphEdge[]) => {
  const lines = shownLabels(group.map(transitionLabel));
  return { width: Math.max(...lines.map((line) => textWidth(line))) - 16, height: lines.length * LINE };
};

/** Runs ELK on a machine's graph and keeps the coordinates only (whole pixels: the drawing needs no finer). */
export async function elkGeometry(graph: Drawn, elk: ELK): Promise<Geometry> {
  const { root, pairs } = elkInput(graph);
  const laid = await elk.layout(root);
  const boxes = new Map<string, number[]>();
  const collect = (node: ElkNode) => {
    for (const child of node.children ?? []) {
      boxes.set(child.id, [child.x ?? 0, child.y ?? 0, child.width ?? 0, child.height ?? 0].map(Math.round));
      collect(child);
    }
  };
  collect(laid);
  const routed = new Map(((laid.edges ?? []) as ElkExtendedEdge[]).map((edge) => [edge.id, edge]));
  const route = (edge: ElkExtendedEdge | undefined) =>
    (edge?.sections ?? []).flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]);
  const corner = (label: ElkLabel | undefined) =>
    label?.x === undefined || label.y === undefined ? [] : [label.x, label.y].map(Math.round);
  return {
    width: Math.round(laid.width ?? 0),
    height: Math.round(laid.height ?? 0),
    states: graph.states.map((state) => boxes.get(state.id) ?? [0, 0, 0, 0]),
    edges: pairs.map((group) => route(routed.get(group[0].id)).flatMap((point) => [point.x, point.y].map(Math.round))),
    labels: pairs.map((group) => corner(routed.get(group[0].id)?.labels?.[0])),
  };
}

/** Turns coordinates (from ELK now or stored at build time) into the drawing's layout of the same graph. */
export function placeLayout(graph: Drawn, geometry: Geometry): Layout {
  const { handlers, pairs } = splitEdges(graph);
  const states = graph.states.map((state, i): PlacedState => {
    const [x, y, width, height] = geometry.states[i];
    return { state, x, y, width, height, depth: state.path.length - 1, handlers: handlers.get(state.id) ?? [] };
  });
  const edges = pairs.map((group, i): PlacedEdge => {
    const flat = geometry.edges[i];
    const points = Array.from({ length: flat.length / 2 }, (_, p) => ({ x: flat[2 * p], y: flat[2 * p + 1] }));
    const labels = group.map(transitionLabel);
    const [x, y] = geometry.labels[i];
    const labelBox = x === undefined ? besideLongestSegment(points, labelSize(group)) : { x, y, ...labelSize(group) };
    return { id: group[0].id, edges: group, labels, shown: shownLabels(labels), bundle: labels.length > 1, points, labelBox };
  });
  const rootHandlers = handlers.get(graph.root.id) ?? [];
  const width = Math.max(geometry.width, ...rootHandlers.map((handler) => textWidth(handler.text) + 24));
  const initials = new Set(
    [graph.root, ...graph.states].flatMap((state) =>
      state.children.filter((child) => child.key === state.initial).map((child) => child.id),
    ),
  );
  return { width, height: geometry.height, handlers: rootHandlers, states, edges, initials, folded: graph.folded ?? new Map() };
}

/** Lays a machine out as a statechart with ELK's layered algorithm (see `elkInput`). */
export async function layoutMachine(graph: Drawn, elk: ELK): Promise<Layout> {
  return placeLayout(graph, await elkGeometry(graph, elk));
}
