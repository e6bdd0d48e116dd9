import { and, fromPromise, not, setup, stateIn } from 'xstate';

/**
 * A small machine with every construct the diagram converter draws: nested and parallel states, an invoke with
 * done/error, a delay, an eventless transition, combined and parameterised guards, final states, a self-loop.
 */
export const fixtureMachine = setup({
  actors: { loadReport: fromPromise(async () => 1) },
  guards: {
    isReady: () => true,
    isBig: () => false,
    hasKind: (_, params: { kind: string }) => params.kind === 'pf',
  },
}).createMachine({
  id: 'fixture',
  initial: 'idle',
  states: {
    idle: {
      on: {
        go: [
          { guard: and(['isReady', not('isBig')]), target: 'work' },
          { guard: stateIn('#fixture.idle'), target: 'done' },
        ],
        ping: { guard: { type: 'hasKind', params: { kind: 'pf' } } },
      },
    },
    work: {
      type: 'parallel',
      onDone: 'done',
      states: {
        report: {
          initial: 'loading',
          invoke: { id: 'watchReport', src: 'loadReport' },
          states: {
            loading: { invoke: { id: 'loadReport', src: 'loadReport', onDone: 'loaded', onError: 'failed' } },
            loaded: { type: 'final' },
            failed: { on: { retry: 'loading' } },
          },
        },
        clock: {
          initial: 'waiting',
          states: {
            waiting: { after: { 500: 'late' } },
            late: { always: { guard: 'isBig', target: 'waiting' } },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});
