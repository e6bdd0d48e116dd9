import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app.tsx';
import { startOnboarding } from './flows/onboarding.flow.ts';
import { broadcastActiveStates } from './flows/state-broadcast.ts';
import { preloadLanding } from './flows/view-map.ts';

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
  preloadLanding();

  root.render(
    <StrictMode>
      <BrowserRouter>
        <App actor={actor} />
      </BrowserRouter>
    </StrictMode>,
  );
}
