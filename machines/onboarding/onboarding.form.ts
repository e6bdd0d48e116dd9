import { assign } from 'xstate';
import type { BasicDataBody, BasicDataForm, FormErrors } from '../../domain/basic-data.ts';
import { DEFAULT_ERROR } from '../../domain/messages.landing.ts';
import { RequestFailure, userMessage } from '../../domain/request-failure.ts';
import type { OnboardingContext, SignupState } from './onboarding.context.ts';
import type { OnboardingEvent } from './onboarding.types.ts';

/**
 * The sign-up form's rules (spec §5) as the root machine applies them: what is wrong with a form, and the wire body
 * of a valid one. They live in `onboarding.signup-rules.ts`, which the landing does not load (ADR 167).
 */
export type SignupRules = {
  /** The form's problems for the chosen person type on the context's day (empty when it can be sent). */
  formErrors: (context: OnboardingContext, form: BasicDataForm) => FormErrors<BasicDataForm>;
  /** Body of POST /api/client/basic-data for a valid form (RegisterUrl from the host, channel and advisor rules). */
  body: (context: OnboardingContext, form: BasicDataForm) => BasicDataBody;
};

type SubmitArgs = { context: OnboardingContext; event: OnboardingEvent };
const submitted = (event: OnboardingEvent): BasicDataForm => {
  if (event.type !== 'signup.submit') throw new Error(`signup.submit expected, got ${event.type}`);
  return event.form;
};

/**
 * The root's guard and actions that apply the sign-up rules to a submitted form: `onboardingMachine` provides them
 * with the rules themselves, the web app with rules that arrive with the child flows (ADR 167).
 */
export function signupRuleImplementations(rules: SignupRules) {
  return {
    guards: {
      isSignupFormValid: ({ context, event }: SubmitArgs) =>
        event.type === 'signup.submit' && Object.keys(rules.formErrors(context, event.form)).length === 0,
    },
    actions: {
      // The form as submitted, and the body the verify and create calls send.
      acceptSignupForm: assign<OnboardingContext, OnboardingEvent, undefined, OnboardingEvent, never>(({ context, event }) => {
        const form = submitted(event);
        return { signup: { values: form, errors: {}, submitError: null, body: rules.body(context, form) } };
      }),
      rejectSignupForm: assign<OnboardingContext, OnboardingEvent, undefined, OnboardingEvent, never>(({ context, event }) => {
        const form = submitted(event);
        return { signup: { values: form, errors: rules.formErrors(context, form), submitError: null, body: null } };
      }),
    },
  };
}

/** The root's own placeholder for that guard and those actions: a submit fails loudly until the rules are provided. */
export function signupRulesNotProvided(): never {
  throw new Error('sign-up rules not provided');
}

// Wire field of POST /api/client/basic-data → the form field that shows its message.
const FORM_FIELD_OF: Readonly<Record<string, keyof BasicDataForm>> = {
  CpfCnpj: 'document',
  BirthDate: 'birthDate',
  Email: 'email',
  MobilePhonePrefix: 'phone',
  MobilePhoneNumber: 'phone',
  Name: 'name',
  KnowledgeId: 'knowledgeId',
};

/** Field messages of a failed call (a 400's `Errors`), keyed by the form fields that show them. */
export function formErrorsOfFailure(error: unknown): FormErrors<BasicDataForm> {
  const errors: FormErrors<BasicDataForm> = {};
  if (!(error instanceof RequestFailure)) return errors;
  for (const [wire, messages] of Object.entries(error.fieldErrors)) {
    const field = FORM_FIELD_OF[wire];
    if (field && messages[0] && !errors[field]) errors[field] = messages[0];
  }
  return errors;
}

/** The sign-up state after a failed verify or create: values kept, the message to show and the fields it names. */
export function failedSignup(signup: SignupState, error: unknown): SignupState {
  return {
    values: signup.values,
    errors: formErrorsOfFailure(error),
    submitError: userMessage(error, DEFAULT_ERROR),
    body: null,
  };
}

/** True when a failed sign-up refused the link's advisor (left or deactivated since the lookup named them). */
export function refusesAdvisor(error: unknown): boolean {
  return error instanceof RequestFailure && (error.fieldErrors.AdvisorId?.length ?? 0) > 0;
}

/** The document of the accepted form as it is sent (spec §5: stripped). */
export function submittedDocument(context: OnboardingContext): string {
  return context.signup.body?.CpfCnpj ?? '';
}
