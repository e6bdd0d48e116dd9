import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { startOnboarding } from './flows/browser-onboarding.ts';
import { createBrowserHistory, HistoryProvider } from './flows/history.tsx';
import { whenPrerenderedViewSettles } from './flows/prerendered.ts';
import { broadcastActiveStates } from './flows/state-broadcast.ts';

const container = document.getElementById('root')!;

// /fluxos is the analysts' flow viewer: its own lazily loaded bundle (mermaid included), no journey of its own.
if (/^\/fluxos(\/|$)/.test(window.location.pathname)) {
  void import('./flows-viewer/flows-viewer.page.tsx').then(({ FlowsViewerPage }) =>
    createRoot(container).render(
      <StrictMode>
        <FlowsViewerPage />
      </StrictMode>,
    ),
  );
} else {
  const actor = startOnboarding();
  broadcastActiveStates(actor);

  const app = (
    <StrictMode>
      <HistoryProvider history={createBrowserHistory()}>
        <App actor={actor} />
      </HistoryProvider>
    </StrictMode>
  );
  // The server may have rendered the landing into the page (ADR 168): hydrate it once the journey has settled on the
  // landing too; any other screen replaces it.
  whenPrerenderedViewSettles(actor, container).then((hydrate) =>
    hydrate ? hydrateRoot(container, app) : createRoot(container).render(app),
  );
}
