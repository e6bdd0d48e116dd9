import { onboardingRoot } from '../../machines/onboarding/index.ts';
import { signupRuleImplementations } from '../../machines/onboarding/onboarding.form.ts';
import type { ChildFlows } from './child-flows.bind.ts';
import type { OnboardingEffects, OnboardingServices } from './onboarding.services.ts';
import { promised } from './promised.ts';

/**
 * The root machine with its own calls bound to the given services, its child flows' slots filled with `children`
 * and the sign-up rules they bring: the bound machines themselves (`bindOnboarding`), or slots the web app fills
 * once it has loaded them (ADR 166, 167).
 */
export function bindOnboardingRoot(services: OnboardingServices, effects: OnboardingEffects, children: ChildFlows) {
  const { resolvePartner, loadKnowledgeSources, verifyDocument, createClient, lookupAdvisor, loadCompleteness, completeSection } = services;
  const calls = { resolvePartner, loadKnowledgeSources, verifyDocument, createClient, lookupAdvisor, loadCompleteness, completeSection };
  const { signupRules, ...flows } = children;
  const signup = signupRuleImplementations(signupRules);
  return onboardingRoot.provide({
    actors: {
      ...promised(calls, Object.keys(calls)),
      ...flows,
    },
    guards: signup.guards,
    actions: {
      ...signup.actions,
      redirectToPartner: (_, params) => effects.redirect(params.url),
    },
  });
}
