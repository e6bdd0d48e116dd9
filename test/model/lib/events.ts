import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import type { ActorCases } from './model.types.ts';

const labels = new WeakMap<EventObject, string>();

/** Registers the label an event shows in path listings and vertex keys (payloads themselves never appear). */
export function labelled<T extends EventObject>(label: string, event: T): T {
  labels.set(event, label);
  return event;
}

/** The label of an event: its registered label, else its type. */
export function eventLabel(event: EventObject): string {
  return labels.get(event) ?? event.type;
}

const invokeEventCache = new WeakMap<object, Map<string, EventObject>>();

// One event object per (payload case, invoke id): labels are keyed by identity, and the traversal tells
// events apart by label.
function cached(answer: object, id: string, create: () => EventObject): EventObject {
  const byId = invokeEventCache.get(answer) ?? new Map<string, EventObject>();
  invokeEventCache.set(answer, byId);
  let event = byId.get(id);
  if (!event) {
    event = create();
    byId.set(id, event);
  }
  return event;
}

/**
 * The `xstate.done.actor.<id>` and `xstate.error.actor.<id>` events of every actor the snapshot has invoked,
 * one per payload case of its `src`.
 */
export function invokeEvents(snapshot: AnyMachineSnapshot, actors: Readonly<Record<string, ActorCases>>): EventObject[] {
  return Object.entries(snapshot.children).flatMap(([id, child]) => {
    const ref = child as AnyActorRef | undefined;
    const src = typeof ref?.src === 'string' ? ref.src : undefined;
    const cases = src ? actors[src] : undefined;
    if (!cases) throw new Error(`No payload cases for the actor "${src ?? id}" invoked as "${id}"`);
    return [
      ...cases.done
        .filter((answer) => answer.when?.(snapshot) ?? true)
        .map((answer) =>
          cached(answer, id, () =>
            labelled(`${id} ✓ ${answer.label}`, { type: `xstate.done.actor.${id}`, output: answer.output, actorId: id } as EventObject),
          ),
        ),
      ...cases.error
        .filter((answer) => answer.when?.(snapshot) ?? true)
        .map((answer) =>
          cached(answer, id, () =>
            labelled(`${id} ✗ ${answer.label}`, { type: `xstate.error.actor.${id}`, error: answer.error, actorId: id } as EventObject),
          ),
        ),
    ];
  });
}

const delayedEventCache = new Map<string, EventObject>();

/**
 * The `xstate.after.<delay>.<state>` events of the delayed transitions of every active state, labelled `after
 * <delay>` (a replay sends them instead of waiting), so a model needs no events of its own for timers.
 */
export function delayedEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  return snapshot._nodes.flatMap((node) =>
    node.after.map((transition) => {
      const type = transition.eventType;
      let event = delayedEventCache.get(type);
      if (!event) {
        const delay = type.slice('xstate.after.'.length).replace(/\..*$/, '');
        event = labelled(`${node.key} after ${delay}`, { type });
        delayedEventCache.set(type, event);
      }
      return event;
    }),
  );
}
