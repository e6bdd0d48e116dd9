import { assign, setup } from 'xstate';
import type { Finalized } from '../../domain/api/client.ts';
import { failureMessage, isUnauthorizedFailure, notifySessionExpired, notProvided, sessionFailure } from '../section/shared.ts';
import type { FinishActors, FinishContext, FinishEvent, FinishInput } from './finish.types.ts';

/**
 * The end of the sign-up (spec §4, §7): finalize the client (PATCH /api/client/finalize {Id}) → finished. A
 * refusal (e.g. the general contract is not signed yet) shows the server's message and can be retried. Finalizing
 * twice is harmless: the server answers the finished state again.
 */
export const finishMachine = setup({
  types: {
    context: {} as FinishContext,
    events: {} as FinishEvent,
    input: {} as FinishInput,
    output: {} as Finalized,
  },
  actors: {
    finalizeClient: notProvided<FinishActors['finalizeClient']['output'], FinishActors['finalizeClient']['input']>('finalizeClient'),
  },
  guards: {
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorizedFailure(params.error),
  },
  actions: {
    assignFinalized: assign((_, params: { finalized: Finalized }) => ({ finalized: params.finalized, error: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error) })),
    notifySessionExpired,
  },
}).createMachine({
  id: 'finish',
  context: ({ input }) => ({ clientId: input.clientId, finalized: null, error: null }),
  initial: 'finalizing',
  states: {
    finalizing: {
      invoke: {
        id: 'finalizeClient',
        src: 'finalizeClient',
        input: ({ context }) => ({ Id: context.clientId }),
        onDone: { target: 'finished', actions: { type: 'assignFinalized', params: ({ event }) => ({ finalized: event.output }) } },
        onError: sessionFailure('failed'),
      },
    },
    failed: { on: { 'finish.retry': 'finalizing' } },
    finished: { type: 'final' },
  },
  output: ({ context }) => context.finalized!,
});
