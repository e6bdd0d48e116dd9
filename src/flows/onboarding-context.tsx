import { createContext, type ReactNode, useCallback, useContext, useRef, useSyncExternalStore } from 'react';
import type { Actor, SnapshotFrom } from 'xstate';
import type { onboardingRoot } from '../../machines/onboarding/index.ts';
import { sameValue } from './same-value.ts';

/** The running root statechart the views read from and send to. */
export type OnboardingActor = Actor<typeof onboardingRoot>;
/** A snapshot of the root statechart (only selectors look inside it). */
export type OnboardingSnapshot = SnapshotFrom<typeof onboardingRoot>;

const ActorContext = createContext<OnboardingActor | null>(null);

/** Makes a started onboarding actor available to the views below it. */
export function OnboardingProvider({ actor, children }: { actor: OnboardingActor; children: ReactNode }) {
  return <ActorContext.Provider value={actor}>{children}</ActorContext.Provider>;
}

/** The onboarding actor of the nearest provider. */
export function useOnboardingActor(): OnboardingActor {
  const actor = useContext(ActorContext);
  if (!actor) throw new Error('useOnboardingActor needs an <OnboardingProvider>');
  return actor;
}

/**
 * Subscribes to every snapshot of the actor's system: the root's and its children's. A child flow (continue
 * sign-up, missing documents, a step's data area) changes without the root emitting a snapshot, so views that
 * read a child through the root's selectors must hear the child too.
 */
function subscribeToSystem(actor: OnboardingActor, onChange: () => void): () => void {
  const inspection = actor.system.inspect((event) => {
    if (event.type === '@xstate.snapshot') onChange();
  });
  const subscription = actor.subscribe({ next: onChange, error: onChange });
  return () => {
    inspection.unsubscribe();
    subscription.unsubscribe();
  };
}

/**
 * Reads a view model through one of the machine's selectors, re-selected whenever the root or any child changes;
 * re-renders only when the selected value changes (compared structurally: selectors build fresh objects).
 */
export function useOnboarding<T>(selector: (snapshot: OnboardingSnapshot) => T): T {
  const actor = useOnboardingActor();
  const last = useRef<{ value: T } | null>(null);
  const subscribe = useCallback((onChange: () => void) => subscribeToSystem(actor, onChange), [actor]);
  const read = () => {
    const value = selector(actor.getSnapshot());
    if (last.current && sameValue(last.current.value, value)) return last.current.value;
    last.current = { value };
    return value;
  };
  return useSyncExternalStore(subscribe, read, read);
}

/** The function views use to send events to the flow. */
export function useSend(): OnboardingActor['send'] {
  return useOnboardingActor().send;
}
