import { type BasicDataBody, type BasicDataForm, type FormErrors, parseIsoDate, validateBasicDataForm } from '../../domain/basic-data.ts';
import { DEFAULT_ERROR } from '../../domain/messages.landing.ts';
import { registerUrlFromHost } from '../../domain/partner.ts';
import { RequestFailure, userMessage } from '../../domain/request-failure.ts';
import { toBasicDataBody } from '../../domain/signup.ts';
import type { OnboardingContext, SignupState } from './onboarding.context.ts';

/** The form's problems for the chosen person type on the context's day (spec §5; empty when it can be sent). */
export function signupFormErrors(context: OnboardingContext, form: BasicDataForm): FormErrors<BasicDataForm> {
  // Both are guaranteed by the machine: newSignup needs a person type, the context a valid day.
  return validateBasicDataForm(form, context.personType!, parseIsoDate(context.today)!);
}

/** Body of POST /api/client/basic-data for a valid form (RegisterUrl from the host, channel and advisor rules). */
export function signupBody(context: OnboardingContext, form: BasicDataForm): BasicDataBody {
  return toBasicDataBody(form, {
    personType: context.personType!,
    partner: context.partner!,
    registerUrl: registerUrlFromHost(context.host),
    channelId: context.channelId,
    knowledgeSources: context.knowledgeSources,
    // Only an advisor the lookup named: an unknown link must not make the sign-up fail (ADR 140).
    linkAdvisorId: context.advisor?.Id ?? null,
  });
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
