import { assign, setup } from 'xstate';
import type { Finalized } from '../../domain/api/client.ts';
import type { Completeness } from '../../domain/api/completeness.ts';
import { failureMessage, isUnauthorizedFailure, notifySessionExpired, sessionFailure } from '../shared/index.ts';
import { finishActors } from './finish.actors.ts';
import type { FinishContext, FinishEvent, FinishInput } from './finish.types.ts';

/**
 * The end of the sign-up (spec §4, §7): the server's completeness of the file first — a file with something missing
 * shows the checklist (each item leads to its step) and is never finalized; a complete one is finalized (PATCH
 * /api/client/finalize {Id}) → finished. A refusal shows the server's message and can be retried. Finalizing twice
 * is harmless: the server answers the finished state again.
 */
export const finishMachine = setup({
  types: {
    context: {} as FinishContext,
    events: {} as FinishEvent,
    input: {} as FinishInput,
    output: {} as Finalized,
  },
  actors: finishActors,
  guards: {
    isComplete: (_, params: { completeness: Completeness }) => params.completeness.Complete,
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorizedFailure(params.error),
  },
  actions: {
    assignFinalized: assign((_, params: { finalized: Finalized }) => ({ finalized: params.finalized, error: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error) })),
    assignMissing: assign((_, params: { completeness: Completeness }) => ({
      missing: params.completeness.Sections.filter((section) => !section.Complete),
    })),
    notifySessionExpired,
  },
}).createMachine({
  id: 'finish',
  context: ({ input }) => ({ clientId: input.clientId, finalized: null, missing: [], error: null }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'loadCompleteness',
        src: 'loadCompleteness',
        input: ({ context }) => ({ clientId: context.clientId }),
        onDone: [
          { guard: { type: 'isComplete', params: ({ event }) => ({ completeness: event.output }) }, target: 'finalizing' },
          { target: 'incomplete', actions: { type: 'assignMissing', params: ({ event }) => ({ completeness: event.output }) } },
        ],
        onError: sessionFailure('failed'),
      },
    },
    // The customer completes what is missing on its step, then comes back (the step's URL re-runs the check).
    incomplete: { on: { 'finish.retry': 'checking' } },
    finalizing: {
      invoke: {
        id: 'finalizeClient',
        src: 'finalizeClient',
        input: ({ context }) => ({ Id: context.clientId }),
        onDone: { target: 'finished', actions: { type: 'assignFinalized', params: ({ event }) => ({ finalized: event.output }) } },
        onError: sessionFailure('failed'),
      },
    },
    // A refusal (e.g. a section changed meanwhile) is checked again: the checklist says what is missing now.
    failed: { on: { 'finish.retry': 'checking' } },
    finished: { type: 'final' },
  },
  output: ({ context }) => context.finalized!,
});
