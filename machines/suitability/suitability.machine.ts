import { assertEvent, assign, setup } from 'xstate';
import type { ProfileSaved, SuitabilityForm, SuitabilityResult } from '../../domain/api/profile.ts';
import { SectionId } from '../../domain/api/section.ts';
import { failureMessage, isUnauthorizedFailure, notifySessionExpired, sessionFailure } from '../shared/index.ts';
import { suitabilityActors } from './suitability.actors.ts';
import { answersBody, choose, findChoice, isComplete, storedAnswers } from './suitability.questions.ts';
import type { SuitabilityContext, SuitabilityEvent, SuitabilityInput, SuitabilityOutput } from './suitability.types.ts';

const questionsOf = (context: SuitabilityContext) => context.form?.Questions ?? [];

/**
 * The investor-profile questionnaire (spec §3, §7; Res. CVM 30): fetch it (with the stored answers) → answer
 * (Type 0 one choice, Type 1 several; nested questions show under an answered parent) → submit once every visible
 * question is answered → the profile (conservador / moderado / arrojado) → continue marks the section complete and
 * ends. A stored profile of the current questionnaire version is shown straight away; it can be retaken.
 */
export const suitabilityMachine = setup({
  types: {
    context: {} as SuitabilityContext,
    events: {} as SuitabilityEvent,
    input: {} as SuitabilityInput,
    output: {} as SuitabilityOutput,
  },
  actors: suitabilityActors,
  guards: {
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorizedFailure(params.error),
    // A profile answered to an older questionnaire version must be answered again.
    hasCurrentProfile: (_, params: { form: SuitabilityForm }) => params.form.Profile?.Version === params.form.Version,
    isChoiceVisible: ({ context, event }) =>
      event.type === 'answer.choose' &&
      findChoice(questionsOf(context), context.answers, event.questionId, event.alternativeId) !== undefined,
    isComplete: ({ context }) => isComplete(questionsOf(context), context.answers),
  },
  actions: {
    assignForm: assign((_, params: { form: SuitabilityForm }) => ({
      form: params.form,
      answers: storedAnswers(params.form.Questions),
      result: params.form.Profile?.Version === params.form.Version ? params.form.Profile : null,
      showMissing: false,
      error: null,
    })),
    assignAnswer: assign(({ context, event }) => {
      assertEvent(event, 'answer.choose');
      return { answers: choose(questionsOf(context), context.answers, event.questionId, event.alternativeId) };
    }),
    markMissing: assign({ showMissing: true }),
    assignResult: assign((_, params: { result: SuitabilityResult }) => ({ result: params.result, showMissing: false, error: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error) })),
    clearError: assign({ error: null }),
    notifySessionExpired,
  },
}).createMachine({
  id: 'suitability',
  context: ({ input }) => ({
    clientId: input.clientId,
    userId: input.userId,
    form: null,
    answers: {},
    result: null,
    showMissing: false,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchQuestionnaire',
        src: 'fetchQuestionnaire',
        input: ({ context }) => ({ clientId: context.clientId }),
        onDone: [
          {
            guard: { type: 'hasCurrentProfile', params: ({ event }) => ({ form: event.output }) },
            target: 'result',
            actions: { type: 'assignForm', params: ({ event }) => ({ form: event.output }) },
          },
          { target: 'answering', actions: { type: 'assignForm', params: ({ event }) => ({ form: event.output }) } },
        ],
        onError: sessionFailure('loadError'),
      },
    },
    loadError: { on: { 'suitability.retry': { target: 'loading', actions: 'clearError' } } },
    answering: {
      on: {
        'answer.choose': { guard: 'isChoiceVisible', actions: 'assignAnswer' },
        'answers.submit': [{ guard: 'isComplete', target: 'submitting', actions: 'clearError' }, { actions: 'markMissing' }],
        // After "the questionnaire was updated" (409) the customer reloads it; the stored answers come back.
        'suitability.retry': { target: 'loading', actions: 'clearError' },
      },
    },
    submitting: {
      invoke: {
        id: 'submitAnswers',
        src: 'submitAnswers',
        input: ({ context }) => ({
          Id: context.form!.Id,
          ClientId: context.clientId,
          UserId: context.userId,
          Version: context.form!.Version,
          Answers: answersBody(questionsOf(context), context.answers),
        }),
        onDone: {
          target: 'result',
          actions: { type: 'assignResult', params: ({ event }: { event: { output: ProfileSaved } }) => ({ result: event.output.Profile }) },
        },
        // A refused submit keeps the answers: the message says what to do (e.g. the questionnaire was updated).
        onError: sessionFailure('answering'),
      },
    },
    result: {
      on: {
        'suitability.continue': { target: 'completing', actions: 'clearError' },
        'suitability.retake': { target: 'answering', actions: 'clearError' },
      },
    },
    completing: {
      invoke: {
        id: 'completeSection',
        src: 'completeSection',
        input: ({ context }) => ({ ClientId: context.clientId, SectionId: SectionId.SUITABILITY }),
        onDone: 'done',
        onError: sessionFailure('result'),
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ profile: context.result! }),
});
