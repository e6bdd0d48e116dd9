import type { AnyMachineSnapshot } from 'xstate';
import { BASIC, EMAIL_CHANGE_FAILURES, pendingAnswer } from '../../machines/section/email-change.fixtures.ts';
import { emailChangeMachine } from '../../machines/section/email-change.machine.ts';
import type { EmailChangeContext, EmailChangeEvent } from '../../machines/section/email-change.types.ts';
import { labelled } from './lib/events.ts';
import type { MachineModel } from './lib/model.types.ts';

const event = (label: string, e: EmailChangeEvent) => labelled(label, e);

// A new address, the stored one in other letters, a malformed one; a well-formed code and a malformed one.
const EVENTS = [
  event('new address', { type: 'email.submit', email: 'nova@example.com' }),
  event('same address', { type: 'email.submit', email: 'MARIA@example.com' }),
  event('bad address', { type: 'email.submit', email: 'sem-arroba' }),
  event('code', { type: 'code.submit', code: '123456' }),
  event('malformed code', { type: 'code.submit', code: '12a' }),
  event('resend', { type: 'code.resend' }),
  event('cancel', { type: 'change.cancel' }),
  event('retry', { type: 'email.retry' }),
];

/** The email change (ADR 222/227) as the model-based suite explores it. */
export const emailChangeModel: MachineModel = {
  name: 'email-change',
  machine: emailChangeMachine,
  input: undefined,
  // `isConfirmLocked` reads the lock-out: a locked code step is a vertex of its own.
  relevant: (snapshot: AnyMachineSnapshot) => ({ lockedOut: (snapshot.context as EmailChangeContext).lockedOut }),
  events: () => EVENTS,
  actors: {
    loadBasicData: {
      done: [{ label: 'loaded', output: BASIC }],
      error: [{ label: '500', error: EMAIL_CHANGE_FAILURES.server }],
    },
    requestEmailChange: {
      done: [
        { label: 'code sent', output: pendingAnswer('nova@example.com') },
        { label: 'unchanged', output: BASIC },
      ],
      error: [
        { label: '400 at Email', error: EMAIL_CHANGE_FAILURES.emailRefused },
        { label: '429', error: EMAIL_CHANGE_FAILURES.tooMany },
      ],
    },
    confirmEmailChange: {
      done: [{ label: 'changed', output: { ...BASIC, Email: 'nova@example.com' } }],
      error: [
        { label: 'wrong code', error: EMAIL_CHANGE_FAILURES.wrongCode },
        { label: '429', error: EMAIL_CHANGE_FAILURES.exhausted },
      ],
    },
  },
};
