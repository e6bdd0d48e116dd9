import { type AnyStateMachine, fromPromise, type PromiseActorLogic } from 'xstate';
import type { Call } from './onboarding.services.ts';

type Service = (input: never, call: Call) => Promise<unknown>;
type Logic<S extends Record<string, Service>> = {
  [K in keyof S]: PromiseActorLogic<Awaited<ReturnType<S[K]>>, Parameters<S[K]>[0]>;
};

/** A call that reports no upload progress. */
export const ignoreProgress = () => undefined;

/** The calls a machine declares (its placeholder promise actors, not its child machines), but those bound otherwise. */
export const callsOf = (machine: AnyStateMachine, except: readonly string[] = []) =>
  Object.entries(machine.implementations.actors)
    .filter(([name, logic]) => !('implementations' in logic) && !except.includes(name))
    .map(([name]) => name);

/**
 * Each named call as promise logic: the actor's abort signal goes along (leaving a state cancels what it started).
 * The services are looked up by name when called, so a group may load its implementation lazily.
 */
export function promised<S extends Record<string, Service>>(services: S, names: readonly string[]): Logic<S> {
  const entries = names.map((name) => [
    name,
    fromPromise(({ input, signal }) => services[name](input as never, { signal, onProgress: ignoreProgress })),
  ]);
  return Object.fromEntries(entries) as Logic<S>;
}
