import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { StatePath } from 'xstate/graph';
import { eventLabel } from './events.ts';
import { exploreModel, type ModelEdge, type Vertex } from './explore.ts';
import type { MachineModel } from './model.types.ts';

/** A generated path: the snapshot after each step (the first is the initial one) and its labels. */
export type ModelPath = StatePath<AnyMachineSnapshot, EventObject> & { description: string };

/**
 * Result of a generation: the paths to replay, how many abstract states and edges the exploration found, and how
 * long it took.
 */
export type GeneratedPaths = { paths: ModelPath[]; vertices: number; edges: number; ms: number };

type Step = { state: AnyMachineSnapshot; event: EventObject };

// The steps of the breadth-first tree from the initial state to a vertex: a shortest path to it.
function stepsTo(vertices: ReadonlyMap<string, Vertex>, vertex: Vertex): Step[] {
  const steps: Step[] = [];
  for (let at: Vertex = vertex; at.via; at = vertices.get(at.via.from)!) steps.push({ state: at.snapshot, event: at.via.event });
  return steps.reverse();
}

function toPath(initial: AnyMachineSnapshot, steps: Step[]): ModelPath {
  return {
    state: steps.at(-1)?.state ?? initial,
    steps: [{ state: initial, event: { type: 'xstate.init' } }, ...steps],
    weight: steps.length,
    description: steps.map((step) => eventLabel(step.event)).join(' → '),
  };
}

/**
 * Transition-covering shortest paths of a model: a shortest path to every abstract state (so every state is entered
 * and its invariants checked), plus, for every transition those do not take, the shortest path that takes it.
 * Paths that are a prefix of another are dropped: replaying the longer one checks the shorter too.
 */
export function generatePaths(model: MachineModel): GeneratedPaths {
  const started = performance.now();
  const { vertices, edges, step } = exploreModel(model);
  const vertexList = [...vertices.values()];
  const covered = new Set(vertexList.flatMap((vertex) => vertex.via?.transitions ?? []));
  // Edges are in breadth-first order of their source, so the first edge taking a transition is a shortest one.
  const extra: ModelEdge[] = edges.filter((edge) => {
    const adds = edge.transitions.some((id) => !covered.has(id));
    for (const id of edge.transitions) covered.add(id);
    return adds;
  });
  // A vertex that is some path's source or tree parent ends no path of its own.
  const inner = new Set([...vertexList.map((vertex) => vertex.via?.from), ...extra.map((edge) => edge.from)]);
  const initial = vertexList[0].snapshot;
  const paths = [
    ...vertexList.filter((vertex) => !inner.has(vertex.key)).map((vertex) => toPath(initial, stepsTo(vertices, vertex))),
    ...extra.map((edge) => toPath(initial, [...stepsTo(vertices, vertices.get(edge.from)!), { state: step(edge), event: edge.event }])),
  ];
  // Sorted by their labels, so listings read like a tree and stay stable when exploration order changes.
  paths.sort((a, b) => (a.description < b.description ? -1 : a.description > b.description ? 1 : 0));
  return { paths, vertices: vertices.size, edges: edges.length, ms: performance.now() - started };
}
