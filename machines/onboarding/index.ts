export { onboardingMachine } from './onboarding.machine.ts';
export {
  type OnboardingSnapshot,
  REGISTRATION_TITLES,
  selectCurrentStepPath,
  selectPartner,
  selectPath,
  selectPersisted,
  selectRedirectUrl,
  selectSignup,
  selectTitle,
  selectView,
  selectWizard,
} from './onboarding.selectors.ts';
export type { StateMeta } from './onboarding.setup.ts';
export { STEP_ORDERS, STEPS, type StepKey, wizardSteps } from './onboarding.steps.ts';
export * from './onboarding.types.ts';
