import { type AnyActor, type EventObject, transition } from 'xstate';
import { routeKind } from '../../machines/onboarding/onboarding.routing.ts';
import type { OnboardingServices } from './onboarding.services.ts';

/** The child flows' loading: whether they are in, and the (memoised, retried after a failure) load itself. */
export type FlowsLoad = { filled: () => boolean; load: () => Promise<void> };

// Whether the root, in its current snapshot, needs the child flows for `event`: the transition is computed without
// effects, and its children are looked for one running a slot's logic. A transition that cannot be computed yet
// (a sign-up submit, whose guard applies the rules that come with the flows, ADR 167) needs them too.
function needsChildFlows(actor: AnyActor, event: EventObject, slots: ReadonlySet<unknown>): boolean {
  let next: ReturnType<typeof transition>[0];
  try {
    [next] = transition(actor.logic, actor.getSnapshot(), event);
  } catch {
    return true;
  }
  return Object.values(next.children as Record<string, AnyActor | undefined>).some((child) => child && slots.has(child.logic));
}

/**
 * Delivers at once every event the root can take without a child flow (typing, choosing the person type) and holds
 * the others (given the child flows' `slots`) (a link to continue the sign-up, a sign-up submit…) until the flows
 * have loaded, then delivers them in order (ADR 166, 167).
 */
export function holdEventsUntilFlows(actor: AnyActor, flows: FlowsLoad, slots: object): void {
  const slotLogic = new Set(Object.values(slots));
  const send = actor.send.bind(actor);
  const held: EventObject[] = [];
  const deliverHeld = () => {
    for (const event of held.splice(0)) send(event);
  };
  actor.send = (event: EventObject) => {
    if (held.length === 0 && (flows.filled() || !needsChildFlows(actor, event, slotLogic))) return send(event);
    held.push(event);
    // A failed load keeps the events: the next one tries again.
    flows.load().then(deliverHeld, () => undefined);
  };
}

/**
 * The root's calls whose result may open a child flow (a verified document may continue a sign-up, a created client
 * opens the wizard, a completed step the next one) resolve only once the child flows have loaded as well: they load
 * alongside the call. So does the partner when the page opened needs a child flow (a deep link, a session): the
 * landing and the sign-up form show without them.
 */
export function rootCallsAfterFlows(services: OnboardingServices, flows: FlowsLoad, startPath: string, hasSession: boolean) {
  // biome-ignore lint/suspicious/noExplicitAny: any call signature; the wrapper keeps it.
  const after = <F extends (...args: any[]) => Promise<unknown>>(call: F): F =>
    (async (...args: Parameters<F>) => {
      const [output] = await Promise.all([call(...args), flows.load()]);
      return output;
    }) as F;
  const startsOnVisitorPage = !hasSession && ['landing', 'newSignup'].includes(routeKind(startPath));
  return {
    ...services,
    resolvePartner: startsOnVisitorPage ? services.resolvePartner : after(services.resolvePartner),
    verifyDocument: after(services.verifyDocument),
    createClient: after(services.createClient),
    completeSection: after(services.completeSection),
  } satisfies OnboardingServices;
}

/** Starts loading the flows at the customer's first sign of intent (a touch, a key, a focus), before their click. */
export function loadFlowsOnIntent(target: Pick<Document, 'addEventListener' | 'removeEventListener'>, flows: FlowsLoad): void {
  const intents = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
  const start = () => {
    for (const type of intents) target.removeEventListener(type, start, true);
    flows.load().catch(() => {
      // Held events and the root's calls try again.
    });
  };
  for (const type of intents) target.addEventListener(type, start, { capture: true, passive: true });
}
