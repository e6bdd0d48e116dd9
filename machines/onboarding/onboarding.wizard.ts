import { onboardingSetup } from './onboarding.setup.ts';
import { STEP_KEYS, STEP_ORDERS, STEPS, type StepKey, stepAt, stepIndexOf } from './onboarding.steps.ts';

type Move = { guard?: 'isPessoaJuridica'; target: StepKey; actions: 'stepForward' | 'stepBack' };

// The neighbour of a step in each person type's order; guards on the person type pick it where the orders differ.
function moves(step: StepKey, delta: 1 | -1): Move[] {
  const actions = delta === 1 ? 'stepForward' : 'stepBack';
  const neighbour = (personType: 'F' | 'J') => {
    const index = stepIndexOf(personType, step);
    return index < 0 ? undefined : stepAt(personType, index + delta);
  };
  const [pf, pj] = [neighbour('F'), neighbour('J')];
  if (pf && pj && pf !== pj)
    return [
      { guard: 'isPessoaJuridica', target: pj, actions },
      { target: pf, actions },
    ];
  const only = pf ?? pj;
  return only ? [{ target: only, actions }] : [];
}

function stepState(step: StepKey) {
  return onboardingSetup.createStateConfig({
    meta: { view: step, path: STEPS[step].path },
    on: { 'step.forward': moves(step, 1), 'step.back': moves(step, -1) },
  });
}

/** The `customer` wizard: a state per step of spec §2, forward/back by the person type's order, set and reset. */
export const customerState = onboardingSetup.createStateConfig({
  id: 'customer',
  initial: STEP_ORDERS.F[0],
  on: {
    'step.set': STEP_KEYS.map(
      (step) =>
        ({
          guard: { type: 'isStepSetTo', params: { step } },
          target: `.${step}`,
          actions: { type: 'setStep', params: { step } },
        }) as const,
    ),
    // Both orders start at the address.
    'step.reset': { target: `.${STEP_ORDERS.F[0]}`, actions: 'resetStep' },
  },
  states: {
    address: stepState('address'),
    documents: stepState('documents'),
    details: stepState('details'),
    companyData: stepState('companyData'),
    uploadDocuments: stepState('uploadDocuments'),
    financialData: stepState('financialData'),
    suitability: stepState('suitability'),
    terms: stepState('terms'),
    finished: stepState('finished'),
  },
});

/** Routes of `/cadastrar/<step>` for a signed-in customer: one guarded transition per step state. */
export const stepRoutes = STEP_KEYS.map(
  (step) =>
    ({
      guard: { type: 'routesToStep', params: { step } },
      target: `#customer.${step}`,
      actions: { type: 'routeToStep', params: { step } },
    }) as const,
);
