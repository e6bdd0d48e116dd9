import { useRef, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { sameValue } from './same-value.ts';

/**
 * Every snapshot of an actor's system, the root's and its children's, as one store for all the views. A child flow
 * (continue sign-up, missing documents, a step's data area) changes without the root emitting a snapshot, so views
 * that read a child through the root's selectors must hear the child too. `version` counts the changes.
 *
 * One transition emits a burst of snapshots (the root, the areas it starts or stops, their calls): listeners hear
 * the burst once, a microtask later, so each view re-selects once per burst and not once per snapshot, and a call
 * the burst started leaves before React renders it.
 */
type SystemStore = { version: number; subscribe: (listener: () => void) => () => void };

const stores = new WeakMap<AnyActorRef, SystemStore>();

function systemStore(actor: AnyActorRef): SystemStore {
  const known = stores.get(actor);
  if (known) return known;
  const listeners = new Set<() => void>();
  let queued = false;
  const store: SystemStore = {
    version: 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const changed = () => {
    store.version++;
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      for (const listener of [...listeners]) listener();
    });
  };
  // Counted from the store's first read on, listeners or not: a view reads before it subscribes (React subscribes
  // after the commit), and a change in between must still make its next read select again.
  actor.system.inspect((event) => {
    if (event.type === '@xstate.snapshot') changed();
  });
  actor.subscribe({ next: changed, error: changed });
  stores.set(actor, store);
  return store;
}

type Selected<S, T> = { value: T; version: number; selector: (snapshot: S) => T };

/**
 * Reads a view model of a running root actor through one of its selectors, re-selected once the root or any child
 * has changed; re-renders only when the selected value changes (compared structurally: selectors build fresh objects).
 */
export function useSystemSelector<A extends AnyActorRef, T>(actor: A, selector: (snapshot: SnapshotFrom<A>) => T): T {
  const store = systemStore(actor);
  const last = useRef<Selected<SnapshotFrom<A>, T> | null>(null);
  const read = () => {
    const seen = last.current;
    // React reads again in the same state (render, then commit): the same selector on the same version answers.
    if (seen && seen.version === store.version && seen.selector === selector) return seen.value;
    const value = selector(actor.getSnapshot());
    last.current = { value: seen && sameValue(seen.value, value) ? seen.value : value, version: store.version, selector };
    return last.current.value;
  };
  return useSyncExternalStore(store.subscribe, read, read);
}
