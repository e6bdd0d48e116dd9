import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';

/** Done and error payloads an invoked actor may answer with, each with a short label for path listings. */
export type ActorCases = {
  /** `when` limits a case to the snapshots it is consistent with (e.g. a token of the chosen person type). */
  done: ReadonlyArray<{ label: string; output: unknown; when?: (snapshot: AnyMachineSnapshot) => boolean }>;
  error: ReadonlyArray<{ label: string; error: unknown; when?: (snapshot: AnyMachineSnapshot) => boolean }>;
};

/** Everything the model-based suite needs to know about one machine. */
export type MachineModel = {
  /** Key of the machine in reports and coverage/model.json. */
  name: string;
  machine: AnyStateMachine;
  input: unknown;
  /** The context guards read, as part of every vertex key; never names, documents or other PII. */
  relevant: (snapshot: AnyMachineSnapshot) => unknown;
  /** The user events (with their payload cases) to try from a snapshot; each labelled with `labelled`. */
  events: (snapshot: AnyMachineSnapshot) => readonly EventObject[];
  /** Payload cases of every invoked actor, by its `src` name: the suite sends done AND error for each invoke id. */
  actors: Readonly<Record<string, ActorCases>>;
  /** Properties every reached snapshot must hold; throws when one does not (checked once per abstract state). */
  invariants?: (snapshot: AnyMachineSnapshot) => void;
  /** Stand-ins for the actions the app provides (e.g. a redirect), so replays have no side effects. */
  actions?: Readonly<Record<string, () => void>>;
};
