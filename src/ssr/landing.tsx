/**
 * The landing rendered to HTML for the server (ADR 168): built by `vite.ssr.config.ts` into the build's private
 * `.vite/ssr/landing.js`, which the server loads at run time (server/ never imports src/). The browser hydrates the
 * same markup (src/main.tsx), so the landing paints with the HTML instead of after the scripts.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { waitFor } from 'xstate';
import type { PartnerIsland } from '../../domain/partner-island.ts';
import { selectView } from '../../machines/onboarding/index.ts';
import { App } from '../app.tsx';
import { deferredFlows } from '../flows/deferred-flows.ts';
import { createMemoryHistory, HistoryProvider } from '../flows/history.tsx';
import { liveServices } from '../flows/live-services.ts';
import { bindOnboardingRoot } from '../flows/root.bind.ts';
import { localIsoDate, startOnboardingActor } from '../flows/start-actor.ts';

// A session never exists on the server: the landing is the same for every visitor of a partner.
const noStorage: Storage = {
  length: 0,
  clear: () => {},
  getItem: () => null,
  key: () => null,
  removeItem: () => {},
  setItem: () => {},
};

const noApi = () => Promise.reject(new Error('the landing is rendered without the API'));

/**
 * The markup of `#root` for the landing of the island's partner, as the browser's first render of `/` produces it,
 * or undefined when the journey does not open on the landing (it then boots as before).
 */
export async function renderLanding(island: PartnerIsland): Promise<string | undefined> {
  const now = Date.now();
  const machine = bindOnboardingRoot(liveServices(noApi, island.partner), { redirect: () => {} }, deferredFlows().slots);
  const actor = startOnboardingActor(machine, {
    location: { host: island.host, pathname: '/', search: '' },
    storage: noStorage,
    today: localIsoDate(new Date(now)),
    now,
  });
  try {
    const settled = await waitFor(actor, (snapshot) => selectView(snapshot) !== 'loading', { timeout: 1000 });
    if (selectView(settled) !== 'landing') return undefined;
    return renderToString(
      <StrictMode>
        <HistoryProvider history={createMemoryHistory(['/'])}>
          <App actor={actor} />
        </HistoryProvider>
      </StrictMode>,
    );
  } finally {
    actor.stop();
  }
}
