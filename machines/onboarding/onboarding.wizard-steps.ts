import { and, not } from 'xstate';
import type { PersonType } from '../../domain/index.ts';
import type { OnboardingContext } from './onboarding.context.ts';
import { onboardingSetup } from './onboarding.setup.ts';
import { type DataStep, type SectionChild, STEP_SECTION_IDS, STEP_SECTIONS } from './onboarding.step-sections.ts';
import { STEPS, type StepKey, stepAt, stepIndexOf } from './onboarding.steps.ts';

type Move = { guard?: 'isPessoaJuridica'; target: `#customer.${StepKey}`; actions: 'stepForward' | 'stepBack' };

/**
 * The neighbour of a step in each person type's order; guards on the person type pick it where the orders differ.
 * Targets are absolute, so a step's children (`onDone`) and its substates move the wizard the same way.
 */
export function moves(step: StepKey, delta: 1 | -1): Move[] {
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

/**
 * A step made of data areas: one section machine per area (fetched as the step opens; the view posts each), and
 * `step.complete` once the view saved them: POST /api/section with the step's section, then the next step.
 */
export function dataStepState(step: DataStep) {
  return onboardingSetup.createStateConfig({
    meta: { view: step, path: STEPS[step].path },
    exit: 'clearNotice',
    invoke: STEP_SECTIONS[step].map(sectionInvoke),
    initial: 'editing',
    on: navigation(step),
    states: {
      editing: {
        entry: { type: 'fetchSections', params: { ids: STEP_SECTIONS[step] } },
        on: { 'step.complete': 'completing' },
      },
      completing: {
        entry: 'clearStepError',
        invoke: {
          id: 'completeSection',
          src: 'completeSection',
          input: ({ context }) => ({ ClientId: context.auth?.clientId ?? 0, SectionId: STEP_SECTION_IDS[step] }),
          // The save moved the wizard on: the next step opens with the saved notice (ADR 141).
          onDone: completedMoves(step, 'noteSaved'),
          onError: [
            { guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) }, actions: 'expireSession' },
            { target: 'failed', actions: { type: 'assignStepError', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
      },
      failed: { on: { 'step.complete': 'completing' } },
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
export type ChildStep = keyof typeof CHILD_STEPS;

function documentsInput(context: OnboardingContext) {
  return { clientId: context.auth?.clientId ?? 0, personType: context.personType ?? 'F', today: context.today };
}

/** A step run by one child machine (documents, suitability, agreements, finish): its end moves the wizard forward. */
export function childStepState(step: ChildStep) {
  return onboardingSetup.createStateConfig({
    meta: { view: step, path: STEPS[step].path },
    // A notice is about the screen it opened with (ADR 141).
    exit: 'clearNotice',
    // The flow's end: its section is complete (documents, profile, terms), or the sign-up was finalized.
    invoke: { ...CHILD_STEPS[step], onDone: step === 'finished' ? { actions: 'markSubmitted' } : completedMoves(step) },
    on: navigation(step),
  });
}
