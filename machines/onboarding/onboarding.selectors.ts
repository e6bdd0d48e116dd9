import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { type Partner, type PersonType, WEB_CHANNEL_ID } from '../../domain/index.ts';
import { Messages } from '../../domain/messages.ts';
import { type Notification, notification } from '../../domain/notification.ts';
import { selectAgreementsFailure } from '../agreements/agreements.failure.ts';
import { PDF_READER } from '../agreements/agreements.reader.ts';
import type { AgreementsSnapshot } from '../agreements/index.ts';
import { selectDocumentsFailure } from '../documents/documents.failure.ts';
import { selectFinishFailure } from '../finish/finish.failure.ts';
import { selectSuitabilityFailure } from '../suitability/suitability.failure.ts';
import { childPath, inSignup, selectContinueSignup, statechartChild } from './onboarding.child-selectors.ts';
import { PERSON_TYPE_PARAM } from './onboarding.context.ts';
import type { onboardingMachine } from './onboarding.machine.ts';
import type { StateMeta } from './onboarding.setup.ts';
import {
  isStepComplete,
  type SectionChild,
  type STEP_ACTORS,
  STEP_KEYS,
  STEP_SECTIONS,
  STEPS,
  type StepKey,
  stepAt,
  stepIndexOf,
  wizardSteps,
} from './onboarding.steps.ts';
import type { OnboardingEvent, PersistedSlice, SignupView, ViewKey } from './onboarding.types.ts';

/** A snapshot of the root machine, as the web app holds it. */
export type OnboardingSnapshot = SnapshotFrom<typeof onboardingMachine>;

/** Page titles of the registration per person type (spec §2). */
const REGISTRATION_TITLES: Record<PersonType, string> = {
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

/** The wizard step after the one on screen, or null outside the wizard and on its last step. */
export function selectNextStep(snapshot: OnboardingSnapshot): StepKey | null {
  const { personType, stepIndex } = snapshot.context;
  const view = selectView(snapshot);
  if (personType === null || !isStepKey(view) || stepIndexOf(personType, view) < 0) return null;
  return stepAt(personType, stepIndex + 1) ?? null;
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
  if (personType && isStepKey(view)) return `${STEPS[view].title ?? STEPS[view].label} | ${REGISTRATION_TITLES[personType]}`;
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

/** The new sign-up screen's view model (with the code screen once the code was sent), or null when another screen is shown. */
export function selectSignup(snapshot: OnboardingSnapshot): SignupView | null {
  const { personType, knowledgeSources, signup, advisor } = snapshot.context;
  if (selectView(snapshot) !== 'newSignup' || personType === null) return null;
  const sourcesStatus = inSignup(snapshot, 'loadingSources') ? 'loading' : inSignup(snapshot, 'sourcesError') ? 'error' : 'ready';
  return {
    personType,
    knowledgeSources,
    values: signup.values,
    errors: signup.errors,
    status: inSignup(snapshot, 'sending') ? 'loading' : inSignup(snapshot, 'error') ? 'error' : 'idle',
    submitError: signup.submitError,
    advisor,
    sourcesStatus,
    verifying: inSignup(snapshot, 'verification'),
    verification: selectContinueSignup(snapshot),
  };
}

/** The wizard's view model (steps of the person type's order, current index, direction), or null outside it. */
export function selectWizard(snapshot: OnboardingSnapshot) {
  const { personType, stepIndex, movedBack, completedSections, submitted } = snapshot.context;
  if (!snapshot.matches({ partner: { ready: 'customer' } }) || personType === null) return null;
  return {
    personType,
    steps: wizardSteps(personType).map((step, index) => ({
      ...step,
      // Done only when the server calls its section complete; reachable when the machine takes `step.set` to it.
      done: isStepComplete(completedSections, step.key),
      reachable: snapshot.can({ type: 'step.set', index }),
    })),
    stepIndex,
    movedBack,
    canGoBack: stepIndex > 0 && !submitted,
    ...selectStepCompletion(snapshot),
  };
}

/**
 * The event a click on the stepper's step `index` sends, as spec §2 names the wizard's moves: the first step (from a
 * later one) is `step.reset`, the next `step.forward`, the one before `step.back`, any other `step.set`. The machine's
 * guards decide whether the wizard moves.
 */
export function stepperEvent(current: number, index: number): OnboardingEvent {
  if (index === 0 && current > 0) return { type: 'step.reset' };
  if (index === current + 1) return { type: 'step.forward' };
  if (index === current - 1) return { type: 'step.back' };
  return { type: 'step.set', index };
}

/** The other partner's registration URL while the otherPartner outcome is shown, else null. */
export function selectRedirectUrl(snapshot: OnboardingSnapshot): string | null {
  return snapshot.matches({ partner: { ready: 'otherPartner' } }) ? snapshot.context.redirectUrl : null;
}

// The other partner's own continue page, on the origin of its registration URL (where the customer's file is).
function continuePageOf(url: string): string {
  try {
    return new URL('/continuar-cadastro', url).href;
  } catch {
    return url;
  }
}

/** The partner a file is with, while the otherPartner outcome is shown (ADR 224): its name and its continue page. */
export function selectOtherPartner(snapshot: OnboardingSnapshot): { name: string | null; url: string } | null {
  const url = selectRedirectUrl(snapshot);
  return url ? { name: snapshot.context.redirectName, url: continuePageOf(url) } : null;
}

/** The path of a signed-in customer's current step ("back to your step" links), or null without a session. */
export function selectCurrentStepPath(snapshot: OnboardingSnapshot): string | null {
  const { auth, personType, stepIndex } = snapshot.context;
  const step = auth && personType ? stepAt(personType, stepIndex) : undefined;
  return step ? STEPS[step].path : null;
}

/** The running children of the step shown, for views that subscribe to them (`useSelector(ref, selectSection)`). */
export type StepActors = {
  /** The data areas of a data step, by area (each a section machine: `section.fetch`, `section.post`, `section.reset`). */
  sections: { [K in SectionChild]?: ActorRefFrom<(typeof STEP_ACTORS)[`${K}Section`]> };
  documents: ActorRefFrom<typeof STEP_ACTORS.documents> | null;
  suitability: ActorRefFrom<typeof STEP_ACTORS.suitability> | null;
  agreements: ActorRefFrom<typeof STEP_ACTORS.agreements> | null;
  finish: ActorRefFrom<typeof STEP_ACTORS.finish> | null;
  /** The address step's CEP lookup (`cep.lookup`, `cep.clear`). */
  cepLookup: ActorRefFrom<typeof STEP_ACTORS.cepLookup> | null;
};

const SECTION_IDS = [...new Set(Object.values(STEP_SECTIONS).flat())] as SectionChild[];

// A child of the step shown that is a running statechart.
const statechart = (snapshot: OnboardingSnapshot, id: string) =>
  snapshot.matches({ partner: { ready: 'customer' } }) ? statechartChild(snapshot, id) : null;

/** The children of the step shown (none outside the wizard). */
export function selectStepActors(snapshot: OnboardingSnapshot): StepActors {
  const sections = Object.fromEntries(
    SECTION_IDS.flatMap((id) => {
      const ref = statechart(snapshot, id);
      return ref ? [[id, ref]] : [];
    }),
  );
  return {
    sections,
    documents: statechart(snapshot, 'documents'),
    suitability: statechart(snapshot, 'suitability'),
    agreements: statechart(snapshot, 'agreements'),
    finish: statechart(snapshot, 'finish'),
    cepLookup: statechart(snapshot, 'cepLookup'),
  } as StepActors;
}

/** True while the terms step shows an agreement in the full-screen PDF reader (`/cadastrar/pdf`). */
function isReaderOpen(snapshot: OnboardingSnapshot): boolean {
  const agreements = statechart(snapshot, 'agreements')?.getSnapshot() as AgreementsSnapshot | undefined;
  return snapshot.matches({ partner: { ready: { customer: 'terms' } } }) && agreements?.matches({ terms: 'reading' }) === true;
}

// A refusal's message followed by its items: "Esta etapa ainda tem pendências. … continuar. Nenhum representante cadastrado."
const withRefusals = (message: string | null, items: readonly string[]) =>
  message !== null && items.length > 0 ? `${message} ${items.join('; ')}.` : message;

/**
 * Whether the data step shown is being saved (its areas posted, then its section marked complete), why marking it
 * complete last failed, and how many of its saves were refused (the view focuses the first field to fix on each).
 */
function selectStepCompletion(snapshot: OnboardingSnapshot) {
  // A data step's value is `{ [step]: 'opening' | 'editing' | 'saving' | 'completing' | 'failed' }`; the other steps' are plain names.
  const customer = (snapshot.value as { partner?: { ready?: { customer?: unknown } } }).partner?.ready?.customer;
  const substate = typeof customer === 'object' && customer !== null ? Object.values(customer)[0] : undefined;
  return {
    completing: substate === 'saving' || substate === 'completing',
    // The server's message with what it says the step lacks beside it (never "Complete os itens indicados" alone).
    stepError: substate === 'failed' ? withRefusals(snapshot.context.stepError, snapshot.context.stepRefusals) : null,
    saveRejections: snapshot.context.saveRejections,
  };
}

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
