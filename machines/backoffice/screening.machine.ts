import * as v from 'valibot';
import { assertEvent, assign, setup } from 'xstate';
import { ScreeningReviewBody, type ScreeningState } from '../../domain/api/screening.ts';
import { failureMessage, placeholders, withError } from '../shared/index.ts';
import { type ScreeningContext, type ScreeningEvent, type ScreeningInput, screeningCalls } from './screening.types.ts';

type Done = { event: { output: ScreeningState } };
const withState = ({ event }: Done) => ({ state: event.output });

// A call that answers the screening state: shown on success; on failure the state shown stays, with the reason.
const answering = {
  onDone: { target: 'ready' as const, actions: { type: 'assignState' as const, params: withState } },
  onError: { target: 'ready' as const, actions: { type: 'assignFailure' as const, params: withError } },
};

const reviewIssue = (review: unknown) => {
  const result = v.safeParse(ScreeningReviewBody, review);
  return result.success ? null : (result.issues[0]?.message ?? null);
};

/**
 * The screening block of an application in the back office (ADR 233, issue 35): it loads the latest run, then a
 * staff member rescreens or reviews one hit (a verdict and a note, checked as the server checks them). Each call
 * answers the whole state, which replaces the one shown; a failed call keeps it and shows why.
 */
export const screeningMachine = setup({
  types: { context: {} as ScreeningContext, events: {} as ScreeningEvent, input: {} as ScreeningInput },
  actors: placeholders(screeningCalls),
  guards: {
    isReviewValid: ({ event }) => event.type === 'screening.review' && reviewIssue(event.review) === null,
  },
  actions: {
    assignState: assign((_, params: { state: ScreeningState }) => ({ screening: params.state, error: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error) })),
    rejectReview: assign(({ event }) => {
      assertEvent(event, 'screening.review');
      return { error: reviewIssue(event.review) };
    }),
  },
}).createMachine({
  id: 'screening',
  context: ({ input }) => ({ clientId: input.clientId, screening: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadScreening',
        input: ({ context }) => ({ clientId: context.clientId }),
        onDone: { target: 'ready', actions: { type: 'assignState', params: withState } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: withError } },
      },
    },
    failed: { on: { 'screening.retry': 'loading' } },
    ready: {
      on: {
        'screening.rescreen': 'rescreening',
        'screening.review': [{ guard: 'isReviewValid', target: 'reviewing' }, { actions: 'rejectReview' }],
      },
    },
    rescreening: {
      invoke: { src: 'rescreen', ...answering, input: ({ context }) => ({ clientId: context.clientId }) },
    },
    reviewing: {
      invoke: {
        src: 'reviewScreeningHit',
        ...answering,
        input: ({ context, event }) => {
          assertEvent(event, 'screening.review');
          return { clientId: context.clientId, hitId: event.hitId, body: event.review };
        },
      },
    },
  },
});
