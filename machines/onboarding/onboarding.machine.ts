import { and, not, stateIn } from 'xstate';
import type { Completeness } from '../../domain/api/completeness.ts';
import { RegistrationStatus } from '../../domain/constants.ts';
import type { PersonType } from '../../domain/index.ts';
import { NO_PARTNER_TITLE } from '../../domain/messages.landing.ts';
import type { ContinueOutcome } from '../../domain/registration.ts';
import { PDF_READER } from '../agreements/agreements.reader.ts';
import type { ContinueSignupEvent, ContinueSignupOutput, ContinueSignupResult } from '../continue-signup/index.ts';
import type { MissingDocumentsEvent } from '../missing-documents/index.ts';
import { withError } from '../shared/index.ts';
import { createInitialContext, type OnboardingContext, submittedDocument } from './onboarding.context.ts';
import { CONTINUE_SIGNUP_PATH, OFFER_COORDINATION_PATH, PASSWORD_RESET_PATH, type RouteKind } from './onboarding.routing.ts';
import { onboardingSetup } from './onboarding.setup.ts';
import {
  type DataStep,
  type SectionChild,
  STEP_KEYS,
  STEP_ORDERS,
  STEP_SECTION_IDS,
  STEP_SECTIONS,
  STEPS,
  type StepKey,
  stepAt,
  stepIndexOf,
} from './onboarding.steps.ts';

/*
 * The onboarding journey's statechart, in one file (ADR 178). Its building blocks come first, in the order a visitor
 * meets them, and the machine that assembles them last:
 *   1. the visitor's sign-up form (with the link's advisor);
 *   2. the child flows the root runs (continue sign-up, missing documents, password reset, offer coordination);
 *   3. the customer's wizard: a state per step of spec §2, built by `dataStepState` and `childStepState`;
 *   4. the routing table (`route.changed`) and the root: partner → visitor | outcomes | wizard | child flows.
 * Guards and actions are named in `onboarding.setup.ts`; the step order in `onboarding.steps.ts`; the URL rules in
 * `onboarding.routing.ts`; what the views read in `onboarding.selectors.ts`.
 */

// ─── 1. The visitor's sign-up form ───────────────────────────────────────────────────────────────────────────────

/**
 * The advisor of the sign-up link (`?assessor=<id>`, ADR 140), looked up while the form prepares: `checking` decides
 * (already named, a link to look up, or none), `loading` asks the public advisor lookup, then `found` (the form shows
 * "Assessor: <Name>" and the sign-up records them) or `unknown` (the id is dropped: the form works without it).
 */
const advisorLookupRegion = onboardingSetup.createStateConfig({
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isAdvisorConfirmed', target: 'found' }, { guard: 'hasAdvisorLink', target: 'loading' }, { target: 'none' }],
    },
    loading: {
      invoke: {
        id: 'lookupAdvisor',
        src: 'lookupAdvisor',
        input: ({ context }) => ({ id: context.advisorLink ?? 0 }),
        onDone: { target: 'found', actions: { type: 'assignAdvisor', params: ({ event }) => ({ advisor: event.output }) } },
        // Not found, inactive or unreachable alike: no advisor is recorded and no error is shown.
        onError: { target: 'unknown', actions: 'forgetAdvisorLink' },
      },
    },
    found: { type: 'final' },
    unknown: { type: 'final' },
    none: { type: 'final' },
  },
});

// A submit from the form or after an error: a valid form is sent, an invalid one shows its field errors.
const submit = [
  { guard: 'isSignupFormValid', target: 'sending', actions: 'acceptSignupForm' },
  { target: 'idle', actions: 'rejectSignupForm' },
] as const;

type Done = { event: { output: ContinueSignupResult } };

// How the code's answer ended, as a guard of its end.
const endedWith = (outcome: ContinueOutcome) =>
  ({ type: 'hasContinueOutcome', params: ({ event }: Done) => ({ result: event.output, outcome }) }) as const;

// The session a 'continue' ending resumes: the steps are looked at only once the other endings were routed.
function resumed(result: ContinueSignupResult): ContinueSignupOutput {
  if (result.outcome !== 'continue') throw new Error(`a continued sign-up that ended '${result.outcome}' resumes no session`);
  return result;
}

const otherPartner = (result: ContinueSignupResult) =>
  result.outcome === 'otherPartner' ? { url: result.url, name: result.partnerName } : { url: null, name: null };

/**
 * Where a right emailed code leads (spec §4), for the sign-up's verification and the continued sign-up alike: in
 * progress (a new sign-up included), the customer is signed in and the wizard opens at the first incomplete step;
 * under analysis, rejected (ADR 225), completed or waiting for documents, that status's page; another partner's client
 * sees a page that names that partner and links to its site (ADR 224).
 */
const codeEndings = [
  { guard: endedWith('analyzing'), target: '#analyzing' },
  { guard: endedWith('rejected'), target: '#rejected' },
  { guard: endedWith('completed'), target: '#completed' },
  { guard: endedWith('waitingDocuments'), target: '#waitingDocuments' },
  {
    guard: endedWith('otherPartner'),
    target: '#otherPartner',
    actions: { type: 'assignOtherPartner' as const, params: ({ event }: Done) => otherPartner(event.output) },
  },
  ...STEP_KEYS.map((step) => ({
    guard: { type: 'resumesAt' as const, params: ({ event }: Done) => ({ output: resumed(event.output), step }) },
    target: `#customer.${step}`,
    actions: { type: 'resumeSession' as const, params: ({ event }: Done) => ({ output: resumed(event.output) }) },
  })),
];

// The events the code screen sends through the root to the running code flow, by type.
const CODE_EVENTS = {
  'document.submit': true,
  'document.edit': true,
  'code.submit': true,
  'code.resend': true,
  'progress.retry': true,
} satisfies Record<ContinueSignupEvent['type'], true>;
const { 'document.submit': _typed, 'document.edit': _edit, ...VERIFICATION_EVENTS } = CODE_EVENTS;

const forwarding = <T extends string>(events: Record<T, true>, action: 'forwardToContinueSignup' | 'forwardToMissingDocuments') =>
  Object.fromEntries(Object.keys(events).map((type) => [type, { actions: action }])) as Record<T, { actions: typeof action }>;

/**
 * `visitor.newSignup`: knowledge sources (and the link's advisor), then the submit sub-flow idle → sending →
 * verification | error. Sending stores nothing: the server emails a code (to the typed email, or to the holder's when
 * the document exists) and answers the same either way (ADR 196). The verification runs the code flow of the
 * continued sign-up, opened at the code: the right code creates the client, or tells where an existing one stands.
 */
const newSignupState = onboardingSetup.createStateConfig({
  id: 'newSignup',
  meta: { view: 'newSignup', path: '/novo-cadastro' },
  entry: 'resetSignup',
  initial: 'loadingSources',
  on: { 'signup.cancel': '#landing' },
  states: {
    // The knowledge sources and, alongside, the sign-up link's advisor: the form accepts a submit once both settled.
    loadingSources: {
      type: 'parallel',
      onDone: 'idle',
      states: {
        sources: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadKnowledgeSources',
                src: 'loadKnowledgeSources',
                input: ({ context }) => ({ partnerId: context.partner!.id }),
                onDone: {
                  target: 'loaded',
                  actions: { type: 'assignKnowledgeSources', params: ({ event }) => ({ sources: event.output }) },
                },
                onError: '#newSignup.sourcesError',
              },
            },
            loaded: { type: 'final' },
          },
        },
        advisor: advisorLookupRegion,
      },
    },
    sourcesError: { on: { 'signup.retry': 'loadingSources' } },
    idle: { on: { 'signup.submit': submit } },
    sending: {
      invoke: {
        id: 'startSignUp',
        src: 'startSignUp',
        // The body the accepted form was sent with (`acceptSignupForm`).
        input: ({ context }) => context.signup.body!,
        onDone: { target: 'verification', actions: { type: 'assignCodeSent', params: ({ event }) => ({ sent: event.output }) } },
        onError: {
          target: 'error',
          actions: [
            { type: 'assignSubmitFailure', params: withError },
            { type: 'forgetRefusedAdvisor', params: withError },
          ],
        },
      },
    },
    error: { on: { 'signup.submit': submit } },
    verification: {
      invoke: {
        id: 'continueSignup',
        src: 'continueSignup',
        input: ({ context }) => ({
          partnerId: context.partner!.id,
          personType: context.personType,
          document: submittedDocument(context),
          codeSent: context.signup.codeSent,
          email: context.signup.body?.Email ?? null,
        }),
        onDone: codeEndings,
      },
      // "Corrigir dados": back to the form as it was sent.
      on: { ...forwarding(VERIFICATION_EVENTS, 'forwardToContinueSignup'), 'document.edit': 'idle' },
    },
  },
});

// ─── 2. The child flows the root runs ─────────────────────────────────────────────────────────────────────────────────

// The events the missing-documents view sends through the root, by type.
const MISSING_DOCUMENTS_EVENTS = {
  'document.upload': true,
  'upload.retry': true,
  'document.next': true,
  'documents.finish': true,
  'documents.retry': true,
  'link.retry': true,
} satisfies Record<MissingDocumentsEvent['type'], true>;

/**
 * `visitor.continueSignup`: runs the code flow from the document (spec §3) and routes its end like the sign-up's
 * verification (`codeEndings`).
 */
const continueSignupState = onboardingSetup.createStateConfig({
  id: 'continueSignup',
  meta: { view: 'continueSignup', path: CONTINUE_SIGNUP_PATH, title: 'Continuar cadastro' },
  invoke: {
    id: 'continueSignup',
    src: 'continueSignup',
    input: ({ context }) => ({ partnerId: context.partner!.id, personType: context.personType, document: null }),
    onDone: codeEndings,
  },
  on: { ...forwarding(CODE_EVENTS, 'forwardToContinueSignup'), 'continue.cancel': '#landing' },
});

/**
 * `missingDocuments` (spec §2 `/documentos-pendentes/:authCode`): runs the missing-documents child, whose states
 * carry the `/documentos-pendentes-envio` path, then shows the concluded page (`/documentos-pendentes-concluido`;
 * its URL typed without a flow that finished leads to the landing: it would tell anyone their documents were sent).
 */
const missingDocumentsState = onboardingSetup.createStateConfig({
  id: 'missingDocuments',
  initial: 'running',
  states: {
    running: {
      meta: { view: 'missingDocuments', title: 'Envio de documentos pendentes' },
      invoke: {
        id: 'missingDocuments',
        src: 'missingDocuments',
        input: ({ context }) => ({ authCode: context.linkCode, today: context.today }),
        onDone: 'done',
      },
      on: forwarding(MISSING_DOCUMENTS_EVENTS, 'forwardToMissingDocuments'),
    },
    done: { meta: { view: 'missingDocumentsDone', path: '/documentos-pendentes-concluido', title: 'Documentos enviados' } },
  },
});

/**
 * `passwordReset` (`/recuperar-senha`): runs the password flow (the view sends its reset events to it directly:
 * the username asks for an emailed code → the code → the new password), then confirms the new password is set.
 * A session in progress is kept: the customer may go back to the wizard.
 */
const passwordResetState = onboardingSetup.createStateConfig({
  id: 'passwordReset',
  initial: 'running',
  states: {
    running: {
      meta: { view: 'passwordReset', path: PASSWORD_RESET_PATH, title: 'Recuperar senha' },
      invoke: {
        id: 'passwordReset',
        src: 'passwordReset',
        input: ({ context }) => ({ partnerId: context.partner!.id }),
        onDone: 'done',
      },
    },
    done: { meta: { view: 'passwordReset', path: PASSWORD_RESET_PATH, title: 'Senha alterada' } },
  },
});

/**
 * `offerCoordination` (`/coordenacao-oferta`): runs the offer managers' area (sign-in, then the partner's
 * applications; the view sends its events to it directly). Its session is the manager's own, never the customer's:
 * the customer's session in this tab is kept and the child never reports `session.expired` (ADR 138).
 */
const offerCoordinationState = onboardingSetup.createStateConfig({
  id: 'offerCoordination',
  meta: { view: 'offerCoordination', path: OFFER_COORDINATION_PATH, title: 'Coordenação de ofertas' },
  invoke: { id: 'offerCoordination', src: 'offerCoordination', input: ({ context }) => ({ partnerId: context.partner!.id }) },
});

// ─── 3. The customer's wizard ─────────────────────────────────────────────────────────────────────────────────────────

type Move = { guard?: 'isPessoaJuridica'; target: `#customer.${StepKey}`; actions: 'stepForward' | 'stepBack' };

/**
 * The neighbour of a step in each person type's order; guards on the person type pick it where the orders differ.
 * Targets are absolute, so a step's children (`onDone`) and its substates move the wizard the same way.
 */
function moves(step: StepKey, delta: 1 | -1): Move[] {
  const actions = delta === 1 ? 'stepForward' : 'stepBack';
  const neighbour = (personType: PersonType) => {
    const index = stepIndexOf(personType, step);
    return index < 0 ? undefined : stepAt(personType, index + delta);
  };
  const [pf, pj] = [neighbour('F'), neighbour('J')];
  if (pf && pj && pf !== pj)
    return [
      { guard: 'isPessoaJuridica', target: `#customer.${pj}`, actions },
      { target: `#customer.${pf}`, actions },
    ];
  const only = pf ?? pj;
  return only ? [{ target: `#customer.${only}`, actions }] : [];
}

type Ctx = { context: OnboardingContext };

// The signed-in customer's ids, as the children take them (a step never runs without a session: ADR 003).
const session = ({ context }: Ctx) => ({ clientId: context.auth?.clientId ?? 0, userId: context.auth?.userId ?? 0 });

// Back until the sign-up is sent; forward only over a step the server calls complete (no skipping an unsaved step).
const navigation = (step: StepKey) => ({
  'step.forward': moves(step, 1).map((move) => ({
    ...move,
    guard: move.guard ? and(['isCurrentStepComplete', move.guard]) : ('isCurrentStepComplete' as const),
  })),
  // Once the sign-up was sent from Conclusão, Back leads to no form.
  'step.back': moves(step, -1).map((move) => ({ ...move, guard: move.guard ? and([not('isSubmitted'), move.guard]) : not('isSubmitted') })),
});

// The step's section is complete on the server: the wizard marks it and moves on.
const completedMoves = (step: StepKey, ...more: 'noteSaved'[]) =>
  moves(step, 1).map((move) => ({
    ...move,
    actions: [{ type: 'markStepComplete', params: { step } } as const, move.actions, ...more],
  }));

// Every section actor takes the same input, so one invoke shape types them all (TypeScript cannot narrow a mapped src).
type SectionInvoke = { id: SectionChild; src: 'addressSection'; input: typeof session };
const sectionInvoke = (id: SectionChild) => ({ id, src: `${id}Section`, input: session }) as SectionInvoke;

// The address form's CEP lookup: it lives as long as the step shows.
const CEP_LOOKUP = { id: 'cepLookup', src: 'cepLookup' } as const;

// A save of a data step: posted when every area's body is valid, else every area shows its errors.
const save = [{ guard: 'areStepBodiesValid', target: 'saving', actions: 'postSections' }, { actions: 'checkSections' }] as const;

/**
 * A step made of data areas: one section machine per area, fetched as the step opens. `step.save` carries the
 * forms' bodies: `saving` posts each to its area and waits for all of them (an area that refuses ends the save),
 * then `completing` marks the step's section complete (POST /api/section) and moves to the next step.
 */
function dataStepState(step: DataStep) {
  return onboardingSetup.createStateConfig({
    meta: { view: step, path: STEPS[step].path },
    exit: 'clearNotice',
    // The address step also runs the CEP lookup that fills its form.
    invoke: [...STEP_SECTIONS[step].map(sectionInvoke), ...(step === 'address' ? [CEP_LOOKUP] : [])],
    initial: 'opening',
    on: navigation(step),
    states: {
      // The areas exist once the step is entered: their data are asked for, once.
      opening: { entry: { type: 'fetchSections', params: { ids: STEP_SECTIONS[step] } }, always: 'editing' },
      editing: { on: { 'step.save': save } },
      saving: {
        entry: 'clearStepError',
        always: { guard: 'isEveryAreaSaved', target: 'completing' },
        on: {
          'section.saved': { guard: 'isAreaSaving', actions: 'settleArea' },
          'section.failed': { guard: 'isAreaSaving', target: 'editing', actions: 'stopSaving' },
        },
      },
      completing: {
        invoke: {
          id: 'completeSection',
          src: 'completeSection',
          input: ({ context }) => ({ ClientId: context.auth?.clientId ?? 0, SectionId: STEP_SECTION_IDS[step] }),
          // The save moved the wizard on: the next step opens with the saved notice (ADR 141).
          onDone: completedMoves(step, 'noteSaved'),
          onError: [
            { guard: { type: 'isUnauthorized', params: withError }, actions: 'expireSession' },
            { target: 'failed', actions: { type: 'assignStepError', params: withError } },
          ],
        },
      },
      failed: { on: { 'step.save': save } },
    },
  });
}

// The child each of the other steps runs: its invoke id, actor and input.
const CHILD_STEPS = {
  documents: { id: 'documents', src: 'documents', input: ({ context }: Ctx) => documentsInput(context) },
  uploadDocuments: { id: 'documents', src: 'documents', input: ({ context }: Ctx) => documentsInput(context) },
  suitability: { id: 'suitability', src: 'suitability', input: session },
  terms: {
    id: 'agreements',
    src: 'agreements',
    input: ({ context }: Ctx) => ({ ...session({ context }), partnerId: context.partner?.id ?? 0 }),
  },
  finished: { id: 'finish', src: 'finish', input: ({ context }: Ctx) => ({ clientId: session({ context }).clientId }) },
} as const;

/** A step run by one child machine. */
type ChildStep = keyof typeof CHILD_STEPS;

function documentsInput(context: OnboardingContext) {
  return { clientId: context.auth?.clientId ?? 0, personType: context.personType ?? 'F', today: context.today };
}

/** A step run by one child machine (documents, suitability, agreements, finish): its end moves the wizard forward. */
function childStepState(step: ChildStep) {
  return onboardingSetup.createStateConfig({
    meta: { view: step, path: STEPS[step].path },
    // A notice is about the screen it opened with (ADR 141).
    exit: 'clearNotice',
    // The flow's end: its section is complete (documents, profile, terms), or the sign-up was finalized.
    invoke: { ...CHILD_STEPS[step], onDone: step === 'finished' ? { actions: 'markSubmitted' } : completedMoves(step) },
    on: navigation(step),
  });
}

type Loaded = { event: { output: Completeness } };
const hasStatus = (...statuses: number[]) =>
  ({ type: 'hasRegistrationStatus', params: ({ event }: Loaded) => ({ completeness: event.output, statuses }) }) as const;

/**
 * The `customer` wizard: a state per step of spec §2, forward/back by the person type's order, set, and reset (from a
 * later step back to the first).
 * Each step runs its children (DESIGN §4): data areas as section machines (address; PF details; PJ company data
 * and its lists; financial data), or one flow (documents, suitability, terms and signature, finish).
 */
const customerState = onboardingSetup.createStateConfig({
  id: 'customer',
  initial: STEP_ORDERS.F[0],
  // What the server calls complete, read as the wizard opens; a file already sent shows its status, not its forms.
  entry: 'startReadingCompleteness',
  invoke: {
    id: 'loadCompleteness',
    src: 'loadCompleteness',
    input: ({ context }) => ({ clientId: context.auth?.clientId ?? 0 }),
    onDone: [
      { guard: hasStatus(RegistrationStatus.COMPLETED), target: '#completed' },
      { guard: hasStatus(RegistrationStatus.WAITING_DOCUMENTS), target: '#waitingDocuments' },
      { guard: hasStatus(RegistrationStatus.UNDER_ANALYSIS), target: '#analyzing' },
      { guard: hasStatus(RegistrationStatus.REJECTED), target: '#rejected' },
      { actions: { type: 'assignCompleteness', params: ({ event }) => ({ completeness: event.output }) } },
    ],
    onError: [{ guard: { type: 'isUnauthorized', params: withError }, actions: 'expireSession' }, { actions: 'noteCompletenessUnread' }],
  },
  on: {
    'step.set': STEP_KEYS.map(
      (step) =>
        ({
          guard: and([{ type: 'isStepSetTo', params: { step } }, 'isStepReachable']),
          target: `.${step}`,
          actions: { type: 'setStep', params: { step } },
        }) as const,
    ),
    // Both orders start at the address; the first step takes no reset (the stepper offers none there).
    'step.reset': { guard: 'isPastFirstStep', target: `.${STEP_ORDERS.F[0]}`, actions: 'resetStep' },
  },
  states: {
    address: dataStepState('address'),
    documents: childStepState('documents'),
    details: dataStepState('details'),
    companyData: dataStepState('companyData'),
    uploadDocuments: childStepState('uploadDocuments'),
    financialData: dataStepState('financialData'),
    suitability: childStepState('suitability'),
    terms: childStepState('terms'),
    finished: childStepState('finished'),
  },
});

const routesTo = (step: StepKey) => ({ type: 'routesToStep', params: { step } }) as const;

/**
 * Routes that keep the step shown (checked before `stepRoutes`, which re-enter a step and so restart its children):
 * the PDF reader's URL on the terms step, the terms URL there (Back from the reader closes it), and any route to
 * the current step (a bridge echo, a later step refused).
 */
const activeStepRoutes = [
  { guard: and([{ type: 'isPath', params: { path: PDF_READER.path } }, stateIn('#customer.terms')]) },
  { guard: and([routesTo('terms'), stateIn('#customer.terms')]), actions: 'closeAgreementReader' },
  { guard: and([stateIn('#customer'), 'routesToCurrentStep']) },
] as const;

/** Routes of `/cadastrar/<step>` for a signed-in customer: one guarded transition per step state. */
const stepRoutes = STEP_KEYS.map(
  (step) =>
    ({
      guard: routesTo(step),
      target: `#customer.${step}`,
      actions: { type: 'routeToStep', params: { step } },
    }) as const,
);

// ─── 4. Routing and the root ──────────────────────────────────────────────────────────────────────────────────────────

const isRoute = (kind: RouteKind) => ({ type: 'isRoute', params: { kind } }) as const;

// `route.changed` once the partner is known: the initial path and every later URL go through the same rules (spec §2).
const routes = [
  // A route to the screen already shown keeps its state (typed values, pending calls).
  { guard: and([isRoute('newSignup'), stateIn('#newSignup')]) },
  // Back to the sign-up form once signed up: the customer stays on their step (the URL is corrected), no blank form.
  { guard: and([isRoute('newSignup'), 'isAuthenticated', stateIn('#customer')]) },
  { guard: and([isRoute('continueSignup'), stateIn('#continueSignup')]) },
  { guard: isRoute('landing'), target: '.visitor.landing' },
  { guard: and([isRoute('newSignup'), 'hasPersonType']), target: '.visitor.newSignup' },
  { guard: isRoute('newSignup'), target: '.visitor.landing' },
  { guard: isRoute('continueSignup'), target: '.visitor.continueSignup' },
  // The missing-documents flow's own page echoed back by the bridge; typed without a flow it is unknown.
  { guard: and([isRoute('missingDocumentsSending'), stateIn('#missingDocuments.running')]) },
  // A (new) link restarts the flow with its code.
  { guard: isRoute('missingDocuments'), target: '.missingDocuments', reenter: true, actions: 'rememberLinkCode' },
  // The concluded page is shown by the flow that sent the documents; typed or reloaded on its own it proves nothing.
  { guard: and([isRoute('missingDocumentsDone'), stateIn('#missingDocuments.done')]) },
  { guard: isRoute('missingDocumentsDone'), target: '.visitor.landing' },
  // The reset's own page echoed back keeps the flow (and what was typed); otherwise it starts afresh.
  { guard: and([isRoute('passwordReset'), stateIn('#passwordReset.running')]) },
  { guard: isRoute('passwordReset'), target: '.passwordReset' },
  // The area's own page echoed back keeps the manager's flow (signed in, filters, page).
  { guard: and([isRoute('offerCoordination'), stateIn('#offerCoordination')]) },
  { guard: isRoute('offerCoordination'), target: '.offerCoordination' },
  // Spec §2: every /cadastrar/* step is guarded; without a session it ends at the root.
  { guard: and([isRoute('step'), not('isAuthenticated')]), target: '.visitor.landing' },
  ...activeStepRoutes,
  // A step's URL once the sign-up was sent (browser Back from Conclusão): its status, never an editable form.
  { guard: and([isRoute('step'), 'isSubmitted']), target: '.analyzing' },
  ...stepRoutes,
  { guard: isRoute('step'), target: '.stepNotFound' },
  { target: '.pageNotFound' },
] as const;

/**
 * The root statechart of the onboarding journey: partner, visitor, registration outcomes and the customer wizard,
 * with every child flow it invokes. Its calls are placeholders: the web app binds the real ones (`src/flows`), tests
 * fakes, both with `.provide()`.
 */
export const onboardingMachine = onboardingSetup.createMachine({
  id: 'onboarding',
  context: ({ input }) => createInitialContext(input),
  initial: 'partner',
  states: {
    partner: {
      initial: 'resolving',
      states: {
        resolving: {
          meta: { view: 'loading', title: 'Carregando…' },
          invoke: {
            id: 'resolvePartner',
            src: 'resolvePartner',
            input: ({ context }) => ({ host: context.host }),
            onDone: {
              target: 'ready',
              actions: [{ type: 'assignPartner', params: ({ event }) => ({ partner: event.output }) }, 'routePendingPath'],
            },
            // Spec §8: a partner fetch failure shows the no-partner page, whatever the path.
            onError: 'notFound',
          },
          on: { 'route.changed': { actions: 'rememberPath' } },
        },
        notFound: { meta: { view: 'partnerNotFound', title: NO_PARTNER_TITLE } },
        ready: {
          initial: 'visitor',
          on: {
            'route.changed': routes,
            'session.expired': { target: '.visitor.landing', actions: ['clearSession', 'noteSessionExpired'] },
          },
          states: {
            visitor: {
              initial: 'landing',
              states: {
                landing: {
                  id: 'landing',
                  meta: { view: 'landing', path: '/', title: 'Escolha o tipo de conta' },
                  // The session-expired notice belongs to the landing it opened (ADR 141).
                  exit: 'clearNotice',
                  on: {
                    'personType.choose': { target: '#newSignup', actions: 'choosePersonType' },
                    'continue.start': '#continueSignup',
                  },
                },
                newSignup: newSignupState,
                continueSignup: continueSignupState,
              },
            },
            completed: { id: 'completed', meta: { view: 'completed', title: 'Cadastro concluído' } },
            // Said, not done: the browser stays under this brand until the customer follows the link (ADR 224).
            otherPartner: { id: 'otherPartner', meta: { view: 'otherPartner', title: 'Cadastro em outro parceiro' } },
            waitingDocuments: { id: 'waitingDocuments', meta: { view: 'waitingDocuments', title: 'Aguardando documentos' } },
            analyzing: { id: 'analyzing', meta: { view: 'analyzing', title: 'Cadastro em análise' } },
            // Status 5, which spec §4 calls "under analysis": said as it is, with what the customer can do (ADR 225).
            rejected: { id: 'rejected', meta: { view: 'rejected', title: 'Cadastro não aprovado' } },
            customer: customerState,
            missingDocuments: missingDocumentsState,
            passwordReset: passwordResetState,
            offerCoordination: offerCoordinationState,
            pageNotFound: { meta: { view: 'pageNotFound', title: 'Página não encontrada' } },
            stepNotFound: { meta: { view: 'stepNotFound', title: 'Etapa não encontrada' } },
          },
        },
      },
    },
  },
});
