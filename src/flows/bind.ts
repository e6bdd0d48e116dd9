import type { AnyActorLogic, AnyStateMachine } from 'xstate';

// How every app binds its root machine (ADR 212): the machines declare their calls as placeholders and their side
// effects as no-op actions (`machines/<flow>/<flow>.actors.ts`); the app provides them all here, by name, in one pass
// over the root and its child machines at any depth. Nothing is provided by hand.

/** The promise logic of each call by name: the live API's calls, or a test's fakes. */
export type CallsByName = { readonly [name: string]: AnyActorLogic | undefined };

/** The named side effects an app performs, by action name (each receives the action's params). */
export type EffectsByName = Record<string, (args: unknown, params: never) => void>;

const isMachine = (logic: AnyActorLogic): logic is AnyStateMachine => 'implementations' in logic;

/**
 * The machine with each promise actor it declares replaced by the call of that name (a name without a call keeps its
 * placeholder, which throws "not provided"), each child machine bound the same way, and each named side effect it
 * declares implemented.
 */
export function bindMachine<M extends AnyStateMachine>(machine: M, calls: CallsByName, effects: EffectsByName): M {
  const actors = Object.fromEntries(
    Object.entries(machine.implementations.actors as Record<string, AnyActorLogic>).flatMap(([name, logic]) => {
      if (isMachine(logic)) return [[name, bindMachine(logic, calls, effects)]];
      const call = calls[name];
      return call ? [[name, call]] : [];
    }),
  );
  const actions = Object.fromEntries(
    Object.keys(machine.implementations.actions).flatMap((name) => (name in effects ? [[name, effects[name]]] : [])),
  );
  return machine.provide({ actors, actions } as never) as M;
}

/**
 * The actors (`parent > child` at any depth) of `machine` that `bound` does not bind to the call of that name in
 * `calls`: what a test of an app's binding expects empty.
 */
export function unboundActors(machine: AnyStateMachine, bound: AnyStateMachine, calls: CallsByName, at = ''): string[] {
  const actorsOf = (logic: AnyStateMachine) => logic.implementations.actors as Record<string, AnyActorLogic>;
  return Object.entries(actorsOf(machine)).flatMap(([name, logic]) => {
    const provided = actorsOf(bound)[name];
    const where = `${at}${name}`;
    if (isMachine(logic)) {
      return provided && provided !== logic && isMachine(provided) ? unboundActors(logic, provided, calls, `${where} > `) : [where];
    }
    return provided === calls[name] ? [] : [where];
  });
}
