import { parseIsoDate, validateBasicDataForm } from '../../domain/basic-data.ts';
import { registerUrlFromHost } from '../../domain/partner.ts';
import { toBasicDataBody } from '../../domain/signup.ts';
import type { SignupRules } from './onboarding.form.ts';

/**
 * The sign-up form's rules (spec §5) for the root machine: its validation, and the wire body of a valid form. Out of
 * the root's own modules so the landing does not load them (ADR 167).
 */
export const SIGNUP_RULES: SignupRules = {
  // Both are guaranteed by the machine: newSignup needs a person type, the context a valid day.
  formErrors: (context, form) => validateBasicDataForm(form, context.personType!, parseIsoDate(context.today)!),
  body: (context, form) =>
    toBasicDataBody(form, {
      personType: context.personType!,
      partner: context.partner!,
      registerUrl: registerUrlFromHost(context.host),
      channelId: context.channelId,
      knowledgeSources: context.knowledgeSources,
      // Only an advisor the lookup named: an unknown link must not make the sign-up fail (ADR 140).
      linkAdvisorId: context.advisor?.Id ?? null,
    }),
};
