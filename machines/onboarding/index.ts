export { CONTINUE_SIGNUP_PATH, PASSWORD_RESET_PATH } from './onboarding.children.ts';
export { onboardingMachine } from './onboarding.machine.ts';
export {
  type ChildFlow,
  type OnboardingSnapshot,
  REGISTRATION_TITLES,
  selectChildActor,
  selectCurrentStepPath,
  selectPartner,
  selectPath,
  selectPersisted,
  selectRedirectUrl,
  selectSearch,
  selectSignup,
  selectSignupHref,
  selectTitle,
  selectView,
  selectWizard,
} from './onboarding.selectors.ts';
export type { StateMeta } from './onboarding.setup.ts';
export {
  type DataStep,
  isStepComplete,
  type SectionChild,
  STEP_SECTION_IDS,
  STEP_SECTION_OF,
  STEP_SECTIONS,
  stepOfSection,
} from './onboarding.step-sections.ts';
export { STEP_ORDERS, STEPS, type StepKey, wizardSteps } from './onboarding.steps.ts';
export * from './onboarding.types.ts';
export { isReaderOpen, type StepActors, selectStepActors } from './onboarding.wizard.selectors.ts';
