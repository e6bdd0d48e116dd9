import { assertEvent, assign, setup } from 'xstate';
import { CodeMessages, type ContinueTokenSent, EmailedCode } from '../../domain/api/auth.ts';
import { schemaFieldErrors } from '../../domain/field-errors.ts';
import { decodeAccessToken, documentError, Messages, normalizeDocument, type PersonType } from '../../domain/index.ts';
import { failureMessage, isUnauthorizedFailure, notifySessionExpired, notProvided, withError } from '../section/shared.ts';
import type {
  ContinueSignupActors,
  ContinueSignupContext,
  ContinueSignupEvent,
  ContinueSignupInput,
  ContinueSignupOutput,
} from './continue-signup.types.ts';

/** Milliseconds before another code may be asked for (the server also caps codes per document and day). */
export const RESEND_COOLDOWN_MS = 30_000;

const placeholder = <K extends keyof ContinueSignupActors>(name: K) =>
  notProvided<ContinueSignupActors[K]['output'], ContinueSignupActors[K]['input']>(name);

const isPersonType = (value: unknown): value is PersonType => value === 'F' || value === 'J';

// The session a token opens: its ids and person type, or undefined when the client cannot read it.
function sessionOf(accessToken: string) {
  const claims = decodeAccessToken(accessToken);
  return claims && isPersonType(claims.PersonType) ? { clientId: claims.ClientId, personType: claims.PersonType } : undefined;
}

/**
 * Continue sign-up (spec §3/§5, issue 3): document (spec §5 messages, check digits too) → emailed code → code
 * entry → authenticate → the saved progress → done with the session and the step to resume at. A wrong or
 * expired code shows the server's message; another code may be asked for once the cool-down has passed.
 */
export const continueSignupMachine = setup({
  types: {
    context: {} as ContinueSignupContext,
    events: {} as ContinueSignupEvent,
    input: {} as ContinueSignupInput,
    output: {} as ContinueSignupOutput,
  },
  actors: {
    requestContinueCode: placeholder('requestContinueCode'),
    authenticateContinue: placeholder('authenticateContinue'),
    loadProgress: placeholder('loadProgress'),
  },
  delays: { resendCooldown: RESEND_COOLDOWN_MS },
  guards: {
    isDocumentValid: ({ event }) => event.type === 'document.submit' && documentError(event.document, event.personType) === undefined,
    isCodeWellFormed: ({ event }) =>
      event.type === 'code.submit' && Object.keys(schemaFieldErrors(EmailedCode, event.code.trim())).length === 0,
    hasReadableToken: (_, params: { accessToken: string }) => sessionOf(params.accessToken) !== undefined,
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorizedFailure(params.error),
  },
  actions: {
    acceptDocument: assign(({ event }) => {
      assertEvent(event, 'document.submit');
      return { personType: event.personType, document: event.document, documentError: null, requestError: null };
    }),
    rejectDocument: assign(({ event }) => {
      assertEvent(event, 'document.submit');
      return {
        personType: event.personType,
        document: event.document,
        documentError: documentError(event.document, event.personType) ?? null,
      };
    }),
    assignCodeSent: assign((_, params: { sent: ContinueTokenSent }) => ({
      notice: params.sent.Message,
      expiresInSeconds: params.sent.ExpiresInSeconds,
      requestError: null,
      resendError: null,
    })),
    assignRequestFailure: assign((_, params: { error: unknown }) => ({ requestError: failureMessage(params.error) })),
    assignResendFailure: assign((_, params: { error: unknown }) => ({ resendError: failureMessage(params.error) })),
    clearCode: assign({ code: '', codeError: null, notice: null, expiresInSeconds: null, resendError: null }),
    acceptCode: assign(({ event }) => {
      assertEvent(event, 'code.submit');
      return { code: event.code.trim(), codeError: null };
    }),
    rejectCode: assign({ codeError: CodeMessages.codeFormat }),
    assignCodeFailure: assign((_, params: { error: unknown }) => ({ code: '', codeError: failureMessage(params.error) })),
    // A session the client cannot read cannot resume anything: shown like a failed call.
    refuseSession: assign({ code: '', codeError: Messages.defaultError }),
    // The code is spent: forget it, keep the session until the progress is known.
    assignSession: assign((_, params: { accessToken: string }) => {
      const session = sessionOf(params.accessToken)!;
      return { code: '', accessToken: params.accessToken, clientId: session.clientId, sessionPersonType: session.personType };
    }),
    assignProgress: assign((_, params: { stepIndex: number }) => ({ stepIndex: params.stepIndex, progressError: null })),
    assignProgressFailure: assign((_, params: { error: unknown }) => ({ progressError: failureMessage(params.error) })),
    notifySessionExpired,
  },
}).createMachine({
  id: 'continueSignup',
  context: ({ input }) => ({
    partnerId: input.partnerId,
    personType: input.personType,
    document: input.document ?? '',
    documentError: null,
    requestError: null,
    notice: null,
    expiresInSeconds: null,
    code: '',
    codeError: null,
    resendError: null,
    accessToken: null,
    clientId: null,
    sessionPersonType: null,
    stepIndex: 0,
    progressError: null,
  }),
  initial: 'document',
  states: {
    document: {
      on: {
        'document.submit': [{ guard: 'isDocumentValid', target: 'requesting', actions: 'acceptDocument' }, { actions: 'rejectDocument' }],
      },
    },
    requesting: {
      invoke: {
        id: 'requestContinueCode',
        src: 'requestContinueCode',
        input: ({ context }) => ({ Document: normalizeDocument(context.document), PartnerId: context.partnerId }),
        onDone: { target: 'code', actions: { type: 'assignCodeSent', params: ({ event }) => ({ sent: event.output }) } },
        onError: { target: 'document', actions: { type: 'assignRequestFailure', params: withError } },
      },
    },
    code: {
      type: 'parallel',
      on: { 'document.edit': { target: 'document', actions: 'clearCode' } },
      states: {
        entry: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'code.submit': [{ guard: 'isCodeWellFormed', target: 'authenticating', actions: 'acceptCode' }, { actions: 'rejectCode' }],
              },
            },
            authenticating: {
              invoke: {
                id: 'authenticateContinue',
                src: 'authenticateContinue',
                input: ({ context }) => ({
                  Document: normalizeDocument(context.document),
                  Token: context.code,
                  PartnerId: context.partnerId,
                }),
                onDone: [
                  {
                    guard: { type: 'hasReadableToken', params: ({ event }) => ({ accessToken: event.output.AccessToken }) },
                    target: '#continueSignup.loadingProgress',
                    actions: { type: 'assignSession', params: ({ event }) => ({ accessToken: event.output.AccessToken }) },
                  },
                  { target: 'idle', actions: 'refuseSession' },
                ],
                // A wrong, expired or exhausted code: the server's message; the customer may ask for another.
                onError: { target: 'idle', actions: { type: 'assignCodeFailure', params: withError } },
              },
            },
          },
        },
        resend: {
          initial: 'coolingDown',
          states: {
            coolingDown: { after: { resendCooldown: 'available' } },
            available: { on: { 'code.resend': 'sending' } },
            sending: {
              invoke: {
                id: 'resendContinueCode',
                src: 'requestContinueCode',
                input: ({ context }) => ({ Document: normalizeDocument(context.document), PartnerId: context.partnerId }),
                onDone: { target: 'coolingDown', actions: { type: 'assignCodeSent', params: ({ event }) => ({ sent: event.output }) } },
                onError: { target: 'available', actions: { type: 'assignResendFailure', params: withError } },
              },
            },
          },
        },
      },
    },
    loadingProgress: {
      invoke: {
        id: 'loadProgress',
        src: 'loadProgress',
        input: ({ context }) => ({
          accessToken: context.accessToken!,
          clientId: context.clientId!,
          personType: context.sessionPersonType!,
        }),
        onDone: { target: 'done', actions: { type: 'assignProgress', params: ({ event }) => ({ stepIndex: event.output }) } },
        onError: [
          {
            guard: { type: 'isUnauthorized', params: withError },
            target: 'progressError',
            actions: [{ type: 'assignProgressFailure', params: withError }, 'notifySessionExpired'],
          },
          { target: 'progressError', actions: { type: 'assignProgressFailure', params: withError } },
        ],
      },
    },
    progressError: { on: { 'progress.retry': 'loadingProgress' } },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ accessToken: context.accessToken!, personType: context.sessionPersonType!, stepIndex: context.stepIndex }),
});
