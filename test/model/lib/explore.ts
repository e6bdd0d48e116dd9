import {
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyTransitionDefinition,
  createEmptyActor,
  type EventObject,
  fromPromise,
} from 'xstate';
import { delayedEvents, eventLabel, invokeEvents } from './events.ts';
import type { MachineModel } from './model.types.ts';
import { transitionId } from './replay.ts';

/** An event a vertex handles: where it leads and the transitions (as `transitionId`s) its macrostep took. */
export type ModelEdge = { from: string; to: string; event: EventObject; transitions: string[] };

/** An abstract state (state value + relevant context), with the edge that first reached it (none for the initial one). */
export type Vertex = { key: string; snapshot: AnyMachineSnapshot; depth: number; via?: ModelEdge };

/**
 * The abstract state graph of a model: vertices in breadth-first order, every edge of every vertex, and `step`,
 * which recomputes the snapshot an edge leads to (edges keep none: thousands of snapshots cost more memory than
 * the few recomputations a path needs).
 */
export type ModelGraph = { vertices: Map<string, Vertex>; edges: ModelEdge[]; step: (edge: ModelEdge) => AnyMachineSnapshot };

const NEVER_STARTED = fromPromise<unknown>(() => new Promise<never>(() => undefined));

// Upper bound on abstract states: a `relevant` that leaks unbounded context fails loudly instead of hanging.
const VERTEX_LIMIT = 20_000;

/** The vertex key: what the suite tells states apart by (never names, documents or other PII). */
export const vertexKey = (model: MachineModel, snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, model.relevant(snapshot)]);

// A pure actor scope like xstate/graph's, whose system reports the transitions each microstep takes.
function recordingScope(): { scope: AnyActorScope; taken: AnyTransitionDefinition[][] } {
  const self = createEmptyActor();
  const taken: AnyTransitionDefinition[][] = [];
  self.system.inspect((event) => {
    if (event.type === '@xstate.microstep') taken.push((event as unknown as { _transitions: AnyTransitionDefinition[] })._transitions);
  });
  const scope = {
    self,
    system: self.system,
    logger: () => undefined,
    id: '',
    sessionId: 'model',
    defer: () => undefined,
    stopChild: () => undefined,
    emit: () => undefined,
    actionExecutor: () => undefined,
  } as unknown as AnyActorScope;
  return { scope, taken };
}

/** The events to try from a snapshot: the model's, done/error of every live invoke, and due delays; one per label. */
export function eventsFrom(model: MachineModel, snapshot: AnyMachineSnapshot): EventObject[] {
  const all = [...model.events(snapshot), ...invokeEvents(snapshot, model.actors), ...delayedEvents(snapshot)];
  return [...new Map(all.map((event) => [eventLabel(event), event])).values()];
}

/**
 * A model's machine for pure transitions: invoked actors are created but never started (stand-ins skip building a
 * child machine's initial state on every entry, most of the cost once a machine invokes others), and `taken`
 * collects the transitions of every microstep the scope runs. Replays use their own fakes.
 */
export function pureMachine(model: MachineModel) {
  const actors = Object.fromEntries(Object.keys(model.actors).map((src) => [src, NEVER_STARTED]));
  const machine = model.machine.provide({ actors });
  const { scope, taken } = recordingScope();
  const initial = machine.getInitialSnapshot(scope, model.input) as AnyMachineSnapshot;
  return { machine, scope, taken, initial };
}

/**
 * Explores a model breadth-first over abstract states. Every abstract state is expanded once (the model promises
 * that `relevant` holds all the context guards read, so its outgoing behaviour is the same from any history), and
 * every event some transition takes becomes an edge.
 */
export function exploreModel(model: MachineModel): ModelGraph {
  const { machine, scope, taken, initial } = pureMachine(model);
  const vertices = new Map<string, Vertex>([[vertexKey(model, initial), { key: vertexKey(model, initial), snapshot: initial, depth: 0 }]]);
  const queue = [...vertices.values()];
  const edges: ModelEdge[] = [];
  for (let i = 0; i < queue.length; i++) {
    const vertex = queue[i];
    // A machine that is done (or failed) takes no more events: a live actor ignores them.
    if (vertex.snapshot.status !== 'active') continue;
    for (const event of eventsFrom(model, vertex.snapshot)) {
      // An error event no transition takes would put the machine in error: such an event is skipped, not sent.
      if (event.type.startsWith('xstate.error.') && machine.getTransitionData(vertex.snapshot, event).length === 0) continue;
      taken.length = 0;
      const snapshot = machine.transition(vertex.snapshot, event, scope) as AnyMachineSnapshot;
      // A state at rest that ignores the event takes no transition: checked after the fact, as asking first
      // (`getTransitionData`) selects the transitions of every handled event twice.
      if (!taken.some((transitions) => transitions.length > 0)) continue;
      const key = vertexKey(model, snapshot);
      const edge = { from: vertex.key, to: key, event, transitions: taken.flat().map(transitionId) };
      edges.push(edge);
      if (vertices.has(key)) continue;
      if (vertices.size >= VERTEX_LIMIT)
        throw new Error(`${model.name}: more than ${VERTEX_LIMIT} abstract states; does relevant() leak context?`);
      const next = { key, snapshot, depth: vertex.depth + 1, via: edge };
      vertices.set(key, next);
      queue.push(next);
    }
  }
  const step = (edge: ModelEdge) => machine.transition(vertices.get(edge.from)!.snapshot, edge.event, scope) as AnyMachineSnapshot;
  return { vertices, edges, step };
}
