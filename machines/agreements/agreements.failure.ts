import type { AnyActorRef } from 'xstate';
import { selectPasswordFailure } from '../password/password.failure.ts';
import type { PasswordSnapshot } from '../password/password.selectors.ts';
import { AgreementsMessages } from './agreements.messages.ts';
import type { AgreementsSnapshot } from './agreements.selectors.ts';

// Where the step rests after a failed call, showing its message. Not in a PDF's failure: the preview or the reader
// tells it beside the document.
const FAILED_AT: readonly Parameters<AgreementsSnapshot['matches']>[0][] = [
  'loadError',
  { signature: 'creating' },
  { signature: 'locked' },
  { signature: 'resetFailed' },
  { terms: 'filesError' },
  { terms: { review: 'idle' } },
];

/**
 * The step's failure for the app's notification (ADR 141): a failed load, a refused signature or signing call (a
 * locked signature included), a general contract not on record, a refused completion, or the password flow's failed
 * call; null otherwise. A field's own message and "accept every term first" are not failures of a call: they stay
 * beside the form.
 */
export function selectAgreementsFailure(snapshot: AgreementsSnapshot): string | null {
  const password = snapshot.matches('password') ? ((snapshot.children as Record<string, AnyActorRef | undefined>).password ?? null) : null;
  if (password) return selectPasswordFailure(password.getSnapshot() as PasswordSnapshot);
  const { error, errors } = snapshot.context;
  if (error === null || error === AgreementsMessages.acceptAll || Object.values(errors).includes(error)) return null;
  return FAILED_AT.some((state) => snapshot.matches(state as never)) ? error : null;
}
