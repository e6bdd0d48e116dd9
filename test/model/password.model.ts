import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { PARTNER, VALID_CPF } from '../../machines/onboarding/onboarding.fixtures.ts';
import { type PasswordEvent, passwordMachine } from '../../machines/password/index.ts';
import { GOOD_PASSWORD, PASSWORD_FAILURES, SHORT_PASSWORD } from '../../machines/password/password.fixtures.ts';
import { labelled } from './lib/events.ts';
import type { MachineModel } from './lib/model.types.ts';

const event = (label: string, e: PasswordEvent) => labelled(label, e);

const EVENTS: readonly EventObject[] = [
  event('forgot', { type: 'password.forgot', username: VALID_CPF }),
  event('forgot bad username', { type: 'password.forgot', username: '123' }),
  event('code', { type: 'token.submit', token: '654321' }),
  event('malformed code', { type: 'token.submit', token: '65' }),
  event('resend', { type: 'token.resend' }),
  event('new password', { type: 'password.submit', password: GOOD_PASSWORD, confirmation: GOOD_PASSWORD }),
  event('short password', { type: 'password.submit', password: SHORT_PASSWORD, confirmation: SHORT_PASSWORD }),
  event('mismatch', { type: 'password.submit', password: GOOD_PASSWORD, confirmation: 'other' }),
  event('check', { type: 'password.check' }),
  event('confirm', { type: 'password.confirm', password: GOOD_PASSWORD }),
  event('confirm empty', { type: 'password.confirm', password: '' }),
  event('cancel', { type: 'password.cancel' }),
];

const OK = { Valid: true } as const;

/** The password flows as the model-based suite explores them. */
export const passwordModel: MachineModel = {
  name: 'password',
  machine: passwordMachine,
  input: { partnerId: PARTNER.id },
  // No guard reads the context (they read events and answers): the vertex is the state.
  relevant: (snapshot: AnyMachineSnapshot) => ({ outcome: (snapshot.context as { outcome: unknown }).outcome }),
  events: () => EVENTS,
  actors: {
    requestNewPassword: {
      done: [{ label: 'sent', output: { Message: 'enviado', ExpiresInSeconds: 600 } }],
      error: [{ label: '429', error: PASSWORD_FAILURES.tooMany }],
    },
    validateResetToken: { done: [{ label: 'valid', output: OK }], error: [{ label: 'wrong code', error: PASSWORD_FAILURES.wrongCode }] },
    resetPassword: {
      done: [{ label: 'reset', output: { Message: 'ok' } }],
      error: [{ label: 'too common', error: PASSWORD_FAILURES.tooCommon }],
    },
    verifyPassword: {
      done: [
        { label: 'none', output: { HasPassword: false } },
        { label: 'exists', output: { HasPassword: true } },
      ],
      error: [
        { label: '401', error: PASSWORD_FAILURES.unauthorized },
        { label: 'network', error: PASSWORD_FAILURES.network },
      ],
    },
    createPassword: {
      done: [{ label: 'created', output: { Message: 'ok' } }],
      error: [
        { label: '409', error: PASSWORD_FAILURES.exists },
        { label: '401', error: PASSWORD_FAILURES.unauthorized },
        { label: 'too common', error: PASSWORD_FAILURES.tooCommon },
      ],
    },
    validatePassword: {
      done: [{ label: 'right', output: OK }],
      error: [
        { label: 'wrong', error: PASSWORD_FAILURES.wrongPassword },
        { label: '401', error: PASSWORD_FAILURES.unauthorized },
      ],
    },
  },
};
