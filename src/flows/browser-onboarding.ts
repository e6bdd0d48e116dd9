import { selectPersisted } from '../../machines/onboarding/index.ts';
import type { ApiClientOptions } from '../api/client.ts';
import { inlinedPartner } from './inlined-partner.ts';
import { liveCalls } from './onboarding.bind.ts';
import { createOnboarding, localIsoDate } from './onboarding.flow.ts';
import type { OnboardingActor } from './onboarding-context.tsx';

/** Starts the journey in the browser: the real API, the tab's sessionStorage, the page's location, today. */
export function startOnboarding(): OnboardingActor {
  let actor: OnboardingActor | undefined;
  const options: ApiClientOptions = {
    getToken: () => (actor ? selectPersisted(actor.getSnapshot()).accessToken : null),
    onUnauthorized: () => actor?.send({ type: 'session.expired' }),
  };
  actor = createOnboarding({
    calls: liveCalls(options, inlinedPartner(document, window.location.host)),
    effects: { redirect: (url) => window.location.assign(url) },
    location: window.location,
    storage: window.sessionStorage,
    today: localIsoDate(new Date()),
    now: Date.now(),
  });
  return actor;
}
