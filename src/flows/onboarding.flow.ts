import type { KyInstance } from 'ky';
import { createActor, fromPromise } from 'xstate';
import { type OnboardingActors, type OnboardingInput, onboardingMachine, selectPersisted } from '../../machines/onboarding/index.ts';
import { createClient, verifyDocument } from '../api/client.api.ts';
import { createApiClient } from '../api/client.ts';
import { listKnowledgeSources } from '../api/common.api.ts';
import { findPartnerByHost } from '../api/partner.api.ts';
import type { OnboardingActor } from './onboarding-context.tsx';
import { persistOnChange, readPersisted } from './persist.ts';

/** The calls the flow makes, as plain async functions: ky-backed in the app, fakes in tests. */
export type OnboardingServices = {
  [K in keyof OnboardingActors]: (input: OnboardingActors[K]['input']) => Promise<OnboardingActors[K]['output']>;
};

/** Side effects the machine names but does not perform. */
export type OnboardingEffects = {
  /** Leaves the app for another partner's registration URL. */
  redirect: (url: string) => void;
};

/** The root machine with its actors and named actions bound to the given implementations. */
export function bindOnboarding(services: OnboardingServices, effects: OnboardingEffects) {
  return onboardingMachine.provide({
    actors: {
      resolvePartner: fromPromise(({ input }) => services.resolvePartner(input)),
      loadKnowledgeSources: fromPromise(({ input }) => services.loadKnowledgeSources(input)),
      verifyDocument: fromPromise(({ input }) => services.verifyDocument(input)),
      createClient: fromPromise(({ input }) => services.createClient(input)),
    },
    actions: {
      redirectToPartner: (_, params) => effects.redirect(params.url),
    },
  });
}

/** The services backed by the real API through one ky client. */
export function liveServices(http: KyInstance): OnboardingServices {
  return {
    resolvePartner: ({ host }) => findPartnerByHost(http, host),
    loadKnowledgeSources: () => listKnowledgeSources(http),
    verifyDocument: (input) => verifyDocument(http, input),
    createClient: (body) => createClient(http, body),
  };
}

/** Today's local calendar date as YYYY-MM-DD (the machine validates birth dates against it). */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Creates and starts the onboarding actor, restoring and then persisting its slice in `storage`. */
export function createOnboarding(args: {
  services: OnboardingServices;
  effects: OnboardingEffects;
  location: Pick<Location, 'host' | 'pathname' | 'search'>;
  storage: Storage;
  /** The local calendar day (YYYY-MM-DD) and the epoch milliseconds the session starts at. */
  today: string;
  now: number;
}): OnboardingActor {
  const input: OnboardingInput = {
    host: args.location.host,
    path: args.location.pathname,
    search: args.location.search,
    persisted: readPersisted(args.storage),
    today: args.today,
    now: args.now,
  };
  const actor = createActor(bindOnboarding(args.services, args.effects), { input });
  persistOnChange(actor, args.storage);
  return actor.start();
}

/** Starts the flow in the browser: real API, sessionStorage, window.location. */
export function startOnboarding(): OnboardingActor {
  let actor: OnboardingActor | undefined;
  const http = createApiClient({
    getToken: () => (actor ? selectPersisted(actor.getSnapshot()).accessToken : null),
    onUnauthorized: () => actor?.send({ type: 'session.expired' }),
  });
  actor = createOnboarding({
    services: liveServices(http),
    effects: { redirect: (url) => window.location.assign(url) },
    location: window.location,
    storage: window.sessionStorage,
    today: localIsoDate(new Date()),
    now: Date.now(),
  });
  return actor;
}
