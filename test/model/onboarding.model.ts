import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { PersonType } from '../../domain/index.ts';
import { PDF } from '../../machines/missing-documents/missing-documents.fixtures.ts';
import type { OnboardingEvent } from '../../machines/onboarding/index.ts';
import { type DataStep, STEP_ORDERS, type StepBodies, stepperEvent } from '../../machines/onboarding/index.ts';
import type { OnboardingContext } from '../../machines/onboarding/onboarding.context.ts';
import {
  completenessOf,
  EVERY_SECTION,
  FAILURES,
  inputAt,
  invalidForm,
  KNOWLEDGE_SOURCES,
  PARTNER,
  SIGN_UP_CODE_SENT,
  tokenFor,
  VALID_CPF,
  validForm,
} from '../../machines/onboarding/onboarding.fixtures.ts';
import { onboardingMachine } from '../../machines/onboarding/onboarding.machine.ts';
import { isStepComplete, LAST_STEP_INDEX, STEP_ACTORS, stepAt } from '../../machines/onboarding/onboarding.steps.ts';
import { CUSTOMER, INVALID_ADDRESS, NEW_ADDRESS, FAILURES as SECTION_FAILURES } from '../../machines/section/section.fixtures.ts';
import { RESULT } from '../../machines/suitability/suitability.fixtures.ts';
import { labelled } from './lib/events.ts';
import type { ActorCases, MachineModel } from './lib/model.types.ts';
import { onboardingInvariants } from './onboarding.invariants.ts';
import { routeEvents } from './onboarding.routes.ts';

const event = (label: string, e: OnboardingEvent) => labelled(label, e);

// The child flows' events, sent to the root, which forwards them (one payload each: the child's own model
// explores their cases). Offered only where the child runs: elsewhere no transition takes them.
const CONTINUE_EVENTS: readonly EventObject[] = [
  event('cancel continue', { type: 'continue.cancel' }),
  event('document', { type: 'document.submit', personType: 'F', document: VALID_CPF }),
  event('edit document', { type: 'document.edit' }),
  event('code', { type: 'code.submit', code: '123456' }),
  event('resend code', { type: 'code.resend' }),
  event('retry progress', { type: 'progress.retry' }),
];
const MISSING_DOCUMENTS_EVENTS: readonly EventObject[] = [
  event('upload', { type: 'document.upload', file: PDF }),
  event('retry upload', { type: 'upload.retry' }),
  event('next document', { type: 'document.next' }),
  event('finish documents', { type: 'documents.finish' }),
  event('retry documents', { type: 'documents.retry' }),
  event('retry link', { type: 'link.retry' }),
];

// Where a continued sign-up resumes: every step of the PF order, the PJ steps the browser set resumes at (a new PJ
// sign-up at 0, a continued one at 3) and the PJ-only ones, and an index past the end (kept within it).
const RESUMES = [
  ...STEP_ORDERS.F.map((_, stepIndex) => ({ personType: 'F' as const, stepIndex })),
  ...[0, 1, 2, 3, 42].map((stepIndex) => ({ personType: 'J' as const, stepIndex })),
].map(({ personType, stepIndex }) => ({
  label: `resume ${personType}${stepIndex}`,
  output: { outcome: 'continue', accessToken: tokenFor(personType), personType, stepIndex },
}));
// The continued sign-up's other endings (spec §4): each status page, or the other partner's site.
const CONTINUE_ENDINGS = [
  { outcome: 'analyzing' },
  { outcome: 'rejected' },
  { outcome: 'completed' },
  { outcome: 'waitingDocuments', accessToken: tokenFor('F') },
  { outcome: 'otherPartner', url: 'http://parceiro.localhost:3000/novo-cadastro' },
].map((output) => ({ label: `ended ${output.outcome}`, output }));

const FIXED_EVENTS: readonly EventObject[] = [
  event('choose F', { type: 'personType.choose', personType: 'F' }),
  event('choose J', { type: 'personType.choose', personType: 'J' }),

  event('continue', { type: 'continue.start' }),
  event('retry', { type: 'signup.retry' }),
  event('cancel', { type: 'signup.cancel' }),
  event('session expired', { type: 'session.expired' }),
];

// Each index of the orders plus one below and one past them (refused).
const STEP_SETS = [-1, 0, 1, 2, 3, 4, 5, 6, 7].map((index) => event(`set ${index}`, { type: 'step.set', index }));
const MOVES = [event('forward', { type: 'step.forward' }), event('back', { type: 'step.back' }), event('reset', { type: 'step.reset' })];

// The wizard's moves as the stepper sends them (`stepperEvent`): forward, back and reset, and a set to any other
// step (a set to the next or previous step is never sent: the stepper moves forward or back instead).
function wizardMoves(snapshot: AnyMachineSnapshot): EventObject[] {
  const { stepIndex } = snapshot.context as OnboardingContext;
  const sent = (index: number) => index < 0 || index > LAST_STEP_INDEX || stepperEvent(stepIndex, index).type === 'step.set';
  return [...MOVES, ...STEP_SETS.filter((set) => sent((set as { index: number } & EventObject).index))];
}

// A valid form, an invalid one (every field), and one valid but for its document's check digits, per person type.
const SUBMITS: Record<PersonType, readonly EventObject[]> = {
  F: [
    event('submit valid', { type: 'signup.submit', form: validForm('F') }),
    event('submit invalid', { type: 'signup.submit', form: invalidForm() }),
    event('submit bad document', { type: 'signup.submit', form: { ...validForm('F'), document: '529.982.247-24' } }),
  ],
  J: [
    event('submit valid', { type: 'signup.submit', form: validForm('J') }),
    event('submit invalid', { type: 'signup.submit', form: invalidForm() }),
    event('submit bad document', { type: 'signup.submit', form: { ...validForm('J'), document: '11.222.333/0001-82' } }),
  ],
};

// A data step's save: one area of the step with a valid body (posted, then awaited), or an invalid one (refused).
const COMPLEMENTARY = { PoliticallyExposedPerson: false, UsPerson: false, ForeignTaxResidence: false, ClientId: 501 };
const SAVES: Record<DataStep, { valid: StepBodies; invalid: StepBodies }> = {
  address: { valid: { address: NEW_ADDRESS }, invalid: { address: INVALID_ADDRESS } },
  details: { valid: { complementaryData: COMPLEMENTARY }, invalid: { complementaryData: { ...COMPLEMENTARY, UsPerson: 'sim' } } },
  companyData: { valid: { complementaryData: COMPLEMENTARY }, invalid: { complementaryData: { ...COMPLEMENTARY, UsPerson: 'sim' } } },
  financialData: { valid: { bankAccounts: CUSTOMER.bankAccounts }, invalid: { bankAccounts: { ClientId: 501, BankAccounts: 'x' } } },
};

// The areas of a save still to answer, while a data step saves. A save left half-way (the customer moved on) leaves
// its list in the context, where no guard reads it until the next save replaces it.
const savingAreas = (snapshot: AnyMachineSnapshot): readonly string[] =>
  (Object.keys(SAVES) as DataStep[]).some((step) => snapshot.matches({ partner: { ready: { customer: { [step]: 'saving' } } } }))
    ? (snapshot.context as OnboardingContext).savingAreas
    : [];

// What the customer and the step's areas can do on a data step: save it, or, while it saves, each area answers.
function saveEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const context = snapshot.context as OnboardingContext;
  if (!context.personType) return [];
  const step = stepAt(context.personType, context.stepIndex);
  if (!step || !(step in SAVES)) return [];
  const saving = savingAreas(snapshot);
  if (saving.length > 0)
    return saving.flatMap((id) => [
      event(`${id} saved`, { type: 'section.saved', id }),
      event(`${id} refused`, { type: 'section.failed', id }),
    ]);
  const saves = SAVES[step as DataStep];
  return [event('save', { type: 'step.save', bodies: saves.valid }), event('save invalid', { type: 'step.save', bodies: saves.invalid })];
}

// The wizard steps' children run as promises too: a flow's end moves the wizard on; the data areas never end (they
// answer a save with \`section.saved\` or \`section.failed\`), nor does the finish flow, shown on the last step.
const STEP_CHILDREN: Record<string, ActorCases> = {
  ...Object.fromEntries(
    Object.keys(STEP_ACTORS)
      .filter((src) => src.endsWith('Section'))
      .map((src) => [src, { done: [], error: [] }]),
  ),
  documents: { done: [{ label: 'sent', output: undefined }], error: [] },
  suitability: { done: [{ label: 'profiled', output: { profile: RESULT } }], error: [] },
  agreements: { done: [{ label: 'signed', output: undefined }], error: [] },
  // The finish flow ends once the file is finalized: its steps are frozen (a step's URL shows "em análise").
  // The address step's CEP lookup never ends: it fills the form, not the wizard.
  cepLookup: { done: [], error: [] },
  finish: { done: [{ label: 'finalized', output: { Id: 501, Finalized: true, StatusRegistration: 2 } }], error: [] },
  completeSection: {
    done: [{ label: 'completed', output: { ClientId: 501, SectionId: 1, CompletedAt: RESULT.AnsweredAt } }],
    error: [
      { label: '401', error: SECTION_FAILURES.unauthorized },
      { label: '500', error: FAILURES.server },
    ],
  },
};

// The server's read of the file as the wizard opens: nothing or everything complete, or already sent (2 to 5).
// The read answers once: a live actor keeps the ended child, so the cases apply only while it is being read.
const reading = (snapshot: AnyMachineSnapshot) => (snapshot.context as OnboardingContext).readingCompleteness;
const COMPLETENESS = [
  { label: 'nothing complete', output: completenessOf(501, []), when: reading },
  { label: 'all complete', output: completenessOf(501, EVERY_SECTION), when: reading },
  ...[2, 3, 4, 5].map((status) => ({ label: `status ${status}`, output: completenessOf(501, EVERY_SECTION, status), when: reading })),
];

// The first step of the order the server does not call complete, and whether the current step is complete.
function completion(context: OnboardingContext) {
  if (!context.personType || !context.auth) return {};
  const order = STEP_ORDERS[context.personType];
  const complete = (step: (typeof order)[number]) => isStepComplete(context.completedSections, step);
  const firstIncomplete = order.findIndex((step) => !complete(step));
  // The stepper may open any step up to the current one or up to the first incomplete one: only the larger matters.
  const reach = Math.max(context.stepIndex, firstIncomplete === -1 ? order.length : firstIncomplete);
  return { reach, currentComplete: complete(order[context.stepIndex]) };
}

// The page the exploration opens at.
const OPENED = '/';

// The advisor the sign-up link of the exploration names.
const LINK_ADVISOR = { Id: 101, Name: 'Ana Souza' };

// What the advisor guards tell apart: named already, a link still to look up, or none.
const advisorStatus = (context: OnboardingContext) => (context.advisor !== null ? 'named' : context.advisorLink !== null ? 'link' : 'none');

// The code flow runs for a continued sign-up and for the sign-up's verification: its events are offered there.
const runsCodeFlow = (snapshot: AnyMachineSnapshot) =>
  snapshot.matches({ partner: { ready: { visitor: 'continueSignup' } } }) ||
  snapshot.matches({ partner: { ready: { visitor: { newSignup: 'verification' } } } });

// Whether the journey, past the partner, is in `state` (a state value under `ready`).
const at = (snapshot: AnyMachineSnapshot, state: string | object) => snapshot.matches({ partner: { ready: state } });

// The session: who is signed in, as what, and whether the file was sent.
const session = (context: OnboardingContext) => ({
  personType: context.personType,
  authenticated: context.auth !== null,
  submitted: context.submitted,
});

/**
 * The abstract state: what the guards read from here on. The wizard's guards read the session, the step, the
 * completed sections (read again as the wizard opens, so only there), the file's read and a save's areas. Outside
 * it a session stays open, but the only guards that read it are the routes' (a URL back into a step lands on the
 * session's step or on its status page; `/novo-cadastro` needs a person type), and those are the same transitions
 * from every page. So the landing, where `/` takes a signed-in customer, is explored with every session and step; the
 * sign-up form with its person type (its rules) and the advisor lookup's state; every other page once, with the
 * session of the first path that reached it (its own transitions read none).
 */
function abstractState(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as OnboardingContext;
  if (at(snapshot, 'customer'))
    return {
      ...session(context),
      stepIndex: context.stepIndex,
      // What the forward and stepper guards read of the completed sections: the first step not complete, and the current.
      ...completion(context),
      // Whether the file is still being read: its answer may yet move the wizard (a file already sent).
      reading: context.readingCompleteness,
      // The areas of a save still to answer (the save's end waits for them).
      saving: savingAreas(snapshot).join(','),
    };
  // The advisor lookup's guards read it; only the landing and the form lead to the lookup.
  if (at(snapshot, { visitor: 'landing' })) return { ...session(context), stepIndex: context.stepIndex, advisor: advisorStatus(context) };
  if (at(snapshot, { visitor: 'newSignup' })) return { personType: context.personType, advisor: advisorStatus(context) };
  // Routed once the partner is known: it matters only until then.
  if (snapshot.matches({ partner: 'resolving' })) return { pendingPath: context.pendingPath };
  return {};
}

/** The root onboarding machine as the model-based suite explores it. */
export const onboardingModel: MachineModel = {
  name: 'onboarding',
  machine: onboardingMachine,
  // Opened from a sign-up link naming an advisor: the lookup finds them or not; an unknown id is dropped, so later
  // visits to the form take the no-link branch too.
  input: inputAt(OPENED, { search: `?assessor=${LINK_ADVISOR.Id}` }),
  relevant: abstractState,
  events: (snapshot: AnyMachineSnapshot) => {
    const personType = (snapshot.context as OnboardingContext).personType;
    const fixed = [...routeEvents(snapshot, OPENED), ...FIXED_EVENTS];
    if (runsCodeFlow(snapshot)) return [...fixed, ...CONTINUE_EVENTS];
    if (snapshot.matches({ partner: { ready: { missingDocuments: 'running' } } })) return [...fixed, ...MISSING_DOCUMENTS_EVENTS];
    // The wizard's own events once the file was read: before, only the read's answer (a few ms in the app) is explored.
    if (at(snapshot, 'customer')) return reading(snapshot) ? [] : [...fixed, ...wizardMoves(snapshot), ...saveEvents(snapshot)];
    return personType ? [...fixed, ...SUBMITS[personType]] : fixed;
  },
  actors: {
    resolvePartner: { done: [{ label: 'partner', output: PARTNER }], error: [{ label: 'network', error: FAILURES.network }] },
    loadKnowledgeSources: { done: [{ label: 'sources', output: KNOWLEDGE_SOURCES }], error: [{ label: '500', error: FAILURES.server }] },
    // The same answer for a new and a known document (ADR 196): what the code reveals is the code flow's ending.
    startSignUp: {
      done: [{ label: 'code sent', output: SIGN_UP_CODE_SENT }],
      error: [
        { label: '400', error: FAILURES.badRequest },
        { label: '429', error: FAILURES.tooMany },
        { label: '500', error: FAILURES.server },
        { label: 'network', error: FAILURES.network },
      ],
    },
    loadCompleteness: {
      done: COMPLETENESS,
      error: [
        { label: '401', error: SECTION_FAILURES.unauthorized, when: reading },
        { label: '500', error: FAILURES.server, when: reading },
      ],
    },
    lookupAdvisor: {
      done: [{ label: 'named', output: LINK_ADVISOR }],
      error: [{ label: '404', error: SECTION_FAILURES.notFound }],
    },
    // The child flows run as promises here: the root's part is what their outcome leads to.
    continueSignup: { done: [...RESUMES, ...CONTINUE_ENDINGS], error: [] },
    missingDocuments: { done: [{ label: 'concluded', output: undefined }], error: [] },
    passwordReset: { done: [{ label: 'reset', output: { outcome: 'reset' } }], error: [] },
    // The offer managers' area never ends: the root's part is only to route to it and away.
    offerCoordination: { done: [], error: [] },
    ...STEP_CHILDREN,
  },
  invariants: onboardingInvariants,
  actions: { redirectToPartner: () => undefined },
};
