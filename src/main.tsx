import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app.tsx';
import { startOnboarding } from './flows/browser-onboarding.ts';
import { awaitPrerenderedScreen } from './flows/prerendered.ts';

const container = document.getElementById('root')!;

// /fluxos is the analysts' flow explorer: its own lazily loaded bundle (elkjs included), no journey of its own.
if (/^\/fluxos(\/|$)/.test(window.location.pathname)) {
  void import('./flows-viewer/flows-viewer.page.tsx').then(({ FlowsViewerPage }) =>
    createRoot(container).render(
      <StrictMode>
        <FlowsViewerPage />
      </StrictMode>,
    ),
  );
} else if (/^\/backoffice(\/|$)/.test(window.location.pathname)) {
  // /backoffice is the brokerage staff's app: its own chunk (statechart, views, QR code, pdf.js on demand).
  void import('./backoffice/backoffice.page.tsx').then(({ mountBackoffice }) => mountBackoffice(container));
} else {
  void bootJourney();
}

// The journey: the statechart starts, then the app renders the screen of its state. Over a screen the server rendered
// (the sign-up form, a wizard step) it paints once the journey has settled, as a transition that yields to the browser.
async function bootJourney() {
  const actor = startOnboarding();
  // With the explorer on, the server names its relay (Vite's dev server proxies it): the journey then shows in
  // /fluxos on any host (ADR 202). Without it no explorer runs, and none of its code loads (ADR 211).
  const named = document.querySelector<HTMLMetaElement>('meta[name="onboarding-flows-relay"]')?.content;
  const relay = named ?? (import.meta.env.DEV ? '/api/dev/flows' : undefined);
  if (relay) void import('./flows-viewer/live/report-journey.ts').then(({ reportJourney }) => reportJourney(actor, relay));
  const overPrerendered = await awaitPrerenderedScreen(actor, container);
  const app = (
    <StrictMode>
      {/* The location reaches the router bridge at once, as the machine's state does: no transition holds it back. */}
      <BrowserRouter useTransitions={false}>
        <App actor={actor} />
      </BrowserRouter>
    </StrictMode>
  );
  const root = createRoot(container);
  if (overPrerendered) startTransition(() => root.render(app));
  else root.render(app);
}
