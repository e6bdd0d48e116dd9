import type { AnyActorRef, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { type Partner, type PersonType, WEB_CHANNEL_ID } from '../../domain/index.ts';
import { PDF_READER } from '../agreements/agreements.reader.ts';
import { PERSON_TYPE_PARAM } from './onboarding.context.ts';
import type { onboardingMachine } from './onboarding.machine.ts';
import type { StateMeta } from './onboarding.setup.ts';
import { isStepComplete } from './onboarding.step-sections.ts';
import { STEP_KEYS, STEPS, type StepKey, stepAt, wizardSteps } from './onboarding.steps.ts';
import type { PersistedSlice, SignupView, ViewKey, WizardView } from './onboarding.types.ts';
import { isReaderOpen, selectStepCompletion } from './onboarding.wizard.selectors.ts';

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
  if (isReaderOpen(snapshot)) return 'pdf';
  return activeMeta(snapshot)?.view ?? 'loading';
}

/** The child flows the root runs, by invoke id (each id is also the root state that runs it). */
export type ChildFlow = 'continueSignup' | 'missingDocuments';

/**
 * The snapshot of a running child flow, when the root is in its state and the child is a statechart (the
 * model-based suite replaces children with promises, which have no states to read).
 */
export function childSnapshot(snapshot: OnboardingSnapshot, id: ChildFlow): AnyMachineSnapshot | undefined {
  const child = selectChildActor(snapshot, id)?.getSnapshot() as Partial<AnyMachineSnapshot> | undefined;
  return child && typeof child.getMeta === 'function' && typeof child.matches === 'function' ? (child as AnyMachineSnapshot) : undefined;
}

/**
 * The actor of a running child flow, or null. Views that prefer to subscribe to the child itself (e.g.
 * `useSelector(ref, selectContinueSignupView)`) read it here; its events may also be sent to the root.
 */
export function selectChildActor(snapshot: OnboardingSnapshot, id: ChildFlow): AnyActorRef | null {
  const running =
    id === 'continueSignup'
      ? snapshot.matches({ partner: { ready: { visitor: 'continueSignup' } } })
      : snapshot.matches({ partner: { ready: { missingDocuments: 'running' } } });
  return running ? ((snapshot.children as Record<string, AnyActorRef | undefined>)[id] ?? null) : null;
}

// A path the running child flow's active state names (the missing-documents pages), deepest first.
function childPath(snapshot: OnboardingSnapshot): string | undefined {
  const child = childSnapshot(snapshot, 'missingDocuments');
  const metas = child ? (Object.values(child.getMeta()) as ({ path?: string } | undefined)[]) : [];
  return metas
    .map((meta) => meta?.path)
    .filter((path): path is string => path !== undefined)
    .at(-1);
}

/**
 * The URL of the active screen, or null when the URL should stay as it is (loading, outcomes, fallbacks). A
 * running child flow's own path wins: it is the deeper state. Child snapshots change without a root snapshot,
 * so the web app must re-read selectors on every snapshot of the actor system, not only the root's.
 */
export function selectPath(snapshot: OnboardingSnapshot): string | null {
  if (isReaderOpen(snapshot)) return PDF_READER.path;
  return childPath(snapshot) ?? activeMeta(snapshot)?.path ?? null;
}

// The screens a sign-up link leads through: its `?assessor=` stays in their URL, so a reload keeps it (ADR 140).
const ADVISOR_LINK_VIEWS: readonly ViewKey[] = ['landing', 'newSignup'];

/** The query the URL of the active screen carries (`?assessor=<id>` on the landing and the sign-up form), or ''. */
export function selectSearch(snapshot: OnboardingSnapshot): string {
  const { advisorLink } = snapshot.context;
  return advisorLink !== null && ADVISOR_LINK_VIEWS.includes(selectView(snapshot)) ? `?assessor=${advisorLink}` : '';
}

/** The pt-BR page title: account-type selection, PF or PJ registration, the registration step. */
export function selectTitle(snapshot: OnboardingSnapshot): string {
  // The PDF reader is a screen of the terms step.
  const view = selectView(snapshot) === 'pdf' ? 'terms' : selectView(snapshot);
  const personType = snapshot.context.personType;
  if (personType && view === 'newSignup') return REGISTRATION_TITLES[personType];
  if (personType && isStepKey(view)) return `${STEPS[view].label} | ${REGISTRATION_TITLES[personType]}`;
  return activeMeta(snapshot)?.title ?? '';
}

/**
 * The landing's link to the sign-up form for an account type (`/novo-cadastro?tipo=pf`), carrying the visit's channel
 * and advisor link: a page without scripts follows it, and the form opens with the type chosen.
 */
export function selectSignupHref(snapshot: OnboardingSnapshot, personType: PersonType): string {
  const { channelId, advisorLink } = snapshot.context;
  const query = new URLSearchParams({ tipo: PERSON_TYPE_PARAM[personType] });
  if (channelId !== WEB_CHANNEL_ID) query.set('canal', String(channelId));
  if (advisorLink !== null) query.set('assessor', String(advisorLink));
  return `/novo-cadastro?${query}`;
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
  const { personType, knowledgeSources, signup, advisor } = snapshot.context;
  if (selectView(snapshot) !== 'newSignup' || personType === null) return null;
  const sourcesStatus = inSignup(snapshot, 'loadingSources') ? 'loading' : inSignup(snapshot, 'sourcesError') ? 'error' : 'ready';
  return {
    personType,
    knowledgeSources,
    values: signup.values,
    errors: signup.errors,
    status: inSignup(snapshot, 'loading') ? 'loading' : inSignup(snapshot, 'error') ? 'error' : 'idle',
    submitError: signup.submitError,
    advisor,
    sourcesStatus,
  };
}

/** The wizard's view model (steps of the person type's order, current index, direction), or null outside it. */
export function selectWizard(snapshot: OnboardingSnapshot): WizardView | null {
  const { personType, stepIndex, movedBack, completedSections, submitted } = snapshot.context;
  if (!snapshot.matches({ partner: { ready: 'customer' } }) || personType === null) return null;
  return {
    personType,
    steps: wizardSteps(personType).map((step, index) => ({
      ...step,
      done: isStepComplete(completedSections, step.key as StepKey),
      reachable: snapshot.can({ type: 'step.set', index }),
    })),
    stepIndex,
    movedBack,
    canGoBack: stepIndex > 0 && !submitted,
    // Asked of the machine: forward only over a step the server calls complete.
    canGoForward: snapshot.can({ type: 'step.forward' }),
    // Asked of the machine: its guard decides (no reset on the first step).
    canReset: snapshot.can({ type: 'step.reset' }),
    ...selectStepCompletion(snapshot),
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
