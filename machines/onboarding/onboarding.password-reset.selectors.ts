import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { type PasswordSnapshot, selectPassword } from '../password/password.selectors.ts';
import type { PasswordView } from '../password/password.types.ts';
import type { OnboardingSnapshot } from './onboarding.selectors.ts';

/** The password-reset screen's view model: the running flow's forms, or done once the new password is set. */
export type PasswordResetView = { done: boolean; form: PasswordView | null };

/** The running password-reset flow (the view sends its events to it), or null outside `/recuperar-senha`. */
export function selectPasswordResetActor(snapshot: OnboardingSnapshot): AnyActorRef | null {
  if (!snapshot.matches({ partner: { ready: { passwordReset: 'running' } } })) return null;
  const ref = (snapshot.children as Record<string, AnyActorRef | undefined>).passwordReset;
  // The model-based suite replaces children with promises: no states to read.
  const child = ref?.getSnapshot() as Partial<AnyMachineSnapshot> | undefined;
  return child && typeof child.matches === 'function' ? ref! : null;
}

/** The password-reset screen's view model. */
export function selectPasswordReset(snapshot: OnboardingSnapshot): PasswordResetView {
  const done = snapshot.matches({ partner: { ready: { passwordReset: 'done' } } });
  const ref = selectPasswordResetActor(snapshot);
  return { done, form: ref ? selectPassword(ref.getSnapshot() as PasswordSnapshot) : null };
}
