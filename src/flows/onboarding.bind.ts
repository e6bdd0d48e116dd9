import { onboardingMachine } from '../../machines/onboarding/index.ts';
import { bindChildFlows } from './child-flows.bind.ts';
import type { OnboardingEffects, OnboardingServices } from './onboarding.services.ts';
import { promised } from './promised.ts';

/** The root machine with every actor it invokes (and every child flow's own calls) bound to the given services. */
export function bindOnboarding(services: OnboardingServices, effects: OnboardingEffects) {
  const { resolvePartner, loadKnowledgeSources, verifyDocument, createClient, lookupAdvisor, loadCompleteness, completeSection } = services;
  const calls = { resolvePartner, loadKnowledgeSources, verifyDocument, createClient, lookupAdvisor, loadCompleteness, completeSection };
  return onboardingMachine.provide({
    actors: { ...promised(calls, Object.keys(calls)), ...bindChildFlows(services) },
    actions: { redirectToPartner: (_, params) => effects.redirect(params.url) },
  });
}
