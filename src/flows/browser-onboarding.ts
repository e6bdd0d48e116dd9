import { selectPersisted } from '../../machines/onboarding/index.ts';
import type { ApiClientOptions } from '../api/client.ts';
import type { ChildFlows } from './child-flows.bind.ts';
import { deferredFlows } from './deferred-flows.ts';
import { type FlowsLoad, holdEventsUntilFlows, loadFlowsOnIntent, rootCallsAfterFlows } from './flows-gate.ts';
import { inlinedPartner } from './inlined-partner.ts';
import { liveServices, loadOnce } from './live-services.ts';
import { idleTask, nextTask } from './next-task.ts';
import type { OnboardingEffects, OnboardingServices } from './onboarding.services.ts';
import type { OnboardingActor } from './onboarding-context.tsx';
import { readPersisted } from './persist.ts';
import { bindOnboardingRoot } from './root.bind.ts';
import { localIsoDate, type OnboardingStart, startOnboardingActor } from './start-actor.ts';
import { loadLaterViews } from './view-map.ts';

type LazyOnboardingArgs = OnboardingStart & {
  services: OnboardingServices;
  effects: OnboardingEffects;
  loadChildFlows: (services: OnboardingServices) => Promise<ChildFlows>;
  intents: Pick<Document, 'addEventListener' | 'removeEventListener'>;
};

/**
 * The root machine bound with its child flows still to come (ADR 166), and `start`, which starts it: the flows load
 * as one chunk (`loadChildFlows`) at the customer's first sign of intent on `intents`, at the first event or call
 * that needs them, or at once when the page opened needs them. Binding builds the machine's state tree; the browser
 * starts it in a later task (ADR 171).
 */
function bindLazyOnboarding(args: LazyOnboardingArgs): { flows: FlowsLoad; start: () => OnboardingActor } {
  const deferred = deferredFlows();
  const flows: FlowsLoad = {
    filled: deferred.filled,
    load: loadOnce(() => args.loadChildFlows(args.services).then(deferred.fill)),
  };
  const hasSession = Boolean(readPersisted(args.storage)?.accessToken);
  const services = rootCallsAfterFlows(args.services, flows, args.location.pathname, hasSession);
  const machine = bindOnboardingRoot(services, args.effects, deferred.slots);
  const start = () => {
    const actor = startOnboardingActor(machine, args);
    holdEventsUntilFlows(actor, flows, deferred.slots);
    loadFlowsOnIntent(args.intents, flows);
    return actor;
  };
  return { flows, start };
}

/** Starts the root machine with its child flows still to come (`bindLazyOnboarding`): the actor and the flows' loading. */
export function startLazyOnboarding(args: LazyOnboardingArgs): { actor: OnboardingActor; flows: FlowsLoad } {
  const { flows, start } = bindLazyOnboarding(args);
  return { actor: start(), flows };
}

// Reads each flow (binding it, `onFirstUse`) in an idle period of its own.
async function bindWhenIdle(flows: ChildFlows): Promise<void> {
  for (const name of Object.keys(flows) as (keyof ChildFlows)[]) {
    await idleTask();
    void flows[name];
  }
}

/**
 * Starts the flow in the browser: real API, sessionStorage, window.location; the child flows load lazily. The root
 * machine is bound in one task and started in the next (ADR 171).
 */
export async function startOnboarding(): Promise<OnboardingActor> {
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
  const onboarding = bindLazyOnboarding({
    services,
    effects: { redirect: (url) => window.location.assign(url) },
    loadChildFlows: (bound) => {
      // The screens after the landing come with the flows: the first of them then waits for neither (ADR 167).
      loadLaterViews().catch(() => undefined);
      // Bound in a task of its own, not the one that evaluated the chunk's machines; each flow the journey has not
      // used yet is bound while the page is idle, so no step waits for its binding later (ADR 171).
      return import('./child-flows.bind.ts').then(async ({ bindChildFlows }) => {
        await nextTask();
        const flows = bindChildFlows(bound);
        void bindWhenIdle(flows);
        return flows;
      });
    },
    intents: document,
    location: window.location,
    storage: window.sessionStorage,
    today: localIsoDate(new Date()),
    now: Date.now(),
  });
  await nextTask();
  actor = onboarding.start();
  return actor;
}
