import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { startOnboarding } from './flows/browser-onboarding.ts';
import { createBrowserHistory, HistoryProvider } from './flows/history.tsx';
import { prerenderedBoot } from './flows/prerendered.ts';
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
  // The page may hold a screen the server rendered (ADR 168, 170): the landing is hydrated, a wizard step painted over.
  // A render over a screen already on view is no urgent update: as a transition it yields to the browser every few
  // milliseconds instead of holding the main thread for the whole first render (ADR 170).
  prerenderedBoot(actor, container).then((mode) => {
    if (mode === 'hydrate') hydrateRoot(container, app);
    else if (mode === 'repaint') startTransition(() => createRoot(container).render(app));
    else createRoot(container).render(app);
  });
}
