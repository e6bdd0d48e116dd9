import { createContext, type ReactNode, useContext } from 'react';
import type { Actor } from 'xstate';
import type { OnboardingSnapshot, onboardingMachine } from '../../machines/onboarding/index.ts';
import { useSystemSelector } from './system-store.ts';

/** The running root statechart the views read from and send to. */
export type OnboardingActor = Actor<typeof onboardingMachine>;

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
 * Reads a view model through one of the machine's selectors, re-selected once the root or any child has changed;
 * re-renders only when the selected value changes (compared structurally: selectors build fresh objects).
 */
export function useOnboarding<T>(selector: (snapshot: OnboardingSnapshot) => T): T {
  return useSystemSelector(useOnboardingActor(), selector);
}

/** The function views use to send events to the flow. */
export function useSend(): OnboardingActor['send'] {
  return useOnboardingActor().send;
}
