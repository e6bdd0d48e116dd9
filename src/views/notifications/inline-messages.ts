import { useLayoutEffect, useSyncExternalStore } from 'react';

// How many mounted places show each message beside its form or button, and who wants to know.
const shown = new Map<string, number>();
const listeners = new Set<() => void>();
let version = 0;

function change(message: string, by: number): void {
  const count = (shown.get(message) ?? 0) + by;
  if (count > 0) shown.set(message, count);
  else shown.delete(message);
  version++;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Records that this component shows `message` beside what it concerns, while it is mounted, so the app's notification
 * does not repeat it (ADR 205). Registered before paint: the banner never paints the same text.
 */
export function useInlineMessage(message: string | null | undefined): void {
  useLayoutEffect(() => {
    if (!message) return;
    change(message, 1);
    return () => change(message, -1);
  }, [message]);
}

/** True while some mounted component shows `message` inline. */
export function useShownInline(message: string | null | undefined): boolean {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  return Boolean(message) && shown.has(message as string);
}
