import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only cleans up by itself when test globals are on; they are off here.
afterEach(() => {
  // Blur first: a focused masked input polls its selection with timers until blur, which would outlive jsdom.
  (document.activeElement as HTMLElement | null)?.blur?.();
  cleanup();
  window.sessionStorage.clear();
});
