import { sessionFailure, withError } from '../shared/index.ts';
import { passwordSetup } from './password.setup.ts';
import type { PasswordOutcome } from './password.types.ts';

const failure = { type: 'assignFailure', params: withError } as const;
const finish = (outcome: PasswordOutcome) => ({ target: '#password.done', actions: { type: 'finish', params: { outcome } } }) as const;

/**
 * Passwords (spec §7): reset (request a code for the username → validate the code → the new password), create
 * only if none exists (verify → change-password), and confirm the current password. Each flow starts from
 * `idle` with its first event and ends in `done` with its outcome; `password.cancel` returns to `idle`.
 */
export const passwordMachine = passwordSetup.createMachine({
  id: 'password',
  context: ({ input }) => ({
    partnerId: input.partnerId,
    username: '',
    token: '',
    password: '',
    errors: {},
    error: null,
    notice: null,
    outcome: null,
  }),
  initial: 'idle',
  on: { 'password.cancel': { target: '.idle', actions: 'clearForm' } },
  states: {
    idle: {
      on: {
        'password.forgot': [{ guard: 'isUsernameValid', target: 'reset', actions: 'acceptUsername' }, { actions: 'rejectUsername' }],
        'password.check': { target: 'create', actions: 'clearForm' },
        'password.confirm': [
          { guard: 'isCurrentPasswordGiven', target: 'confirming', actions: 'acceptCurrentPassword' },
          { actions: 'rejectCurrentPassword' },
        ],
      },
    },
    reset: {
      initial: 'requesting',
      states: {
        requesting: {
          invoke: {
            id: 'requestNewPassword',
            src: 'requestNewPassword',
            input: ({ context }) => ({ partnerId: context.partnerId, username: context.username }),
            onDone: { target: 'token', actions: { type: 'assignCodeSent', params: ({ event }) => ({ message: event.output.Message }) } },
            onError: { target: '#password.idle', actions: failure },
          },
        },
        token: {
          on: {
            'token.submit': [{ guard: 'isTokenWellFormed', target: 'validatingToken', actions: 'acceptToken' }, { actions: 'rejectToken' }],
            'token.resend': 'requesting',
          },
        },
        validatingToken: {
          invoke: {
            id: 'validateResetToken',
            src: 'validateResetToken',
            input: ({ context }) => ({ username: context.username, Token: context.token }),
            onDone: 'newPassword',
            onError: { target: 'token', actions: failure },
          },
        },
        newPassword: {
          on: {
            'password.submit': [
              { guard: 'isNewPasswordValid', target: 'resetting', actions: 'acceptPassword' },
              { actions: 'rejectPassword' },
            ],
          },
        },
        resetting: {
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            input: ({ context }) => ({ username: context.username, Token: context.token, NewPassword: context.password }),
            onDone: finish('reset'),
            onError: { target: 'newPassword', actions: failure },
          },
        },
      },
    },
    create: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'verifyPassword',
            src: 'verifyPassword',
            input: () => ({}),
            onDone: [
              { guard: { type: 'hasPassword', params: ({ event }) => ({ hasPassword: event.output.HasPassword }) }, ...finish('exists') },
              'form',
            ],
            onError: sessionFailure('checkError'),
          },
        },
        checkError: { on: { 'password.check': 'checking' } },
        form: {
          on: {
            'password.submit': [
              { guard: 'isNewPasswordValid', target: 'creating', actions: 'acceptPassword' },
              { actions: 'rejectPassword' },
            ],
          },
        },
        creating: {
          invoke: {
            id: 'createPassword',
            src: 'createPassword',
            input: ({ context }) => ({ NewPassword: context.password }),
            onDone: finish('created'),
            // Another tab or device created one meanwhile: "only if none exists" holds, nothing to do.
            onError: [{ guard: { type: 'isConflict', params: withError }, ...finish('exists') }, ...sessionFailure('form')],
          },
        },
      },
    },
    confirming: {
      invoke: {
        id: 'validatePassword',
        src: 'validatePassword',
        input: ({ context }) => ({ CurrentPassword: context.password }),
        onDone: finish('confirmed'),
        onError: sessionFailure('idle'),
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ outcome: context.outcome! }),
});
