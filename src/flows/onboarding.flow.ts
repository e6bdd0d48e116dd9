import { type AnyStateMachine, createActor } from 'xstate';
import { type OnboardingInput, selectPersisted } from '../../machines/onboarding/index.ts';
import type { ApiClientOptions } from '../api/client.ts';
import { inlinedPartner } from './inlined-partner.ts';
import { liveServices } from './live-services.ts';
import { bindOnboarding } from './onboarding.bind.ts';
import type { OnboardingEffects, OnboardingServices } from './onboarding.services.ts';
import type { OnboardingActor } from './onboarding-context.tsx';
import { persistOnChange, readPersisted } from './persist.ts';

export { liveServices } from './live-services.ts';
export { bindOnboarding } from './onboarding.bind.ts';
export type { Call, OnboardingEffects, OnboardingServices, ServicesOf } from './onboarding.services.ts';

/** Today's local calendar date as YYYY-MM-DD (the machine validates birth dates against it). */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Where and when the journey starts: the page's location, the storage of the persisted slice, the day and time. */
export type OnboardingStart = {
  location: Pick<Location, 'host' | 'pathname' | 'search'>;
  storage: Storage;
  /** The local calendar day (YYYY-MM-DD) and the epoch milliseconds the session starts at. */
  today: string;
  now: number;
};

/**
 * Creates and starts an actor of a bound root machine (`bindOnboarding`, or a test's own binding), restoring and
 * then persisting its slice in `storage`.
 */
export function startOnboardingActor(machine: AnyStateMachine, start: OnboardingStart): OnboardingActor {
  const input: OnboardingInput = {
    host: start.location.host,
    path: start.location.pathname,
    search: start.location.search,
    persisted: readPersisted(start.storage),
    today: start.today,
    now: start.now,
  };
  const actor = createActor(machine, { input }) as unknown as OnboardingActor;
  persistOnChange(actor, start.storage);
  return actor.start();
}

/** Creates and starts the onboarding actor with its calls bound to `services`. */
export function createOnboarding(args: OnboardingStart & { services: OnboardingServices; effects: OnboardingEffects }): OnboardingActor {
  return startOnboardingActor(bindOnboarding(args.services, args.effects), args);
}

/** Starts the flow in the browser: real API, sessionStorage, window.location. */
export function startOnboarding(): OnboardingActor {
  let actor: OnboardingActor | undefined;
  const options: ApiClientOptions = {
    getToken: () => (actor ? selectPersisted(actor.getSnapshot()).accessToken : null),
    onUnauthorized: () => actor?.send({ type: 'session.expired' }),
  };
  // The API client and every call load as one chunk on the first call (ADR 152); the partner comes with the page.
  const load = () => import('./live-api.ts').then((live) => live.liveApi(options));
  actor = createOnboarding({
    services: liveServices(load, inlinedPartner(document, window.location.host)),
    effects: { redirect: (url) => window.location.assign(url) },
    location: window.location,
    storage: window.sessionStorage,
    today: localIsoDate(new Date()),
    now: Date.now(),
  });
  return actor;
}
