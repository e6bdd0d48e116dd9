import type { SnapshotFrom } from 'xstate';
import type { Partner, PersonType } from '../../domain/index.ts';
import type { onboardingMachine } from './onboarding.machine.ts';
import type { StateMeta } from './onboarding.setup.ts';
import { LAST_STEP_INDEX, STEP_KEYS, STEPS, type StepKey, stepAt, wizardSteps } from './onboarding.steps.ts';
import type { PersistedSlice, SignupView, ViewKey, WizardView } from './onboarding.types.ts';

/** A snapshot of the root machine, as the web app holds it. */
export type OnboardingSnapshot = SnapshotFrom<typeof onboardingMachine>;

/** Page titles of the registration per person type (spec §2). */
export const REGISTRATION_TITLES: Record<PersonType, string> = {
  F: 'Cadastro de Pessoa Física',
  J: 'Cadastro de Pessoa Jurídica',
};

// Meta of the deepest active state that names a view (getMeta lists active nodes parents first).
function activeMeta(snapshot: OnboardingSnapshot): StateMeta | undefined {
  return Object.values(snapshot.getMeta())
    .filter((meta): meta is StateMeta => meta?.view !== undefined)
    .at(-1);
}

const isStepKey = (view: ViewKey): view is StepKey => (STEP_KEYS as readonly string[]).includes(view);

/** The screen to render. */
export function selectView(snapshot: OnboardingSnapshot): ViewKey {
  return activeMeta(snapshot)?.view ?? 'loading';
}

/** The URL of the active screen, or null when the URL should stay as it is (loading, outcomes, fallbacks). */
export function selectPath(snapshot: OnboardingSnapshot): string | null {
  return activeMeta(snapshot)?.path ?? null;
}

/** The pt-BR page title: account-type selection, PF or PJ registration, the registration step. */
export function selectTitle(snapshot: OnboardingSnapshot): string {
  const view = selectView(snapshot);
  const personType = snapshot.context.personType;
  if (personType && view === 'newSignup') return REGISTRATION_TITLES[personType];
  if (personType && isStepKey(view)) return `${STEPS[view].label} | ${REGISTRATION_TITLES[personType]}`;
  return activeMeta(snapshot)?.title ?? '';
}

/** The partner whose brand is shown, once resolved. */
export function selectPartner(snapshot: OnboardingSnapshot): Partner | null {
  return snapshot.context.partner;
}

/** What to keep across reloads (spec §4): token, person type, channel id, current step. No PII. */
export function selectPersisted(snapshot: OnboardingSnapshot): PersistedSlice {
  const { auth, personType, channelId, stepIndex } = snapshot.context;
  return { accessToken: auth?.accessToken ?? null, personType, channelId, stepIndex };
}

const inSignup = (snapshot: OnboardingSnapshot, sub: 'loadingSources' | 'sourcesError' | 'loading' | 'error') =>
  snapshot.matches({ partner: { ready: { visitor: { newSignup: sub } } } });

/** The new sign-up screen's view model, or null when another screen is shown. */
export function selectSignup(snapshot: OnboardingSnapshot): SignupView | null {
  const { personType, knowledgeSources, signup, defaultAdvisorId } = snapshot.context;
  if (selectView(snapshot) !== 'newSignup' || personType === null) return null;
  const sourcesStatus = inSignup(snapshot, 'loadingSources') ? 'loading' : inSignup(snapshot, 'sourcesError') ? 'error' : 'ready';
  return {
    personType,
    knowledgeSources,
    values: signup.values,
    errors: signup.errors,
    status: inSignup(snapshot, 'loading') ? 'loading' : inSignup(snapshot, 'error') ? 'error' : 'idle',
    submitError: signup.submitError,
    advisorId: defaultAdvisorId,
    sourcesStatus,
  };
}

/** The wizard's view model (steps of the person type's order, current index, direction), or null outside it. */
export function selectWizard(snapshot: OnboardingSnapshot): WizardView | null {
  const { personType, stepIndex, movedBack } = snapshot.context;
  if (!snapshot.matches({ partner: { ready: 'customer' } }) || personType === null) return null;
  return {
    personType,
    steps: wizardSteps(personType),
    stepIndex,
    movedBack,
    canGoBack: stepIndex > 0,
    canGoForward: stepIndex < LAST_STEP_INDEX,
  };
}

/** The other partner's registration URL while the otherPartner outcome is shown, else null. */
export function selectRedirectUrl(snapshot: OnboardingSnapshot): string | null {
  return snapshot.matches({ partner: { ready: 'otherPartner' } }) ? snapshot.context.redirectUrl : null;
}

/** The path of a signed-in customer's current step ("back to your step" links), or null without a session. */
export function selectCurrentStepPath(snapshot: OnboardingSnapshot): string | null {
  const { auth, personType, stepIndex } = snapshot.context;
  const step = auth && personType ? stepAt(personType, stepIndex) : undefined;
  return step ? STEPS[step].path : null;
}
