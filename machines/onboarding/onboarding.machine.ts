import { continueSignupMachine } from '../continue-signup/continue-signup.machine.ts';
import { missingDocumentsMachine } from '../missing-documents/missing-documents.machine.ts';
import { offerCoordinationMachine } from '../offer-coordination/offer-coordination.machine.ts';
import { passwordMachine } from '../password/password.machine.ts';
import { signupRuleImplementations } from './onboarding.form.ts';
import { onboardingRoot } from './onboarding.root.ts';
import { SIGNUP_RULES } from './onboarding.signup-rules.ts';
import { STEP_ACTORS } from './onboarding.step-actors.ts';

/**
 * The complete root statechart: `onboardingRoot` with every child flow's machine in its slot (their own calls still
 * placeholders, as in each child's machine) and the sign-up form's rules. Tests, the path reports and the diagrams
 * read this one.
 */
export const onboardingMachine = onboardingRoot.provide({
  ...signupRuleImplementations(SIGNUP_RULES),
  actors: {
    continueSignup: continueSignupMachine,
    missingDocuments: missingDocumentsMachine,
    passwordReset: passwordMachine,
    offerCoordination: offerCoordinationMachine,
    ...STEP_ACTORS,
  },
});
