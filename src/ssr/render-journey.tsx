/**
 * The server's renders of the journey (ADR 170, 178): the root statechart started as the browser starts it, its calls
 * left unanswered, waited on until it leaves `loading`, and `<App>` rendered to a string when it settled on the screen
 * asked for.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { waitFor } from 'xstate';
import type { PartnerIsland } from '../../domain/partner-island.ts';
import { selectView, type ViewKey } from '../../machines/onboarding/index.ts';
import { App } from '../app.tsx';
import { liveCalls } from '../flows/onboarding.bind.ts';
import { createOnboarding, localIsoDate } from '../flows/onboarding.flow.ts';
import { preloadView } from '../flows/view-map.ts';

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

// Every call stays unanswered: a screen renders as it stands while its data are on the way.
const unanswered: typeof fetch = () => new Promise<never>(() => {});

export type JourneyRender = {
  island: PartnerIsland;
  pathname: string;
  /** The page's query (`?tipo=pf&canal=3`), as the browser passes it. */
  search?: string;
  storage: Storage;
  /** The screen the render is for; any other screen renders nothing. */
  view: ViewKey;
};

/** The markup of `#root` for the journey at `pathname`, as the browser's first render of it, or undefined. */
export async function renderJourney({ island, pathname, search = '', storage, view }: JourneyRender): Promise<string | undefined> {
  const now = Date.now();
  const actor = createOnboarding({
    calls: liveCalls(
      { getToken: () => null, onUnauthorized: () => {}, baseUrl: `http://${island.host}`, fetch: unanswered, timeout: false },
      island.partner,
    ),
    effects: { redirect: () => {} },
    location: { host: island.host, pathname, search },
    storage,
    today: localIsoDate(new Date(now)),
    now,
  });
  try {
    const settled = await waitFor(actor, (snapshot) => selectView(snapshot) !== 'loading', { timeout: 1000 });
    if (selectView(settled) !== view) return undefined;
    // Views load lazily (ADR 211): renderToString would write the Suspense fallback for one not loaded yet.
    await preloadView(view);
    return renderToString(
      <StrictMode>
        <StaticRouter location={`${pathname}${search}`}>
          <App actor={actor} />
        </StaticRouter>
      </StrictMode>,
    );
  } finally {
    actor.stop();
  }
}
