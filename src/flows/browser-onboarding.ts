import { selectPersisted } from '../../machines/onboarding/index.ts';
import type { ApiClientOptions } from '../api/client.ts';
import type { ChildFlows } from './child-flows.bind.ts';
import { deferredFlows } from './deferred-flows.ts';
import { type FlowsLoad, holdEventsUntilFlows, loadFlowsOnIntent, rootCallsAfterFlows } from './flows-gate.ts';
import { inlinedPartner } from './inlined-partner.ts';
import { liveServices, loadOnce } from './live-services.ts';
import type { OnboardingEffects, OnboardingServices } from './onboarding.services.ts';
import type { OnboardingActor } from './onboarding-context.tsx';
import { readPersisted } from './persist.ts';
import { bindOnboardingRoot } from './root.bind.ts';
import { localIsoDate, type OnboardingStart, startOnboardingActor } from './start-actor.ts';
import { loadLaterViews } from './view-map.ts';

/**
 * Starts the root machine with its child flows still to come (ADR 166): they load as one chunk (`loadChildFlows`)
 * at the customer's first sign of intent on `intents`, at the first event or call that needs them, or at once when
 * the page opened needs them. Answers the actor and the flows' loading.
 */
export function startLazyOnboarding(
  args: OnboardingStart & {
    services: OnboardingServices;
    effects: OnboardingEffects;
    loadChildFlows: (services: OnboardingServices) => Promise<ChildFlows>;
    intents: Pick<Document, 'addEventListener' | 'removeEventListener'>;
  },
): { actor: OnboardingActor; flows: FlowsLoad } {
  const deferred = deferredFlows();
  const flows: FlowsLoad = {
    filled: deferred.filled,
    load: loadOnce(() => args.loadChildFlows(args.services).then(deferred.fill)),
  };
  const hasSession = Boolean(readPersisted(args.storage)?.accessToken);
  const services = rootCallsAfterFlows(args.services, flows, args.location.pathname, hasSession);
  const actor = startOnboardingActor(bindOnboardingRoot(services, args.effects, deferred.slots), args);
  holdEventsUntilFlows(actor, flows, deferred.slots);
  loadFlowsOnIntent(args.intents, flows);
  return { actor, flows };
}

/** Starts the flow in the browser: real API, sessionStorage, window.location; the child flows load lazily. */
export function startOnboarding(): OnboardingActor {
  let actor: OnboardingActor | undefined;
  const options: ApiClientOptions = {
    getToken: () => (actor ? selectPersisted(actor.getSnapshot()).accessToken : null),
    onUnauthorized: () => actor?.send({ type: 'session.expired' }),
  };
  // The API client and every call load as one chunk on the first call (ADR 152); the partner comes with the page.
  const services = liveServices(
    () => import('./live-api.ts').then((live) => live.liveApi(options)),
    inlinedPartner(document, window.location.host),
  );
  ({ actor } = startLazyOnboarding({
    services,
    effects: { redirect: (url) => window.location.assign(url) },
    loadChildFlows: (bound) => {
      // The screens after the landing come with the flows: the first of them then waits for neither (ADR 167).
      loadLaterViews().catch(() => undefined);
      return import('./child-flows.bind.ts').then(({ bindChildFlows }) => bindChildFlows(bound));
    },
    intents: document,
    location: window.location,
    storage: window.sessionStorage,
    today: localIsoDate(new Date()),
    now: Date.now(),
  }));
  return actor;
}
