import { useEffect, useState } from 'react';

/**
 * Asks before the page is left or reloaded once the customer has typed into a form (the browser's own prompt):
 * what was typed is never written to storage (no PII there), so leaving would lose it. The prompt stops with the form.
 */
export function useUnsavedInput() {
  const [edited, setEdited] = useState(false);
  useEffect(() => {
    if (!edited) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [edited]);
  return { edited, markEdited: () => setEdited(true) };
}
