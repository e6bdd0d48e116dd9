import { startLazyOnboarding } from '../flows/browser-onboarding.ts';
import { bindChildFlows } from '../flows/child-flows.bind.ts';
import type { OnboardingServices } from '../flows/onboarding.services.ts';
import type { OnboardingActor } from '../flows/onboarding-context.tsx';

/** The journey as src/main.tsx starts it in a browser (the child flows on intent), at `path` of `host`. */
export function startBrowserJourney(options: {
  host: string;
  path: string;
  services: OnboardingServices;
  storage?: Storage;
}): OnboardingActor {
  return startLazyOnboarding({
    services: options.services,
    effects: { redirect: () => undefined },
    loadChildFlows: async (services) => bindChildFlows(services),
    intents: document,
    location: { host: options.host, pathname: options.path, search: '' },
    storage: options.storage ?? window.sessionStorage,
    today: '2025-06-01',
    now: Date.now(),
  }).actor;
}
