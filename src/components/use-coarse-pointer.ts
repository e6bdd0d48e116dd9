import { useSyncExternalStore } from 'react';

const QUERY = '(pointer: coarse)';

// No matchMedia (old engines, jsdom): a desktop, the page as it was.
const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True on a device whose main pointer is coarse (a phone or tablet's touch screen): the camera goes first there. */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
