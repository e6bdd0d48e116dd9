/**
 * The server's renders of the journey (ADR 168, 170): the root statechart started as the browser starts it, waited
 * on until it leaves `loading`, and `<App>` rendered to a string when it settled on the screen asked for.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { type AnyStateMachine, waitFor } from 'xstate';
import { selectView, type ViewKey } from '../../machines/onboarding/index.ts';
import { App } from '../app.tsx';
import { createMemoryHistory, HistoryProvider } from '../flows/history.tsx';
import { localIsoDate, startOnboardingActor } from '../flows/start-actor.ts';

/** A Storage holding `entries` (the session a render starts with), forgetting every write. */
export function fixedStorage(entries: Record<string, string> = {}): Storage {
  const keys = Object.keys(entries);
  return {
    length: keys.length,
    clear: () => {},
    getItem: (key) => entries[key] ?? null,
    key: (index) => keys[index] ?? null,
    removeItem: () => {},
    setItem: () => {},
  };
}

export type JourneyRender = {
  /** The bound root machine: its calls must never answer during the render (the API is not called). */
  machine: AnyStateMachine;
  host: string;
  pathname: string;
  storage: Storage;
  /** The screen the render is for; any other screen renders nothing. */
  view: ViewKey;
  /** Runs once the journey settled on `view`, before rendering (a later screen's module to load). */
  beforeRender?: () => Promise<unknown>;
};

/** The markup of `#root` for the journey at `pathname`, as the browser's first render of it, or undefined. */
export async function renderJourney({ machine, host, pathname, storage, view, beforeRender }: JourneyRender): Promise<string | undefined> {
  const now = Date.now();
  const actor = startOnboardingActor(machine, {
    location: { host, pathname, search: '' },
    storage,
    today: localIsoDate(new Date(now)),
    now,
  });
  try {
    const settled = await waitFor(actor, (snapshot) => selectView(snapshot) !== 'loading', { timeout: 1000 });
    if (selectView(settled) !== view) return undefined;
    await beforeRender?.();
    return renderToString(
      <StrictMode>
        <HistoryProvider history={createMemoryHistory([pathname])}>
          <App actor={actor} />
        </HistoryProvider>
      </StrictMode>,
    );
  } finally {
    actor.stop();
  }
}
