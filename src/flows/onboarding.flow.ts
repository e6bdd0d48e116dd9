import { bindOnboarding } from './onboarding.bind.ts';
import type { OnboardingEffects, OnboardingServices } from './onboarding.services.ts';
import type { OnboardingActor } from './onboarding-context.tsx';
import { type OnboardingStart, startOnboardingActor } from './start-actor.ts';

export { liveServices } from './live-api.ts';
export { bindOnboarding } from './onboarding.bind.ts';
export type { Call, OnboardingEffects, OnboardingServices, ServicesOf } from './onboarding.services.ts';
export { localIsoDate, type OnboardingStart, startOnboardingActor } from './start-actor.ts';

/** Creates and starts the onboarding actor with its calls bound to `services`. */
export function createOnboarding(args: OnboardingStart & { services: OnboardingServices; effects: OnboardingEffects }): OnboardingActor {
  return startOnboardingActor(bindOnboarding(args.services, args.effects), args);
}
