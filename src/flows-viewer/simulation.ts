import type { AnyMachineSnapshot } from 'xstate';
import type { MachineGraph } from '../../scripts/flows/machine-graph.ts';
import type { Walk } from '../../scripts/paths/replay-walks.ts';
import { type Expected, expectedOf } from '../../test/model/lib/expected.ts';
import type { MachineModel } from '../../test/model/lib/model.types.ts';
import { transitionId } from '../../test/model/lib/replay.ts';
import { type EnabledEvent, type ModelWalker, modelWalker, type WalkStep } from '../../test/model/lib/walk.ts';

/** A walk in progress on a model's machine: its steps so far (the initial snapshot is the walker's). */
export type Simulation = { name: string; walker: ModelWalker; steps: WalkStep[] };

/** The enabled events of a snapshot, by kind: what the user does, what an invoked actor answers, a timer. */
export type EventChoices = { user: EnabledEvent[]; done: EnabledEvent[]; error: EnabledEvent[]; timers: EnabledEvent[] };

/** Starts a walk at the machine's initial state, on the model suite's fakes and fixtures (no network, no real data). */
export const startSimulation = (name: string, model: MachineModel): Simulation => ({ name, walker: modelWalker(model), steps: [] });

/** The snapshot the walk is at. */
export const currentSnapshot = (simulation: Simulation): AnyMachineSnapshot =>
  simulation.steps.at(-1)?.snapshot ?? simulation.walker.initial;

/** The walk one event further. */
export const takeEvent = (simulation: Simulation, label: string): Simulation => ({
  ...simulation,
  steps: [...simulation.steps, simulation.walker.step(currentSnapshot(simulation), label)],
});

/** The walk one step back. */
export const undoStep = (simulation: Simulation): Simulation => ({ ...simulation, steps: simulation.steps.slice(0, -1) });

/** The events the current snapshot takes, grouped for the panel. */
export function eventChoices(simulation: Simulation): EventChoices {
  const enabled = simulation.walker.enabled(currentSnapshot(simulation));
  const kind = (prefix: string) => enabled.filter(({ event }) => event.type.startsWith(prefix));
  return {
    user: enabled.filter(({ event }) => !event.type.startsWith('xstate.')),
    done: kind('xstate.done.actor.'),
    error: kind('xstate.error.actor.'),
    timers: kind('xstate.after.'),
  };
}

/** The state node ids active in a snapshot (root excluded). */
export const activeIds = (snapshot: AnyMachineSnapshot): Set<string> =>
  new Set(snapshot._nodes.filter((node) => node.parent).map((node) => node.id));

/** The drawing's edge ids of the transitions a step took. */
export function stepEdges(graph: MachineGraph, step: WalkStep | undefined): Set<string> {
  if (!step) return new Set();
  const taken = new Set(step.transitions);
  return new Set(graph.edges.filter((edge) => taken.has(transitionId(edge.transition))).map((edge) => edge.id));
}

/** The walk as a path QA replays with `npm run paths -- --replay <file>`: the machine, the labels, the expected end. */
export const exportWalk = (simulation: Simulation): Walk & { expected: Expected } => ({
  machine: simulation.name,
  labels: simulation.steps.map((step) => step.label),
  expected: expectedOf(currentSnapshot(simulation)),
});

// Context values that JSON cannot show as they are: files by name, functions by name, actors by id.
function readable(_key: string, value: unknown): unknown {
  if (typeof File !== 'undefined' && value instanceof File) return `File(${value.name}, ${value.size} B)`;
  if (typeof value === 'function') return `ƒ ${value.name || 'anônima'}`;
  if (value && typeof value === 'object' && 'sessionId' in value && 'send' in value)
    return `ator ${(value as unknown as { id: string }).id}`;
  return value;
}

/** The snapshot's context as indented JSON (fixtures only: the simulation never holds real data). */
export const contextText = (snapshot: AnyMachineSnapshot): string => JSON.stringify(snapshot.context, readable, 2) ?? 'undefined';
