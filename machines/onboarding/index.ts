export type { OnboardingActors } from './onboarding.actors.ts';
export { type ChildFlow, selectChildActor } from './onboarding.child-selectors.ts';
export { onboardingMachine } from './onboarding.machine.ts';
export { CONTINUE_SIGNUP_PATH, PASSWORD_RESET_PATH } from './onboarding.routing.ts';
export {
  type OnboardingSnapshot,
  type StepActors,
  selectCurrentStepPath,
  selectNextStep,
  selectOtherPartner,
  selectPartner,
  selectPath,
  selectPersisted,
  selectRedirectUrl,
  selectSearch,
  selectSignup,
  selectSignupHref,
  selectStepActors,
  selectTitle,
  selectView,
  selectWizard,
  stepperEvent,
} from './onboarding.selectors.ts';
export {
  type DataStep,
  firstIncompleteStep,
  isStepComplete,
  type SectionChild,
  STEP_ORDERS,
  STEPS,
  type StepKey,
  stepOfSection,
} from './onboarding.steps.ts';
export * from './onboarding.types.ts';
