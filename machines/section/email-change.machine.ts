import { assertEvent, assign, setup } from 'xstate';
import { CodeMessages, EmailedCode } from '../../domain/api/auth.ts';
import type { BasicDataPatchAnswer } from '../../domain/api/email-change.ts';
import { BasicDataPatchBody } from '../../domain/client.ts';
import { schemaFieldErrors } from '../../domain/field-errors.ts';
import { failureFieldErrors, failureMessage, hasStatus, withError } from '../shared/index.ts';
import { emailChangeActors } from './email-change.actors.ts';
import type { EmailChangeContext, EmailChangeEvent } from './email-change.types.ts';

const emailErrorOf = (email: string) => schemaFieldErrors(BasicDataPatchBody, { Email: email.trim() }).Email;
const sameAddress = (a: string, b: string | null) => b !== null && a.trim().toLowerCase() === b.toLowerCase();

const EMPTY_CODE = { code: '', codeError: null, lockedOut: false, resent: 0, resendError: null } as const;

/**
 * The customer's email change (ADR 222/227), beside the step's data: the stored email, a new address (checked as
 * the server checks it; the same one sends nothing), then the code emailed to the new address: confirm, resend or
 * cancel. A wrong code shows the server's message at the field; a 429 locks confirming until a new code is sent;
 * the right code saves the new address. A session that expires is the API client's to report (401).
 */
export const emailChangeMachine = setup({
  types: { context: {} as EmailChangeContext, events: {} as EmailChangeEvent },
  actors: emailChangeActors,
  guards: {
    isEmailValid: ({ event }) => event.type === 'email.submit' && emailErrorOf(event.email) === undefined,
    isSameEmail: ({ context, event }) => event.type === 'email.submit' && sameAddress(event.email, context.email),
    isCodeWellFormed: ({ event }) =>
      event.type === 'code.submit' && Object.keys(schemaFieldErrors(EmailedCode, event.code.trim())).length === 0,
    isPending: (_, params: { answer: BasicDataPatchAnswer }) => params.answer.PendingEmail !== undefined,
    isLockedOut: (_, params: { error: unknown }) => hasStatus(params.error, 429),
    // The code's attempts are spent: no code is checked until a new one is sent.
    isConfirmLocked: ({ context }) => context.lockedOut,
  },
  actions: {
    assignEmail: assign((_, params: { email: string }) => ({ email: params.email, requestError: null })),
    assignLoadFailure: assign((_, params: { error: unknown }) => ({ requestError: failureMessage(params.error) })),
    acceptEmail: assign(({ event }) => {
      assertEvent(event, 'email.submit');
      return { pendingEmail: event.email.trim(), emailError: null, requestError: null, changedTo: null };
    }),
    rejectEmail: assign(({ event }) => {
      assertEvent(event, 'email.submit');
      return { emailError: emailErrorOf(event.email) ?? null, requestError: null, changedTo: null };
    }),
    // The same address in other letters: nothing to prove, nothing sent.
    keepEmail: assign({ emailError: null, requestError: null, pendingEmail: null }),
    assignPending: assign((_, params: { answer: BasicDataPatchAnswer }) => ({
      email: params.answer.Email,
      pendingEmail: params.answer.PendingEmail ?? null,
      ...EMPTY_CODE,
    })),
    assignRequestFailure: assign((_, params: { error: unknown }) => {
      const fields = failureFieldErrors(params.error);
      return fields.Email
        ? { emailError: fields.Email, requestError: null, pendingEmail: null }
        : { emailError: null, requestError: failureMessage(params.error), pendingEmail: null };
    }),
    acceptCode: assign(({ event }) => {
      assertEvent(event, 'code.submit');
      return { code: event.code.trim(), codeError: null };
    }),
    rejectCode: assign({ codeError: CodeMessages.codeFormat }),
    assignCodeFailure: assign((_, params: { error: unknown; lockedOut: boolean }) => ({
      code: '',
      codeError: failureMessage(params.error),
      lockedOut: params.lockedOut,
    })),
    assignChanged: assign((_, params: { email: string }) => ({
      email: params.email,
      changedTo: params.email,
      pendingEmail: null,
      ...EMPTY_CODE,
    })),
    // A new code: the last one's lock-out is over.
    confirmResend: assign(({ context }) => ({ resent: context.resent + 1, resendError: null, codeError: null, lockedOut: false })),
    assignResendFailure: assign((_, params: { error: unknown }) => ({ resendError: failureMessage(params.error) })),
    cancelChange: assign({ pendingEmail: null, ...EMPTY_CODE }),
  },
}).createMachine({
  id: 'emailChange',
  context: {
    email: null,
    pendingEmail: null,
    emailError: null,
    requestError: null,
    changedTo: null,
    ...EMPTY_CODE,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadBasicData',
        input: () => undefined,
        onDone: { target: 'editing', actions: { type: 'assignEmail', params: ({ event }) => ({ email: event.output.Email }) } },
        onError: { target: 'failed', actions: { type: 'assignLoadFailure', params: withError } },
      },
    },
    failed: { on: { 'email.retry': 'loading' } },
    editing: {
      on: {
        'email.submit': [
          { guard: 'isSameEmail', actions: 'keepEmail' },
          { guard: 'isEmailValid', target: 'requesting', actions: 'acceptEmail' },
          { actions: 'rejectEmail' },
        ],
      },
    },
    requesting: {
      invoke: {
        src: 'requestEmailChange',
        input: ({ context }) => ({ Email: context.pendingEmail! }),
        onDone: [
          {
            guard: { type: 'isPending', params: ({ event }) => ({ answer: event.output }) },
            target: 'code',
            actions: { type: 'assignPending', params: ({ event }) => ({ answer: event.output }) },
          },
          { target: 'editing', actions: ['keepEmail', { type: 'assignEmail', params: ({ event }) => ({ email: event.output.Email }) }] },
        ],
        onError: { target: 'editing', actions: { type: 'assignRequestFailure', params: withError } },
      },
    },
    code: {
      type: 'parallel',
      on: { 'change.cancel': { target: 'editing', actions: 'cancelChange' } },
      states: {
        entry: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'code.submit': [
                  { guard: 'isConfirmLocked' },
                  { guard: 'isCodeWellFormed', target: 'confirming', actions: 'acceptCode' },
                  { actions: 'rejectCode' },
                ],
              },
            },
            confirming: {
              invoke: {
                src: 'confirmEmailChange',
                input: ({ context }) => ({ Token: context.code }),
                onDone: {
                  target: '#emailChange.editing',
                  actions: { type: 'assignChanged', params: ({ event }) => ({ email: event.output.Email }) },
                },
                onError: [
                  {
                    guard: { type: 'isLockedOut', params: withError },
                    target: 'idle',
                    actions: { type: 'assignCodeFailure', params: ({ event }) => ({ error: event.error, lockedOut: true }) },
                  },
                  {
                    target: 'idle',
                    actions: { type: 'assignCodeFailure', params: ({ event }) => ({ error: event.error, lockedOut: false }) },
                  },
                ],
              },
            },
          },
        },
        resend: {
          initial: 'available',
          states: {
            available: { on: { 'code.resend': 'sending' } },
            sending: {
              invoke: {
                src: 'requestEmailChange',
                input: ({ context }) => ({ Email: context.pendingEmail! }),
                onDone: { target: 'available', actions: 'confirmResend' },
                onError: { target: 'available', actions: { type: 'assignResendFailure', params: withError } },
              },
            },
          },
        },
      },
    },
  },
});
