import { bindChildFlows } from './child-flows.bind.ts';
import type { OnboardingEffects, OnboardingServices } from './onboarding.services.ts';
import { bindOnboardingRoot } from './root.bind.ts';

/** The root machine with every actor it invokes (and every child flow's own calls) bound to the given services. */
export function bindOnboarding(services: OnboardingServices, effects: OnboardingEffects) {
  return bindOnboardingRoot(services, effects, bindChildFlows(services));
}
