import { act } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import type { JourneyCalls } from '../api/call.ts';
import { createOnboarding } from '../flows/onboarding.flow.ts';
import type { OnboardingActor } from '../flows/onboarding-context.tsx';
import { PRERENDERED_ATTRIBUTE } from '../flows/prerendered.ts';

/** The journey as src/main.tsx starts it in a browser, at `path` of `host`, on the given calls. */
export function startBrowserJourney(options: {
  host: string;
  path: string;
  search?: string;
  calls: JourneyCalls;
  storage?: Storage;
}): OnboardingActor {
  return createOnboarding({
    calls: options.calls,
    effects: { redirect: () => undefined },
    location: { host: options.host, pathname: options.path, search: options.search ?? '' },
    storage: options.storage ?? window.sessionStorage,
    today: '2025-06-01',
    now: Date.now(),
  });
}

/** `#root` as a page leaves it with a screen the server rendered: `markup`, marked with its view. */
export function prerenderedRoot(markup: string, view: string): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.setAttribute(PRERENDERED_ATTRIBUTE, view);
  container.innerHTML = markup;
  document.body.append(container);
  return container;
}

/** Unmounts the app a test started over a prerendered root and clears the page and the tab's session. */
export function cleanUpPage(root: Root | undefined): void {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  window.sessionStorage.clear();
}
