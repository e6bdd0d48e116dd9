import { type AnyMachineSnapshot, type AnyTransitionDefinition, createActor, type EventObject, fromPromise } from 'xstate';
import { eventLabel } from './events.ts';
import type { MachineModel } from './model.types.ts';
import type { ModelPath } from './paths.ts';

/**
 * What replays walked through: state node ids entered, transitions taken (as `transitionId`s), and the abstract
 * states (value + relevant context) whose invariants were checked.
 */
export type Visits = { states: Set<string>; transitions: Set<string>; checked: Set<string> };

/**
 * A transition's identity across `machine.provide()` copies (which rebuild every state node): its source, its
 * event (`always` for eventless ones) and its position among the source's transitions for that event.
 */
export function transitionId(transition: AnyTransitionDefinition): string {
  const { source, eventType } = transition;
  const siblings: readonly AnyTransitionDefinition[] = eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  return `${source.id}|${eventType || 'always'}|${siblings.indexOf(transition)}`;
}

/** An empty visit record to accumulate replays into. */
export const noVisits = (): Visits => ({ states: new Set(), transitions: new Set(), checked: new Set() });

/** Visits of one path: its own entered states, the shared transitions and checked abstract states. */
export const pathVisits = (shared: Visits): Visits => ({ states: new Set(), transitions: shared.transitions, checked: shared.checked });

/** Adds one path's entered states to the shared visits and returns them. */
export function mergeStates(shared: Visits, own: Visits): string[] {
  for (const id of own.states) shared.states.add(id);
  return [...own.states];
}

type Deferred = { resolve: (output: unknown) => void; reject: (error: unknown) => void };

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

// Lets a settled fake's continuation run and the machine take the done/error transition.
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

// What a replay compares: what the vertex key abstracts a snapshot to (state, relevant context) and what runs.
// Not the whole context: snapshots sharing a key may differ in context the model declares irrelevant.
const observable = (model: MachineModel, snapshot: AnyMachineSnapshot) => ({
  status: snapshot.status,
  value: snapshot.value,
  relevant: model.relevant(snapshot),
  children: Object.keys(snapshot.children).sort(),
});

/**
 * Replays a path on the model's machine with fake actors that answer exactly what the path's own done/error
 * events carry, and checks the live snapshot against the path's after every step. Throws on the first mismatch.
 */
export async function replayPath(model: MachineModel, path: ModelPath, visits: Visits = noVisits()): Promise<Visits> {
  const pending = new Map<string, Deferred>();
  const fake = fromPromise<unknown>(({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject })));
  const actors = Object.fromEntries(Object.keys(model.actors).map((src) => [src, fake]));
  const record = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes) visits.states.add(node.id);
  };
  const actor = createActor(model.machine.provide({ actors, actions: model.actions ?? {} }), {
    input: model.input,
    inspect: (event) => {
      if (event.type !== '@xstate.microstep') return;
      for (const transition of event._transitions) visits.transitions.add(transitionId(transition));
      record(event.snapshot as AnyMachineSnapshot);
    },
  });
  const check = (expected: AnyMachineSnapshot, index: number) => {
    const actual = actor.getSnapshot() as AnyMachineSnapshot;
    record(actual);
    const where = `step ${index} of: ${path.description || '(initial state)'}`;
    const [want, got] = [JSON.stringify(observable(model, expected)), JSON.stringify(observable(model, actual))];
    if (want !== got) throw new Error(`${where}\nexpected ${want}\nreceived ${got}`);
    if (!model.invariants || visits.checked.has(got)) return;
    visits.checked.add(got);
    try {
      model.invariants(actual);
    } catch (error) {
      throw new Error(`${where}\ninvariant broken in ${got}: ${(error as Error).message}`);
    }
  };
  const deliver = async (event: EventObject & { actorId?: string; output?: unknown; error?: unknown }) => {
    const settles = event.type.startsWith(DONE) || event.type.startsWith(ERROR);
    if (!settles) return actor.send(event);
    const id = event.actorId ?? '';
    const deferred = pending.get(id);
    if (!deferred) throw new Error(`"${eventLabel(event)}" expects the actor "${id}" to be running`);
    pending.delete(id);
    if (event.type.startsWith(DONE)) deferred.resolve(event.output);
    else deferred.reject(event.error);
    await flush();
  };
  actor.start();
  try {
    check(path.steps[0].state, 0);
    for (let i = 1; i < path.steps.length; i++) {
      await deliver(path.steps[i].event);
      check(path.steps[i].state, i);
    }
  } finally {
    actor.stop();
  }
  return visits;
}
