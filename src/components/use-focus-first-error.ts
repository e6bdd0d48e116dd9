import { type RefObject, useEffect, useRef } from 'react';

/**
 * Moves the focus to the first invalid control inside `container` whenever `errors` (any value that changes when
 * new messages arrive) becomes truthy: a keyboard or screen-reader user lands on what to fix.
 */
export function useFocusFirstError<T extends HTMLElement>(errors: unknown): RefObject<T | null> {
  const container = useRef<T>(null);
  useEffect(() => {
    if (!errors) return;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return container;
}
