import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { eventLabel } from './events.ts';
import { eventsFrom, pureMachine } from './explore.ts';
import type { MachineModel } from './model.types.ts';
import { transitionId } from './replay.ts';

/** One step of a walk: the event's label, the snapshot it led to and the transitions (`transitionId`s) it took. */
export type WalkStep = { label: string; snapshot: AnyMachineSnapshot; transitions: string[] };

/** A labelled event a snapshot takes: a user event of the model, an invoke's done/error case, or a due delay. */
export type EnabledEvent = { label: string; event: EventObject };

/** Walks a model's machine one labelled event at a time, with pure transitions on the model's own events and fakes. */
export type ModelWalker = {
  initial: AnyMachineSnapshot;
  /** The events some transition of the snapshot takes (none once the machine is done). */
  enabled: (snapshot: AnyMachineSnapshot) => EnabledEvent[];
  /** Takes the event with that label from the snapshot; throws naming the label when the snapshot has none. */
  step: (snapshot: AnyMachineSnapshot, label: string) => WalkStep;
  /** Every step of a path given by its labels, from the initial snapshot. */
  walk: (labels: readonly string[]) => WalkStep[];
};

/**
 * A walker over a model (the explorer's simulation, a path stepped through, `npm run paths -- --replay`): the
 * snapshots the model suite's exploration computes, so a walk and a generated path agree step by step.
 */
export function modelWalker(model: MachineModel): ModelWalker {
  const { machine, scope, taken, initial } = pureMachine(model);
  const enabled = (snapshot: AnyMachineSnapshot): EnabledEvent[] =>
    snapshot.status !== 'active'
      ? []
      : eventsFrom(model, snapshot)
          .filter((event) => machine.getTransitionData(snapshot, event).length > 0)
          .map((event) => ({ label: eventLabel(event), event }));
  const step = (snapshot: AnyMachineSnapshot, label: string): WalkStep => {
    const found = enabled(snapshot).find((candidate) => candidate.label === label);
    if (!found) throw new Error(`No event "${label}" is enabled here`);
    taken.length = 0;
    const next = machine.transition(snapshot, found.event, scope) as AnyMachineSnapshot;
    return { label, snapshot: next, transitions: taken.flat().map(transitionId) };
  };
  const walk = (labels: readonly string[]) => {
    const steps: WalkStep[] = [];
    let at = initial;
    for (const [index, label] of labels.entries()) {
      try {
        steps.push(step(at, label));
      } catch (error) {
        throw new Error(`step ${index + 1}: ${(error as Error).message}`);
      }
      at = steps[index].snapshot;
    }
    return steps;
  };
  return { initial, enabled, step, walk };
}
