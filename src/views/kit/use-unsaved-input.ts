import { useEffect } from 'react';

/**
 * Asks before the page is left or reloaded while `unsaved` holds (the browser's own prompt): what was typed is never
 * written to storage (no PII there), so leaving would lose it. The prompt stops with the component.
 */
export function useLeaveWarning(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
