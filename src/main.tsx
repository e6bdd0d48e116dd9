import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { startOnboarding } from './flows/browser-onboarding.ts';
import { createBrowserHistory, HistoryProvider } from './flows/history.tsx';
import { nextTask } from './flows/next-task.ts';
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
  void bootJourney();
}

// The journey in four tasks, none holding the main thread long (ADR 171): the modules' evaluation, the statechart's
// binding, its start, then the first render. The page may hold a screen the server rendered (ADR 168, 170): the
// landing is hydrated, a wizard step painted over. A render over a screen already on view is no urgent update: as a
// transition it yields to the browser every few milliseconds instead of holding it for the whole first render.
async function bootJourney() {
  await nextTask();
  const actor = await startOnboarding();
  broadcastActiveStates(actor);
  const mode = await prerenderedBoot(actor, container);
  await nextTask();
  const app = (
    <StrictMode>
      <HistoryProvider history={createBrowserHistory()}>
        <App actor={actor} />
      </HistoryProvider>
    </StrictMode>
  );
  if (mode === 'hydrate') startTransition(() => void hydrateRoot(container, app));
  else if (mode === 'repaint') startTransition(() => createRoot(container).render(app));
  else createRoot(container).render(app);
}
