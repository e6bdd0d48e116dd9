import type { SnapshotFrom } from 'xstate';
import type { continueSignupMachine } from './continue-signup.machine.ts';
import type { ContinueSignupView } from './continue-signup.types.ts';
import { maskEmail } from './mask-email.ts';

/** A snapshot of the continue-sign-up machine. */
export type ContinueSignupSnapshot = SnapshotFrom<typeof continueSignupMachine>;

// Which form the state shows: the code form from the code request's answer until the session is known.
function stepOf(snapshot: ContinueSignupSnapshot): ContinueSignupView['step'] {
  if (snapshot.matches('document') || snapshot.matches('requesting')) return 'document';
  if (snapshot.matches('code')) return 'code';
  if (snapshot.matches('documentTaken')) return 'documentTaken';
  return 'progress';
}

function resendOf(snapshot: ContinueSignupSnapshot): ContinueSignupView['resend'] {
  if (snapshot.matches({ code: { resend: 'available' } })) return 'available';
  if (snapshot.matches({ code: { resend: 'sending' } })) return 'sending';
  return 'coolingDown';
}

/** The continue-sign-up screen's view model. */
export function selectContinueSignupView(snapshot: ContinueSignupSnapshot): ContinueSignupView {
  const c = snapshot.context;
  return {
    step: stepOf(snapshot),
    personType: c.personType,
    document: c.document,
    documentError: c.documentError,
    requestError: c.requestError,
    busy: snapshot.matches('requesting') || snapshot.matches({ code: { entry: 'authenticating' } }) || snapshot.matches('loadingProgress'),
    notice: c.notice,
    expiresInSeconds: c.expiresInSeconds,
    codeError: c.codeError,
    sentTo: c.email ? maskEmail(c.email) : null,
    lockedOut: c.lockedOut,
    resent: c.resent,
    resend: resendOf(snapshot),
    resendError: c.resendError,
    progressError: c.progressError,
    contact: c.contact,
  };
}
