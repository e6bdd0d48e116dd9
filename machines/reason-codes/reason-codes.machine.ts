import { assertEvent, assign, setup } from 'xstate';
import { NewReasonCodeBody } from '../../domain/api/reason-codes.ts';
import { schemaFieldErrors } from '../../domain/field-errors.ts';
import { RequestFailure } from '../../domain/request-failure.ts';
import { failureMessage, placeholders, withError } from '../shared/index.ts';
import { type ReasonCodesContext, type ReasonCodesEvent, reasonCodesCalls } from './reason-codes.types.ts';

const newCodeErrors = (body: unknown) => schemaFieldErrors(NewReasonCodeBody, body) as ReasonCodesContext['errors'];

// A refusal's field messages (the server's 400/409 at Code or Label), else none.
function fieldsOf(error: unknown): ReasonCodesContext['errors'] {
  const fields = error instanceof RequestFailure ? error.fieldErrors : {};
  return Object.fromEntries(Object.entries(fields).map(([key, messages]) => [key, messages[0]]));
}

/**
 * The provider admins' screen of reason codes (ADR 241): the list, a new code (checked as the server checks it),
 * rename, deactivate and reactivate; each change reloads the list with a confirmation, a refusal keeps it.
 */
export const reasonCodesMachine = setup({
  types: { context: {} as ReasonCodesContext, events: {} as ReasonCodesEvent },
  actors: placeholders(reasonCodesCalls),
  guards: { isNewCodeValid: ({ event }) => event.type === 'reasonCodes.add' && Object.keys(newCodeErrors(event.body)).length === 0 },
  actions: {
    assignList: assign((_, params: { list: ReasonCodesContext['list'] }) => ({ list: params.list, error: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({
      error: failureMessage(params.error),
      errors: fieldsOf(params.error),
      notice: null,
    })),
    rejectNewCode: assign(({ event }) => {
      assertEvent(event, 'reasonCodes.add');
      return { errors: newCodeErrors(event.body), notice: null };
    }),
    startCall: assign({ errors: {}, error: null, notice: null }),
    confirmAdded: assign(({ context }) => ({ notice: 'Motivo adicionado.', added: context.added + 1 })),
    confirmChanged: assign({ notice: 'Motivo alterado.' }),
  },
}).createMachine({
  id: 'reasonCodes',
  context: { list: [], errors: {}, error: null, notice: null, added: 0 },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadReasonCodes',
        input: () => ({}),
        onDone: { target: 'ready', actions: { type: 'assignList', params: ({ event }) => ({ list: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: withError } },
      },
    },
    failed: { on: { 'reasonCodes.retry': 'loading' } },
    ready: {
      on: {
        'reasonCodes.add': [{ guard: 'isNewCodeValid', target: 'adding', actions: 'startCall' }, { actions: 'rejectNewCode' }],
        'reasonCodes.change': { target: 'changing', actions: 'startCall' },
      },
    },
    adding: {
      invoke: {
        src: 'addReasonCode',
        input: ({ event }) => {
          assertEvent(event, 'reasonCodes.add');
          return event.body;
        },
        onDone: { target: 'loading', actions: 'confirmAdded' },
        onError: { target: 'ready', actions: { type: 'assignFailure', params: withError } },
      },
    },
    changing: {
      invoke: {
        src: 'changeReasonCode',
        input: ({ event }) => {
          assertEvent(event, 'reasonCodes.change');
          return { code: event.code, body: event.body };
        },
        onDone: { target: 'loading', actions: 'confirmChanged' },
        onError: { target: 'ready', actions: { type: 'assignFailure', params: withError } },
      },
    },
  },
});
