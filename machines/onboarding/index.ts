export { type ChildFlow, selectChildActor } from './onboarding.child-selectors.ts';
export { onboardingMachine } from './onboarding.machine.ts';
export { CONTINUE_SIGNUP_PATH, PASSWORD_RESET_PATH } from './onboarding.routing.ts';
export {
  isReaderOpen,
  type OnboardingSnapshot,
  REGISTRATION_TITLES,
  type StepActors,
  selectCurrentStepPath,
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
export type { StateMeta } from './onboarding.setup.ts';
export {
  type DataStep,
  firstIncompleteStep,
  isStepComplete,
  type SectionChild,
  STEP_ORDERS,
  STEP_SECTION_IDS,
  STEP_SECTION_OF,
  STEP_SECTIONS,
  STEPS,
  type StepKey,
  stepOfSection,
  wizardSteps,
} from './onboarding.steps.ts';
export * from './onboarding.types.ts';
