import { type ContinueSignupSnapshot, selectContinueSignupView } from '../continue-signup/continue-signup.selectors.ts';
import type { ContinueSignupView } from '../continue-signup/continue-signup.types.ts';
import { type MissingDocumentsSnapshot, selectMissingDocumentsView } from '../missing-documents/missing-documents.selectors.ts';
import type { MissingDocumentsView } from '../missing-documents/missing-documents.types.ts';
import { childSnapshot, type OnboardingSnapshot } from './onboarding.selectors.ts';

// The view models of the child flows' screens: a file of their own, so the landing does not load the children's
// selectors (ADR 167).

/** The continue-sign-up screen's view model while that flow runs, else null. */
export function selectContinueSignup(snapshot: OnboardingSnapshot): ContinueSignupView | null {
  const child = childSnapshot(snapshot, 'continueSignup');
  return child ? selectContinueSignupView(child as ContinueSignupSnapshot) : null;
}

/** The missing-documents screen's view model while that flow runs, else null. */
export function selectMissingDocuments(snapshot: OnboardingSnapshot): MissingDocumentsView | null {
  const child = childSnapshot(snapshot, 'missingDocuments');
  return child ? selectMissingDocumentsView(child as MissingDocumentsSnapshot) : null;
}
