import { and, stateIn } from 'xstate';
import type { Completeness } from '../../domain/api/completeness.ts';
import { RegistrationStatus } from '../../domain/constants.ts';
import { PDF_READER } from '../agreements/agreements.reader.ts';
import { onboardingSetup } from './onboarding.setup.ts';
import { STEP_KEYS, STEP_ORDERS, type StepKey } from './onboarding.steps.ts';
import { childStepState, dataStepState } from './onboarding.wizard-steps.ts';

/**
 * The `customer` wizard: a state per step of spec §2, forward/back by the person type's order, set, and reset (from a
 * later step back to the first).
 * Each step runs its children (DESIGN §4): data areas as section machines (address; PF details; PJ company data
 * and its lists; financial data), or one flow (documents, suitability, terms and signature, finish).
 */
type Loaded = { event: { output: Completeness } };
const hasStatus = (...statuses: number[]) =>
  ({ type: 'hasRegistrationStatus', params: ({ event }: Loaded) => ({ completeness: event.output, statuses }) }) as const;

export const customerState = onboardingSetup.createStateConfig({
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
      { guard: hasStatus(RegistrationStatus.UNDER_ANALYSIS, RegistrationStatus.REJECTED), target: '#analyzing' },
      { actions: { type: 'assignCompleteness', params: ({ event }) => ({ completeness: event.output }) } },
    ],
    onError: [
      { guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) }, actions: 'expireSession' },
      { actions: 'noteCompletenessUnread' },
    ],
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
export const activeStepRoutes = [
  { guard: and([{ type: 'isPath', params: { path: PDF_READER.path } }, stateIn('#customer.terms')]) },
  { guard: and([routesTo('terms'), stateIn('#customer.terms')]), actions: 'closeAgreementReader' },
  { guard: and([stateIn('#customer'), 'routesToCurrentStep']) },
] as const;

/** Routes of `/cadastrar/<step>` for a signed-in customer: one guarded transition per step state. */
export const stepRoutes = STEP_KEYS.map(
  (step) =>
    ({
      guard: routesTo(step),
      target: `#customer.${step}`,
      actions: { type: 'routeToStep', params: { step } },
    }) as const,
);
