import type { KyInstance } from 'ky';
import { createClient, verifyDocument } from '../api/client.api.ts';
import { listKnowledgeSources } from '../api/common.api.ts';
import { findPartnerByHost } from '../api/partner.api.ts';
import type { ChildServices, OnboardingServices, ServiceGroup } from './onboarding.services.ts';

type Loaded = () => Promise<ChildServices>;
type AnyCall = (...args: unknown[]) => Promise<unknown>;

// A group whose every call first loads the implementation, then makes the same call on it.
const lazyGroup = <G extends ServiceGroup>(loaded: Loaded, group: G) =>
  new Proxy({} as ChildServices[G], {
    get:
      (_, name) =>
      (...args: unknown[]) =>
        loaded().then((services) => (services[group][name as keyof ChildServices[G]] as AnyCall)(...args)),
  });

/**
 * Child services that load their implementation on the first call (and again after a failed load): the chunk of
 * the API modules the landing does not need stays out of the entry.
 */
export function lazyChildServices(load: Loaded): ChildServices {
  let loading: Promise<ChildServices> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    continueSignup: lazyGroup(loaded, 'continueSignup'),
    missingDocuments: lazyGroup(loaded, 'missingDocuments'),
    sections: lazyGroup(loaded, 'sections'),
    documents: lazyGroup(loaded, 'documents'),
    suitability: lazyGroup(loaded, 'suitability'),
    agreements: lazyGroup(loaded, 'agreements'),
    password: lazyGroup(loaded, 'password'),
    finish: lazyGroup(loaded, 'finish'),
    completeSection: (...args) => loaded().then((services) => services.completeSection(...args)),
  };
}

/** The services backed by the real API: the root's calls at once, the child flows' through `loadChildren`. */
export function liveServices(http: KyInstance, loadChildren: () => Promise<ChildServices>): OnboardingServices {
  return {
    resolvePartner: ({ host }) => findPartnerByHost(http, host),
    loadKnowledgeSources: () => listKnowledgeSources(http),
    verifyDocument: (input) => verifyDocument(http, input),
    createClient: (body) => createClient(http, body),
    ...lazyChildServices(loadChildren),
  };
}
