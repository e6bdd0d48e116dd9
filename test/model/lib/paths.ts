import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { eventLabel, invokeEvents } from './events.ts';
import type { MachineModel } from './model.types.ts';

/** A generated path: the snapshot after each step (the first is the initial one) and its labels. */
export type ModelPath = StatePath<AnyMachineSnapshot, EventObject> & { description: string };

/** Result of a generation: the paths to replay, how many vertices the traversal found, and how long it took. */
export type GeneratedPaths = { paths: ModelPath[]; vertices: number; ms: number };

// Upper bound on traversal iterations: a key that leaks unbounded context fails loudly instead of hanging.
const TRAVERSAL_LIMIT = 200_000;

/**
 * Transition-keyed vertex: the state, the context its guards read, the event that led here and the state it
 * came from. Every distinct transition becomes its own vertex, so shortest paths reach every transition.
 */
export function transitionKey(
  model: MachineModel,
  snapshot: AnyMachineSnapshot,
  event?: EventObject,
  previous?: AnyMachineSnapshot,
): string {
  return JSON.stringify([snapshot.value, model.relevant(snapshot), event ? eventLabel(event) : null, previous?.value ?? null]);
}

// Keeps the paths that are not a prefix of another one: replaying the longer path checks every shorter one too.
function longestOnly(paths: ModelPath[]): ModelPath[] {
  type Node = Map<string, Node>;
  const root: Node = new Map();
  const ends = paths.map((path) => {
    let node = root;
    for (const step of path.steps.slice(1)) {
      const label = eventLabel(step.event);
      let next = node.get(label);
      if (!next) {
        next = new Map();
        node.set(label, next);
      }
      node = next;
    }
    return node;
  });
  return paths.filter((_, i) => ends[i].size === 0);
}

/** Shortest paths to every transition-keyed vertex of a model (xstate/graph), without prefix duplicates. */
export function generatePaths(model: MachineModel): GeneratedPaths {
  const started = performance.now();
  const raw = getShortestPaths(model.machine, {
    input: model.input,
    events: (snapshot: AnyMachineSnapshot) => [...model.events(snapshot), ...invokeEvents(snapshot, model.actors)],
    // Only events some transition takes: unhandled ones would add vertices that change nothing.
    filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) => model.machine.getTransitionData(snapshot, event).length > 0,
    serializeState: (snapshot, event, previous) => transitionKey(model, snapshot, event, previous),
    serializeEvent: eventLabel,
    limit: TRAVERSAL_LIMIT,
  });
  const paths = longestOnly(
    raw.map((path) => ({
      ...path,
      description: path.steps
        .slice(1)
        .map((step) => eventLabel(step.event))
        .join(' → '),
    })),
  );
  return { paths, vertices: raw.length, ms: performance.now() - started };
}
