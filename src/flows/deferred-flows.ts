import type { AnyActorLogic } from 'xstate';
import { CHILD_FLOW_NAMES, type ChildFlowName } from '../../machines/onboarding/index.ts';
import type { ChildFlows } from './child-flows.bind.ts';

/**
 * The child flows' logic (and the sign-up rules) before their module has loaded, and the door through which it
 * arrives (ADR 166, 167).
 */
export type DeferredFlows = {
  /** One logic per child flow, forwarding to the bound machine once `fill` has handed it over. */
  slots: ChildFlows;
  fill: (flows: ChildFlows) => void;
  filled: () => boolean;
};

/**
 * Child-flow logic that the root can be bound to before the flows exist: each slot forwards every call the actor
 * system makes of a logic (initial snapshot, transition, start, persistence) to the real machine, which must have
 * been filled in before the root invokes the slot (`gateUntilFlows` sees to it).
 */
export function deferredFlows(): DeferredFlows {
  let flows: ChildFlows | null = null;
  const real = (name: ChildFlowName): AnyActorLogic => {
    if (!flows) throw new Error(`child flow ${name} invoked before the child flows loaded`);
    return flows[name];
  };
  const forwarding = (name: ChildFlowName): AnyActorLogic => ({
    getInitialSnapshot: (scope, input) => real(name).getInitialSnapshot(scope, input),
    transition: (snapshot, event, scope) => real(name).transition(snapshot, event, scope),
    start: (snapshot, scope) => real(name).start?.(snapshot, scope),
    getPersistedSnapshot: (snapshot, options) => real(name).getPersistedSnapshot(snapshot, options),
    restoreSnapshot: (persisted, scope) => {
      const logic = real(name);
      return logic.restoreSnapshot ? logic.restoreSnapshot(persisted, scope) : persisted;
    },
  });
  const rules = (): ChildFlows['signupRules'] => {
    if (!flows) throw new Error('sign-up rules applied before the child flows loaded');
    return flows.signupRules;
  };
  const slots = {
    ...Object.fromEntries(CHILD_FLOW_NAMES.map((name) => [name, forwarding(name)])),
    // The sign-up rules come with the flows too: a submit waits for them like an event that opens a flow.
    signupRules: {
      formErrors: (context, form) => rules().formErrors(context, form),
      body: (context, form) => rules().body(context, form),
    } satisfies ChildFlows['signupRules'],
  } as unknown as ChildFlows;
  return {
    slots,
    fill: (loaded) => {
      flows = loaded;
    },
    filled: () => flows !== null,
  };
}
