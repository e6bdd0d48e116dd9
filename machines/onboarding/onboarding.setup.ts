import { assertEvent, assign, enqueueActions, forwardTo, raise, sendTo, setup } from 'xstate';
import type { CodeSent } from '../../domain/api/auth.ts';
import type { Completeness } from '../../domain/api/completeness.ts';
import type { KnowledgeSource } from '../../domain/knowledge.ts';
import type { AdvisorName } from '../../domain/lookups.ts';
import type { Partner } from '../../domain/partner.ts';
import type { ContinueSignupOutput } from '../continue-signup/continue-signup.types.ts';
import { SECTION_BODY_ERRORS } from '../section/section.catalogue.ts';
import { failureMessage, isUnauthorizedFailure } from '../shared/index.ts';
import { onboardingActors } from './onboarding.actors.ts';
import {
  authFromToken,
  EMPTY_SIGNUP,
  failedSignup,
  type Notice,
  type OnboardingContext,
  refusesAdvisor,
  signupBody,
  signupFormErrors,
} from './onboarding.context.ts';
import { refusalItems } from './onboarding.refusals.ts';
import { linkCodeOf, normalizePath, type RouteKind, routeKind, stepForRoute } from './onboarding.routing.ts';
import { canReachStep, isStepComplete, LAST_STEP_INDEX, STEP_SECTION_OF, type StepKey, stepAt, stepIndexOf } from './onboarding.steps.ts';
import type { OnboardingEvent, OnboardingInput, ViewKey } from './onboarding.types.ts';

// An area's body errors by its wire schema (an area the catalogue does not know has none to check).
const bodyErrors = (area: string, body: unknown) =>
  area in SECTION_BODY_ERRORS ? SECTION_BODY_ERRORS[area as keyof typeof SECTION_BODY_ERRORS](body as never) : {};

/** Metadata of a navigable state: the view it shows, its URL (none = the URL stays) and its page title. */
export type StateMeta = { view: ViewKey; path?: string; title?: string };

// The step index a step key has in the context's person type order.
const indexOf = (context: OnboardingContext, step: StepKey) => stepIndexOf(context.personType!, step);

// The session fields of a customer who is not signed in.
const signedOut = { auth: null, stepIndex: 0, movedBack: false, completedSections: [], submitted: false } as const;

// A new session starts with nothing known complete until the wizard reads it.
const newSession = { movedBack: false, completedSections: [], submitted: false } as const;

// The step a resumed sign-up opens: the first incomplete one, kept within the order.
const resumeIndex = (output: ContinueSignupOutput) => Math.min(Math.max(Math.trunc(output.stepIndex) || 0, 0), LAST_STEP_INDEX);

/** The root machine's types, actors, guards and actions, shared by the files that build its states. */
export const onboardingSetup = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as OnboardingInput,
    meta: {} as StateMeta,
  },
  actors: onboardingActors,
  guards: {
    isRoute: ({ event }, params: { kind: RouteKind }) => event.type === 'route.changed' && routeKind(event.path) === params.kind,
    isPath: ({ event }, params: { path: string }) => event.type === 'route.changed' && normalizePath(event.path) === params.path,
    routesToCurrentStep: ({ context, event }) =>
      event.type === 'route.changed' &&
      context.auth !== null &&
      context.personType !== null &&
      stepForRoute(event.path, context.personType, context.stepIndex) === stepAt(context.personType, context.stepIndex),
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorizedFailure(params.error),
    hasPersonType: ({ context }) => context.personType !== null,
    // The link's advisor was already named (a second visit to the form does not look them up again).
    isAdvisorConfirmed: ({ context }) => context.advisor !== null && context.advisor.Id === context.advisorLink,
    hasAdvisorLink: ({ context }) => context.advisorLink !== null,
    isAuthenticated: ({ context }) => context.auth !== null,
    isPessoaJuridica: ({ context }) => context.personType === 'J',
    routesToStep: ({ context, event }, params: { step: StepKey }) =>
      event.type === 'route.changed' &&
      context.auth !== null &&
      context.personType !== null &&
      stepForRoute(event.path, context.personType, context.stepIndex) === params.step,
    isStepSetTo: ({ context, event }, params: { step: StepKey }) =>
      event.type === 'step.set' && context.personType !== null && stepAt(context.personType, event.index) === params.step,
    // No skipping ahead: a step is opened from the stepper when it was passed, or every step before it is complete.
    isStepReachable: ({ context, event }) =>
      event.type === 'step.set' &&
      context.personType !== null &&
      !context.submitted &&
      (event.index <= context.stepIndex || canReachStep(context.personType, context.completedSections, event.index)),
    // Forward only over a step the server calls complete (its data saved, its flow done).
    isCurrentStepComplete: ({ context }) =>
      context.personType !== null && isStepComplete(context.completedSections, stepAt(context.personType, context.stepIndex)),
    hasRegistrationStatus: (_, params: { completeness: Completeness; statuses: readonly number[] }) =>
      params.statuses.includes(params.completeness.StatusRegistration),
    isSubmitted: ({ context }) => context.submitted,
    // Every area's body passes its wire schema: only then is any area posted (a declaration never goes without its form).
    areStepBodiesValid: ({ event }) =>
      event.type === 'step.save' && Object.entries(event.bodies).every(([area, body]) => Object.keys(bodyErrors(area, body)).length === 0),
    // An answer of an area this save posted (a late answer of an earlier save is ignored).
    isAreaSaving: ({ context, event }) =>
      (event.type === 'section.saved' || event.type === 'section.failed') && context.savingAreas.includes(event.id),
    isEveryAreaSaved: ({ context }) => context.savingAreas.length === 0,
    // `step.reset` leads to the first step: not from it (it would only restart its children), nor once the file was sent.
    isPastFirstStep: ({ context }) => context.stepIndex > 0 && !context.submitted,
    // Spec §5: the submitted form for the chosen person type, on the context's day.
    isSignupFormValid: ({ context, event }) =>
      event.type === 'signup.submit' && Object.keys(signupFormErrors(context, event.form)).length === 0,
    resumesAt: (_, params: { output: ContinueSignupOutput; step: StepKey }) =>
      stepAt(params.output.personType, resumeIndex(params.output)) === params.step,
    // How a continued sign-up ended (spec §4: continue, analyzing, completed, waitingDocuments, otherPartner).
    hasContinueOutcome: (_, params: { result: { outcome: string }; outcome: string }) => params.result.outcome === params.outcome,
  },
  actions: {
    assignPartner: assign((_, params: { partner: Partner }) => ({ partner: params.partner })),
    rememberPath: assign(({ event }) => {
      assertEvent(event, 'route.changed');
      return { pendingPath: event.path };
    }),
    routePendingPath: raise(({ context }) => ({ type: 'route.changed' as const, path: context.pendingPath })),
    // Starting a new sign-up ends any session: the token belongs to the customer of the other person type.
    choosePersonType: assign(({ context, event }) => {
      assertEvent(event, 'personType.choose');
      return { personType: event.personType, ...(context.auth && signedOut) };
    }),
    clearSession: assign(signedOut),
    assignAdvisor: assign((_, params: { advisor: AdvisorName }) => ({ advisor: params.advisor })),
    // An id the lookup does not name (unknown, inactive, or the call failed) is dropped: the sign-up goes on without it.
    forgetAdvisorLink: assign({ advisorLink: null, advisor: null }),
    // The server refused the named advisor: the next submit goes without them (the message says why).
    forgetRefusedAdvisor: assign((_, params: { error: unknown }) =>
      refusesAdvisor(params.error) ? { advisorLink: null, advisor: null } : {},
    ),
    noteSaved: assign({ notice: (): Notice => 'saved' }),
    noteSessionExpired: assign({ notice: (): Notice => 'sessionExpired' }),
    clearNotice: assign({ notice: null }),
    resetSignup: assign({ signup: EMPTY_SIGNUP }),
    assignKnowledgeSources: assign((_, params: { sources: KnowledgeSource[] }) => ({ knowledgeSources: params.sources })),
    // The form as submitted, and the body the sign-up call sends.
    acceptSignupForm: assign(({ context, event }) => {
      assertEvent(event, 'signup.submit');
      return { signup: { ...EMPTY_SIGNUP, values: event.form, body: signupBody(context, event.form) } };
    }),
    rejectSignupForm: assign(({ context, event }) => {
      assertEvent(event, 'signup.submit');
      return { signup: { ...EMPTY_SIGNUP, values: event.form, errors: signupFormErrors(context, event.form) } };
    }),
    assignSubmitFailure: assign(({ context }, params: { error: unknown }) => ({ signup: failedSignup(context.signup, params.error) })),
    // The server emailed the code that proves the email (ADR 196): the verification opens with its notice.
    assignCodeSent: assign(({ context }, params: { sent: CodeSent }) => ({ signup: { ...context.signup, codeSent: params.sent } })),
    assignOtherPartner: assign((_, params: { url: string | null; name: string | null }) => ({
      redirectUrl: params.url,
      redirectName: params.name,
    })),
    // Provided by the web app (it owns the browser); nothing to do inside the machine.
    redirectToPartner: (_, _params: { url: string }) => undefined,
    startReadingCompleteness: assign({ readingCompleteness: true }),
    assignCompleteness: assign((_, params: { completeness: Completeness }) => ({
      completedSections: params.completeness.Sections.filter((section) => section.Complete).map((section) => section.SectionId),
      readingCompleteness: false,
    })),
    // The wizard goes on without it: nothing counts as complete but what the server accepts from now on.
    noteCompletenessUnread: assign({ readingCompleteness: false }),
    // The server accepted the step's section (POST /api/section, or the step's own flow ended after it).
    markStepComplete: assign(({ context }, params: { step: StepKey }) => {
      const section = STEP_SECTION_OF[params.step];
      return section === undefined || context.completedSections.includes(section)
        ? {}
        : { completedSections: [...context.completedSections, section] };
    }),
    markSubmitted: assign({ submitted: true }),
    stepForward: assign(({ context }) => ({ stepIndex: context.stepIndex + 1, movedBack: false })),
    stepBack: assign(({ context }) => ({ stepIndex: context.stepIndex - 1, movedBack: true })),
    setStep: assign(({ context }, params: { step: StepKey }) => ({
      stepIndex: indexOf(context, params.step),
      movedBack: indexOf(context, params.step) < context.stepIndex,
    })),
    // A route to the step already shown (a reload, an echo of our own navigation) keeps the direction.
    routeToStep: assign(({ context }, params: { step: StepKey }) => {
      const index = indexOf(context, params.step);
      return { stepIndex: index, movedBack: index === context.stepIndex ? context.movedBack : index < context.stepIndex };
    }),
    resetStep: assign({ stepIndex: 0, movedBack: false }),
    // The continue sign-up proved the customer: its session, person type and first incomplete step.
    resumeSession: assign((_, params: { output: ContinueSignupOutput }) => ({
      auth: authFromToken(params.output.accessToken) ?? null,
      personType: params.output.personType,
      stepIndex: resumeIndex(params.output),
      ...newSession,
    })),
    rememberLinkCode: assign(({ event }) => {
      assertEvent(event, 'route.changed');
      return { linkCode: linkCodeOf(event.path) };
    }),
    forwardToContinueSignup: forwardTo('continueSignup'),
    forwardToMissingDocuments: forwardTo('missingDocuments'),
    // The data areas a step shows load as the step opens.
    fetchSections: enqueueActions(({ enqueue }, params: { ids: readonly string[] }) => {
      for (const id of params.ids) enqueue.sendTo(id, { type: 'section.fetch' });
    }),
    closeAgreementReader: sendTo('agreements', { type: 'reader.close' }),
    // A valid save: each area gets its body, and the step waits for every one of them.
    postSections: enqueueActions(({ enqueue, event }) => {
      assertEvent(event, 'step.save');
      const areas = Object.entries(event.bodies);
      for (const [area, body] of areas) enqueue.sendTo(area, { type: 'section.post', body });
      enqueue.assign({ savingAreas: areas.map(([area]) => area) });
    }),
    // A refused save: every area shows its own errors, and nothing is posted.
    checkSections: enqueueActions(({ enqueue, event }) => {
      assertEvent(event, 'step.save');
      for (const [area, body] of Object.entries(event.bodies)) enqueue.sendTo(area, { type: 'section.check', body });
      enqueue.assign({ saveRejections: ({ context }) => context.saveRejections + 1 });
    }),
    settleArea: assign(({ context, event }) => {
      assertEvent(event, 'section.saved');
      return { savingAreas: context.savingAreas.filter((area) => area !== event.id) };
    }),
    // An area refused its post (the server's field errors are on it): the save ends, the step stays.
    stopSaving: assign(({ context }) => ({ savingAreas: [], saveRejections: context.saveRejections + 1 })),
    // The server's message and what it says the step lacks (a 409's `Errors`): both are shown, never the message alone.
    assignStepError: assign((_, params: { error: unknown }) => ({
      stepError: failureMessage(params.error),
      stepRefusals: refusalItems(params.error),
    })),
    clearStepError: assign({ stepError: null, stepRefusals: [] }),
    // A 401 on the root's own call: the same as one reported by a child or the API client.
    expireSession: raise({ type: 'session.expired' }),
  },
});
