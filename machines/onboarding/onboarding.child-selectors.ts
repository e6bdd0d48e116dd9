import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { type ContinueSignupSnapshot, selectContinueSignupView } from '../continue-signup/continue-signup.selectors.ts';
import type { ContinueSignupView } from '../continue-signup/continue-signup.types.ts';
import { type MissingDocumentsSnapshot, selectMissingDocumentsView } from '../missing-documents/missing-documents.selectors.ts';
import type { MissingDocumentsView } from '../missing-documents/missing-documents.types.ts';
import { type PasswordSnapshot, selectPassword } from '../password/password.selectors.ts';
import type { PasswordView } from '../password/password.types.ts';
import type { OnboardingSnapshot } from './onboarding.selectors.ts';

// What the views read of the child flows the root runs (continue sign-up, missing documents, password reset).

/** Whether the new sign-up is in one of its sub-states. */
export const inSignup = (snapshot: OnboardingSnapshot, sub: 'loadingSources' | 'sourcesError' | 'sending' | 'error' | 'verification') =>
  snapshot.matches({ partner: { ready: { visitor: { newSignup: sub } } } });

/** The child flows the root runs, by invoke id (each id is also the root state that runs it). */
export type ChildFlow = 'continueSignup' | 'missingDocuments';

/** A child of the root that is a statechart, or null (the model-based suite replaces children with promises: no states to read). */
export function statechartChild(snapshot: OnboardingSnapshot, id: string): AnyActorRef | null {
  const ref = (snapshot.children as Record<string, AnyActorRef | undefined>)[id];
  const child = ref?.getSnapshot() as Partial<AnyMachineSnapshot> | undefined;
  return child && typeof child.matches === 'function' ? ref! : null;
}

// The snapshot of a running child flow, when the root is in its state and the child is a statechart.
function childSnapshot(snapshot: OnboardingSnapshot, id: ChildFlow): AnyMachineSnapshot | undefined {
  return selectChildActor(snapshot, id) ? statechartChild(snapshot, id)?.getSnapshot() : undefined;
}

/**
 * The actor of a running child flow, or null. Views that prefer to subscribe to the child itself (e.g.
 * `useSelector(ref, selectContinueSignupView)`) read it here; its events may also be sent to the root.
 */
export function selectChildActor(snapshot: OnboardingSnapshot, id: ChildFlow): AnyActorRef | null {
  const running =
    id === 'continueSignup'
      ? snapshot.matches({ partner: { ready: { visitor: 'continueSignup' } } }) || inSignup(snapshot, 'verification')
      : snapshot.matches({ partner: { ready: { missingDocuments: 'running' } } });
  return running ? ((snapshot.children as Record<string, AnyActorRef | undefined>)[id] ?? null) : null;
}

/** A path the running child flow's active state names (the missing-documents pages), deepest first. */
export function childPath(snapshot: OnboardingSnapshot): string | undefined {
  const child = childSnapshot(snapshot, 'missingDocuments');
  const metas = child ? (Object.values(child.getMeta()) as ({ path?: string } | undefined)[]) : [];
  return metas
    .map((meta) => meta?.path)
    .filter((path): path is string => path !== undefined)
    .at(-1);
}

// The view models of the child flows' screens.

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

/** The password-reset screen's view model: the running flow's forms, or done once the new password is set. */
export type PasswordResetView = { done: boolean; form: PasswordView | null };

/** The running password-reset flow (the view sends its events to it), or null outside `/recuperar-senha`. */
export function selectPasswordResetActor(snapshot: OnboardingSnapshot): AnyActorRef | null {
  return snapshot.matches({ partner: { ready: { passwordReset: 'running' } } }) ? statechartChild(snapshot, 'passwordReset') : null;
}

/** The password-reset screen's view model. */
export function selectPasswordReset(snapshot: OnboardingSnapshot): PasswordResetView {
  const done = snapshot.matches({ partner: { ready: { passwordReset: 'done' } } });
  const ref = selectPasswordResetActor(snapshot);
  return { done, form: ref ? selectPassword(ref.getSnapshot() as PasswordSnapshot) : null };
}
