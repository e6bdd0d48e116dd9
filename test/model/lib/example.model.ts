import { type AnyMachineSnapshot, assign, fromPromise, setup } from 'xstate';
import { labelled } from './events.ts';
import type { MachineModel } from './model.types.ts';

// Every construct the generator must handle: an invoke, a guard on context, an eventless transition, a timer,
// a root-level event and a final state.
const exampleMachine = setup({
  types: { context: {} as { tries: number }, events: {} as { type: 'start' } | { type: 'retry' } | { type: 'cancel' } },
  actors: { load: fromPromise<string>(async () => 'loaded') },
  guards: { canRetry: ({ context }) => context.tries < 2 },
  actions: { countTry: assign({ tries: ({ context }) => context.tries + 1 }) },
}).createMachine({
  id: 'lib',
  context: { tries: 0 },
  initial: 'idle',
  on: { cancel: '.idle' },
  states: {
    idle: { on: { start: 'loading' } },
    loading: { entry: 'countTry', invoke: { id: 'load', src: 'load', onDone: 'checking', onError: 'failed' } },
    checking: { always: 'done' },
    failed: { on: { retry: { guard: 'canRetry', target: 'loading' } }, after: { 1000: 'idle' } },
    done: { type: 'final' },
  },
});

/** A small model of a machine with every construct the generator handles, for the library's own tests. */
export const exampleModel: MachineModel = {
  name: 'example',
  machine: exampleMachine,
  input: undefined,
  // What the guard reads (the raw count grows without bound: start, cancel, start…).
  relevant: (snapshot: AnyMachineSnapshot) => ({ exhausted: (snapshot.context as { tries: number }).tries >= 2 }),
  events: () => [labelled('start', { type: 'start' }), labelled('retry', { type: 'retry' }), labelled('cancel', { type: 'cancel' })],
  actors: { load: { done: [{ label: 'ok', output: 'loaded' }], error: [{ label: 'boom', error: new Error('boom') }] } },
};
