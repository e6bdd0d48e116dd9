import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// findBy*/waitFor wait 1 s by default; lazy screens and machine steps on a loaded CI machine can take longer.
configure({ asyncUtilTimeout: 5_000 });

// Testing Library only cleans up by itself when test globals are on; they are off here.
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

// The files of a worker share one jsdom window (isolate: false): each leaves it as a fresh one would be.
afterAll(() => {
  window.localStorage.clear();
  document.body.replaceChildren();
  document.title = '';
  window.history.replaceState(null, '', '/');
});
