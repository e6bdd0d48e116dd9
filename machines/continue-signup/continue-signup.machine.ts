import { assertEvent, assign, setup } from 'xstate';
import { CodeMessages, type ContinueResult, type ContinueTokenSent, EmailedCode } from '../../domain/api/auth.ts';
import { DOCUMENT_TAKEN } from '../../domain/document-taken.ts';
import { schemaFieldErrors } from '../../domain/field-errors.ts';
import {
  type ContinueOutcome,
  continueOutcome,
  decodeAccessToken,
  documentError,
  Messages,
  normalizeDocument,
  type PersonType,
  RequestFailure,
} from '../../domain/index.ts';
import { failureMessage, hasStatus, isUnauthorizedFailure, notifySessionExpired, withError } from '../shared/index.ts';
import { continueSignupActors } from './continue-signup.actors.ts';
import type { ContinueSignupContext, ContinueSignupEvent, ContinueSignupInput, ContinueSignupResult } from './continue-signup.types.ts';

/** Milliseconds before another code may be asked for (the server also caps codes per document and day). */
export const RESEND_COOLDOWN_MS = 30_000;

const isPersonType = (value: unknown): value is PersonType => value === 'F' || value === 'J';

// The session a token opens: its ids and person type, or undefined when the client cannot read it.
function sessionOf(accessToken: string) {
  const claims = decodeAccessToken(accessToken);
  return claims && isPersonType(claims.PersonType) ? { clientId: claims.ClientId, personType: claims.PersonType } : undefined;
}

// What the flow ends with: the outcome the code revealed and what the root needs for it.
function resultOf(context: ContinueSignupContext): ContinueSignupResult {
  switch (context.outcome) {
    case 'continue':
      return {
        outcome: 'continue',
        accessToken: context.accessToken!,
        personType: context.sessionPersonType!,
        stepIndex: context.stepIndex,
      };
    case 'waitingDocuments':
      return { outcome: 'waitingDocuments', accessToken: context.accessToken };
    case 'otherPartner':
      return { outcome: 'otherPartner', url: context.redirectUrl!, partnerName: context.redirectName };
    case 'completed':
      return { outcome: 'completed' };
    case 'rejected':
      return { outcome: 'rejected' };
    default:
      return { outcome: 'analyzing' };
  }
}

// The answer's outcome, as the guards of the code's answer ask for it.
const outcomeIs = (outcome: ContinueOutcome) =>
  ({ type: 'hasOutcome', params: ({ event }: { event: { output: ContinueResult } }) => ({ result: event.output, outcome }) }) as const;
const assignOutcome = {
  type: 'assignOutcome',
  params: ({ event }: { event: { output: ContinueResult } }) => ({ result: event.output }),
} as const;

/**
 * Continue sign-up (spec §3/§4/§5, issue 3, issue 15), also the sign-up's email verification (ADR 196: it opens at
 * the code the sign-up sent): document (spec §5 messages, check digits too) → emailed code
 * → code entry → authenticate → where the sign-up stands (spec §4). In progress: the saved progress, then
 * `resumed` with the session and the step to resume at; otherwise it ends at once, named by its outcome
 * (`analyzing`, `completed`, `waitingDocuments` with a documents session, `otherPartner` with its URL). A wrong or
 * expired code shows the server's message; another code may be asked for once the cool-down has passed. A holder
 * whose document another sign-up took first stops at `documentTaken`, with the brokerage's contact (ADR 227).
 */
export const continueSignupMachine = setup({
  types: {
    context: {} as ContinueSignupContext,
    events: {} as ContinueSignupEvent,
    input: {} as ContinueSignupInput,
    output: {} as ContinueSignupResult,
  },
  actors: continueSignupActors,
  delays: { resendCooldown: RESEND_COOLDOWN_MS },
  guards: {
    wasCodeSent: ({ context }) => context.notice !== null,
    isDocumentValid: ({ event }) => event.type === 'document.submit' && documentError(event.document, event.personType) === undefined,
    isCodeWellFormed: ({ event }) =>
      event.type === 'code.submit' && Object.keys(schemaFieldErrors(EmailedCode, event.code.trim())).length === 0,
    // In progress, with a session the client can read: the wizard resumes (else it is shown as a failed call).
    opensSession: (_, params: { result: ContinueResult }) =>
      continueOutcome(params.result) === 'continue' && sessionOf(params.result.AccessToken ?? '') !== undefined,
    hasOutcome: (_, params: { result: ContinueResult; outcome: ContinueOutcome }) => continueOutcome(params.result) === params.outcome,
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorizedFailure(params.error),
    // Another sign-up of the document was proven first (ADR 221/227): not a wrong code, a page of its own.
    isDocumentTaken: (_, params: { error: unknown }) => params.error instanceof RequestFailure && params.error.code === DOCUMENT_TAKEN,
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
    // A new code: the lock-out of the last one is over.
    assignCodeSent: assign((_, params: { sent: ContinueTokenSent }) => ({
      notice: params.sent.Message,
      expiresInSeconds: params.sent.ExpiresInSeconds,
      requestError: null,
      resendError: null,
      lockedOut: false,
    })),
    // The resend's confirmation, announced each time (the count keys it).
    confirmResend: assign(({ context }) => ({ resent: context.resent + 1, codeError: null })),
    assignRequestFailure: assign((_, params: { error: unknown }) => ({ requestError: failureMessage(params.error) })),
    assignResendFailure: assign((_, params: { error: unknown }) => ({ resendError: failureMessage(params.error) })),
    clearCode: assign({ code: '', codeError: null, notice: null, expiresInSeconds: null, resendError: null, lockedOut: false, resent: 0 }),
    acceptCode: assign(({ event }) => {
      assertEvent(event, 'code.submit');
      return { code: event.code.trim(), codeError: null };
    }),
    rejectCode: assign({ codeError: CodeMessages.codeFormat }),
    // A 429 is the code's attempts spent (or the address's): no code is worth typing until a new one is sent.
    assignCodeFailure: assign((_, params: { error: unknown }) => ({
      code: '',
      codeError: failureMessage(params.error),
      lockedOut: hasStatus(params.error, 429),
    })),
    // The document is another sign-up's: the code is spent; what the customer may do is call the brokerage.
    assignDocumentTaken: assign((_, params: { error: unknown }) => ({
      code: '',
      codeError: null,
      contact: params.error instanceof RequestFailure ? (params.error.contact ?? null) : null,
    })),
    // A session the client cannot read cannot resume anything: shown like a failed call.
    refuseSession: assign({ code: '', codeError: Messages.defaultError }),
    // The code is spent: forget it, keep the session until the progress is known.
    assignSession: assign((_, params: { accessToken: string }) => {
      const session = sessionOf(params.accessToken)!;
      return {
        code: '',
        accessToken: params.accessToken,
        clientId: session.clientId,
        sessionPersonType: session.personType,
        outcome: 'continue' as const,
      };
    }),
    // Any other outcome ends the flow: the code is spent; a client waiting for documents keeps its documents session.
    assignOutcome: assign((_, params: { result: ContinueResult }) => ({
      code: '',
      outcome: continueOutcome(params.result),
      accessToken: params.result.AccessToken ?? null,
      redirectUrl: params.result.differentPartnerUrl,
      redirectName: params.result.differentPartnerName ?? null,
    })),
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
    notice: input.codeSent?.Message ?? null,
    email: input.email ?? null,
    expiresInSeconds: input.codeSent?.ExpiresInSeconds ?? null,
    code: '',
    codeError: null,
    lockedOut: false,
    resendError: null,
    resent: 0,
    accessToken: null,
    clientId: null,
    sessionPersonType: null,
    stepIndex: 0,
    progressError: null,
    outcome: null,
    redirectUrl: null,
    redirectName: null,
    contact: null,
  }),
  initial: 'opening',
  states: {
    // The flow stands at the code once one was sent (by the sign-up, ADR 196, or by `requesting`), else at the document.
    opening: { always: [{ guard: 'wasCodeSent', target: 'code' }, { target: 'document' }] },
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
        onDone: { target: 'opening', actions: { type: 'assignCodeSent', params: ({ event }) => ({ sent: event.output }) } },
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
                    guard: { type: 'opensSession', params: ({ event }) => ({ result: event.output }) },
                    target: '#continueSignup.loadingProgress',
                    actions: { type: 'assignSession', params: ({ event }) => ({ accessToken: event.output.AccessToken! }) },
                  },
                  { guard: outcomeIs('continue'), target: 'idle', actions: 'refuseSession' },
                  { guard: outcomeIs('waitingDocuments'), target: '#continueSignup.waitingDocuments', actions: assignOutcome },
                  { guard: outcomeIs('otherPartner'), target: '#continueSignup.otherPartner', actions: assignOutcome },
                  { guard: outcomeIs('completed'), target: '#continueSignup.completed', actions: assignOutcome },
                  { guard: outcomeIs('rejected'), target: '#continueSignup.rejected', actions: assignOutcome },
                  { target: '#continueSignup.analyzing', actions: assignOutcome },
                ],
                // A wrong, expired or exhausted code: the server's message; the customer may ask for another.
                onError: [
                  {
                    guard: { type: 'isDocumentTaken', params: withError },
                    target: '#continueSignup.documentTaken',
                    actions: { type: 'assignDocumentTaken', params: withError },
                  },
                  { target: 'idle', actions: { type: 'assignCodeFailure', params: withError } },
                ],
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
                input: ({ context }) => ({
                  Document: normalizeDocument(context.document),
                  PartnerId: context.partnerId,
                  ...(context.email ? { Email: context.email } : {}),
                }),
                onDone: {
                  target: 'coolingDown',
                  actions: [{ type: 'assignCodeSent', params: ({ event }) => ({ sent: event.output }) }, 'confirmResend'],
                },
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
        onDone: { target: 'resumed', actions: { type: 'assignProgress', params: ({ event }) => ({ stepIndex: event.output }) } },
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
    // The holder's document was taken by another sign-up (409 DocumentTaken): the page says to call the brokerage.
    // Not an ending (the root has no outcome for it): the page stays until the customer leaves it through the root.
    documentTaken: {},
    // The endings, one per outcome of spec §4 (the output names it).
    resumed: { type: 'final' },
    analyzing: { type: 'final' },
    rejected: { type: 'final' },
    completed: { type: 'final' },
    waitingDocuments: { type: 'final' },
    otherPartner: { type: 'final' },
  },
  output: ({ context }) => resultOf(context),
});
