import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { eventLabel, invokeEvents } from '../../test/model/lib/events.ts';
import type { MachineModel } from '../../test/model/lib/model.types.ts';

/**
 * The generation the suite used before ADR 050, kept only as the benchmark's baseline: xstate/graph's
 * `getShortestPaths` with a vertex per (state, relevant context, incoming event label, previous state), then
 * prefix paths dropped. Returns the path count and how many vertices it found.
 */
export function legacyPaths(model: MachineModel): { paths: number; vertices: number } {
  const raw = getShortestPaths(model.machine, {
    input: model.input,
    events: (snapshot: AnyMachineSnapshot) => [...model.events(snapshot), ...invokeEvents(snapshot, model.actors)],
    filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) => model.machine.getTransitionData(snapshot, event).length > 0,
    serializeState: (snapshot, event, previous) =>
      JSON.stringify([snapshot.value, model.relevant(snapshot), event ? eventLabel(event) : null, previous?.value ?? null]),
    serializeEvent: eventLabel,
    limit: 200_000,
  });
  const labels = raw.map((path) =>
    path.steps
      .slice(1)
      .map((step) => eventLabel(step.event))
      .join('\u0000'),
  );
  const prefixes = new Set(
    labels.flatMap((label) =>
      label
        .split('\u0000')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('\u0000')),
    ),
  );
  const ends = labels.filter((label) => !prefixes.has(label) && (label !== '' || labels.length === 1));
  return { paths: ends.length, vertices: raw.length };
}
