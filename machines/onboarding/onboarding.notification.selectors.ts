import { Messages } from '../../domain/messages.ts';
import { type Notification, notification } from '../../domain/notification.ts';
import { selectAgreementsFailure } from '../agreements/agreements.failure.ts';
import { selectDocumentsFailure } from '../documents/documents.failure.ts';
import { selectFinishFailure } from '../finish/finish.failure.ts';
import { selectSuitabilityFailure } from '../suitability/suitability.failure.ts';
import type { OnboardingSnapshot } from './onboarding.selectors.ts';
import { selectSignup, selectView } from './onboarding.selectors.ts';
import { selectStepActors, selectStepCompletion } from './onboarding.wizard.selectors.ts';

// What the notification reads of a data area's section machine: its post region and the failure's message.
type PostSnapshot = { matches: (value: unknown) => boolean; context: { postError: string | null } };

// The first failed save among the data areas of the step shown (the server's Message, else the spec's default).
function failedSave(snapshot: OnboardingSnapshot): string | null {
  const sections = Object.values(selectStepActors(snapshot).sections);
  for (const ref of sections) {
    const section = ref?.getSnapshot() as PostSnapshot | undefined;
    if (section?.matches({ post: 'error' })) return section.context.postError ?? Messages.defaultError;
  }
  return null;
}

// The failure the step shown tells in its own flow: documents, suitability, terms (with its password flow) or finish.
function failedStep(snapshot: OnboardingSnapshot): string | null {
  const { documents, suitability, agreements, finish } = selectStepActors(snapshot);
  const failures = [
    documents && selectDocumentsFailure(documents.getSnapshot()),
    suitability && selectSuitabilityFailure(suitability.getSnapshot()),
    agreements && selectAgreementsFailure(agreements.getSnapshot()),
    finish && selectFinishFailure(finish.getSnapshot()),
  ];
  return failures.find((failure) => typeof failure === 'string') ?? null;
}

/**
 * The notification of the screen shown (spec §3 "Notification", ADR 141), derived from the root snapshot and the
 * step's children: a failed save or step completion, a failed call of the documents, suitability, terms or finish
 * step, a failed sign-up, a save that moved the wizard on, or the session that expired (on the landing it led to).
 * Errors win over the notices; null when there is nothing to say.
 */
export function selectNotification(snapshot: OnboardingSnapshot): Notification | null {
  const view = selectView(snapshot);
  const signup = selectSignup(snapshot);
  if (signup?.status === 'error' && signup.submitError) return notification(signup.submitError, 'error', 'signupFailed', view);
  const stepError = selectStepCompletion(snapshot).stepError ?? failedSave(snapshot);
  if (stepError) return notification(stepError, 'error', 'saveFailed', view);
  const failure = failedStep(snapshot);
  if (failure) return notification(failure, 'error', 'stepFailed', view);
  const { notice } = snapshot.context;
  if (notice === 'saved' && snapshot.matches({ partner: { ready: 'customer' } }))
    return notification(Messages.sectionSaved, 'success', 'saved', view);
  if (notice === 'sessionExpired' && view === 'landing') return notification(Messages.sessionExpired, 'warning', 'sessionExpired', view);
  return null;
}
