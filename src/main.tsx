import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { startOnboarding } from './flows/browser-onboarding.ts';
import { createBrowserHistory, HistoryProvider } from './flows/history.tsx';
import { broadcastActiveStates } from './flows/state-broadcast.ts';

const root = createRoot(document.getElementById('root')!);

// /fluxos is the analysts' flow viewer: its own lazily loaded bundle (mermaid included), no journey of its own.
if (/^\/fluxos(\/|$)/.test(window.location.pathname)) {
  void import('./flows-viewer/flows-viewer.page.tsx').then(({ FlowsViewerPage }) =>
    root.render(
      <StrictMode>
        <FlowsViewerPage />
      </StrictMode>,
    ),
  );
} else {
  const actor = startOnboarding();
  broadcastActiveStates(actor);

  root.render(
    <StrictMode>
      <HistoryProvider history={createBrowserHistory()}>
        <App actor={actor} />
      </HistoryProvider>
    </StrictMode>,
  );
}
