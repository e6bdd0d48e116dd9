import type { KyInstance } from 'ky';
import { useCallback, useEffect, useState } from 'react';
import { selectPersisted } from '../../machines/onboarding/index.ts';
import { createApiClient } from '../api/client.ts';
import { type LookupItems, type LookupName, loadCities, loadLookup } from '../api/lookup-lists.api.ts';
import { type OnboardingActor, useOnboardingActor } from './onboarding-context.tsx';

type Cache = { http: KyInstance; lists: Map<string, Promise<unknown>> };

// One API client and one cache per running journey: a list is read once however many fields show it.
const caches = new WeakMap<OnboardingActor, Cache>();

function cacheOf(actor: OnboardingActor): Cache {
  let cache = caches.get(actor);
  if (!cache) {
    const http = createApiClient({
      getToken: () => selectPersisted(actor.getSnapshot()).accessToken,
      // The step's own section fetches end an expired session; a lookup that fails only offers a retry.
      onUnauthorized: () => undefined,
      baseUrl: window.location.origin,
    });
    cache = { http, lists: new Map() };
    caches.set(actor, cache);
  }
  return cache;
}

/** A lookup list as a field sees it: the items (empty until loaded), whether it failed, and a retry. */
export type LookupState<T> = { items: T[]; loading: boolean; failed: boolean; retry: () => void };

function useCachedList<T>(key: string | null, load: (http: KyInstance) => Promise<T[]>): LookupState<T> {
  const actor = useOnboardingActor();
  const [state, setState] = useState<{ key: string | null; items: T[]; failed: boolean }>({ key: null, items: [], failed: false });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is derived from `key`; `attempt` forces a re-read.
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const cache = cacheOf(actor);
    let request = cache.lists.get(key) as Promise<T[]> | undefined;
    if (!request) {
      request = load(cache.http);
      cache.lists.set(key, request);
      // A failed read is forgotten so a retry asks again.
      request.catch(() => cache.lists.delete(key));
    }
    request.then(
      (items) => live && setState({ key, items, failed: false }),
      () => live && setState({ key, items: [], failed: true }),
    );
    return () => {
      live = false;
    };
  }, [actor, key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = state.key === key;
  return { items: current ? state.items : [], loading: key !== null && !current, failed: current && state.failed, retry };
}

/** A fixed lookup list (nationalities, occupations, …) read from the API once per journey. */
export function useLookup<N extends LookupName>(name: N): LookupState<LookupItems<N>[number]> {
  return useCachedList(name, (http) => loadLookup(http, name) as Promise<LookupItems<N>[number][]>);
}

/** The municipalities of a state, read when a state is chosen (none while `stateId` is null). */
export function useCities(stateId: number | null): LookupState<{ Id: number; Description: string }> {
  return useCachedList(stateId === null ? null : `cities/${stateId}`, (http) => loadCities(http, stateId ?? 0));
}
