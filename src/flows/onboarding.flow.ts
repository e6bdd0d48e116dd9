import type { JourneyCalls } from '../api/call.ts';
import { bindOnboarding, type OnboardingEffects } from './onboarding.bind.ts';
import type { OnboardingActor } from './onboarding-context.tsx';
import { type OnboardingStart, startOnboardingActor } from './start-actor.ts';

export type { JourneyCalls } from '../api/call.ts';
export { bindOnboarding, liveCalls, type OnboardingEffects } from './onboarding.bind.ts';
export { localIsoDate, type OnboardingStart, startOnboardingActor } from './start-actor.ts';

/** Creates and starts the onboarding actor with every call bound to `calls` (the live API, or a test's fakes). */
export function createOnboarding(args: OnboardingStart & { calls: JourneyCalls; effects: OnboardingEffects }): OnboardingActor {
  return startOnboardingActor(bindOnboarding(args.calls, args.effects), args);
}
