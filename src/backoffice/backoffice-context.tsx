import { createContext, type ReactNode, useContext } from 'react';
import type { BackofficeSnapshot } from '../../machines/backoffice/index.ts';
import { useSystemSelector } from '../flows/system-store.ts';
import type { BackofficeActor } from './backoffice.flow.ts';

const ActorContext = createContext<BackofficeActor | null>(null);

/** Makes a started back office available to the views below it. */
export function BackofficeProvider({ actor, children }: { actor: BackofficeActor; children: ReactNode }) {
  return <ActorContext.Provider value={actor}>{children}</ActorContext.Provider>;
}

/** The back office of the nearest provider. */
export function useBackofficeActor(): BackofficeActor {
  const actor = useContext(ActorContext);
  if (!actor) throw new Error('useBackofficeActor needs a <BackofficeProvider>');
  return actor;
}

/** Reads a view model through a selector, re-selected when the back office or its decision panel changes. */
export function useBackoffice<T>(selector: (snapshot: BackofficeSnapshot) => T): T {
  return useSystemSelector(useBackofficeActor(), selector);
}

/** The function views use to send events to the back office. */
export function useBackofficeSend(): BackofficeActor['send'] {
  return useBackofficeActor().send;
}
