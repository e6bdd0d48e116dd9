import type { Partner } from '../../domain/index.ts';
import type { LiveApi } from './live-api.ts';
import type { ChildServices, OnboardingServices, RootServices, ServiceGroup } from './onboarding.services.ts';

type AnyCall = (...args: unknown[]) => Promise<unknown>;

/** A load made once: calling it loads (or returns the load under way); `now()` is the value once it has loaded. */
export type Loader<T> = (() => Promise<T>) & { now(): T | undefined };

/** Loads once; a failed load is forgotten so the next call tries again. */
export function loadOnce<T>(load: () => Promise<T>): Loader<T> {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  const loader = () => {
    loading ??= load().then(
      (loaded) => (value = loaded),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(loader, { now: () => value });
}

/**
 * Runs `use` on the loaded value: in the caller's own turn once it has loaded, so a request leaves before anything
 * queued in between (React's render of the transition that made the call); after the load otherwise.
 */
export function withLoaded<T, R>(loader: Loader<T>, use: (value: T) => Promise<R>): Promise<R> {
  const value = loader.now();
  if (value === undefined) return loader().then(use);
  try {
    return use(value);
  } catch (error) {
    return Promise.reject(error);
  }
}

type Loaded = Loader<ChildServices>;

// A group whose every call first loads the implementation, then makes the same call on it.
const lazyGroup = <G extends ServiceGroup>(loaded: Loaded, group: G) =>
  new Proxy({} as ChildServices[G], {
    get:
      (_, name) =>
      (...args: unknown[]) =>
        withLoaded(loaded, (services) => (services[group][name as keyof ChildServices[G]] as AnyCall)(...args)),
  });

/**
 * Child services that load their implementation on the first call (and again after a failed load): the chunk of
 * the API modules the landing does not need stays out of the entry.
 */
export function lazyChildServices(load: () => Promise<ChildServices>): ChildServices {
  const loaded = loadOnce(load);
  return {
    continueSignup: lazyGroup(loaded, 'continueSignup'),
    missingDocuments: lazyGroup(loaded, 'missingDocuments'),
    sections: lazyGroup(loaded, 'sections'),
    documents: lazyGroup(loaded, 'documents'),
    suitability: lazyGroup(loaded, 'suitability'),
    agreements: lazyGroup(loaded, 'agreements'),
    password: lazyGroup(loaded, 'password'),
    finish: lazyGroup(loaded, 'finish'),
    offerCoordination: lazyGroup(loaded, 'offerCoordination'),
    completeSection: (...args) => withLoaded(loaded, (services) => services.completeSection(...args)),
  };
}

/**
 * The services backed by the real API, loaded with it on the first call (`load`, ADR 152). The partner comes from
 * `inlined` when the server wrote it into the page (ADR 151): the landing then needs no call at all.
 */
export function liveServices(load: () => Promise<LiveApi>, inlined?: Partner): OnboardingServices {
  const api = loadOnce(load);
  const root = <K extends keyof RootServices>(name: K) =>
    ((...args: Parameters<RootServices[K]>) => withLoaded(api, ({ root: calls }) => (calls[name] as AnyCall)(...args))) as RootServices[K];
  return {
    resolvePartner: inlined ? async () => inlined : root('resolvePartner'),
    loadKnowledgeSources: root('loadKnowledgeSources'),
    verifyDocument: root('verifyDocument'),
    createClient: root('createClient'),
    lookupAdvisor: root('lookupAdvisor'),
    loadCompleteness: root('loadCompleteness'),
    ...lazyChildServices(() => withLoaded(api, async ({ children }) => children)),
  };
}
