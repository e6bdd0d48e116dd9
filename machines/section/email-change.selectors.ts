import type { SnapshotFrom } from 'xstate';
import { maskEmail } from '../continue-signup/mask-email.ts';
import type { emailChangeMachine } from './email-change.machine.ts';
import type { EmailChangeView } from './email-change.types.ts';

/** A snapshot of the email change. */
export type EmailChangeSnapshot = SnapshotFrom<typeof emailChangeMachine>;

function stepOf(snapshot: EmailChangeSnapshot): EmailChangeView['step'] {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  return snapshot.matches('code') ? 'code' : 'editing';
}

/** The email area's view model. */
export function selectEmailChange(snapshot: EmailChangeSnapshot): EmailChangeView {
  const c = snapshot.context;
  const step = stepOf(snapshot);
  return {
    step,
    email: c.email,
    sentTo: step === 'code' && c.pendingEmail ? maskEmail(c.pendingEmail) : null,
    emailError: c.emailError,
    requestError: c.requestError,
    codeError: c.codeError,
    lockedOut: c.lockedOut,
    busy: snapshot.matches('requesting') || snapshot.matches({ code: { entry: 'confirming' } }),
    resending: snapshot.matches({ code: { resend: 'sending' } }),
    resent: c.resent,
    resendError: c.resendError,
    changedTo: c.changedTo,
  };
}
