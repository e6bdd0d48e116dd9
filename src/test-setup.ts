import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait 1 s by default; lazy screens and machine steps on a loaded CI machine can take longer.
configure({ asyncUtilTimeout: 5_000 });

// Testing Library only cleans up by itself when test globals are on; they are off here.
afterEach(() => {
  // Blur first: a focused masked input polls its selection with timers until blur, which would outlive jsdom.
  (document.activeElement as HTMLElement | null)?.blur?.();
  cleanup();
  window.sessionStorage.clear();
});
