import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { startOnboarding } from './flows/browser-onboarding.ts';
import { replayClicks, takeEarlyClicks } from './flows/early-clicks.ts';
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

// Runs `run` once the app's first render is on the page (hydrated or painted).
function AfterFirstCommit({ run }: { run: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit.
  useEffect(run, []);
  return null;
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
  // A click on the server's markup before now was held by the page (ADR 171); from here React answers them, and the
  // held ones are clicked again a task after the landing's hydration commits (from within the commit's effects, the
  // click is not answered in Chromium). A repainted step's markup is gone: nothing to click again.
  const held = takeEarlyClicks();
  const app = (
    <StrictMode>
      <HistoryProvider history={createBrowserHistory()}>
        <App actor={actor} />
      </HistoryProvider>
      <AfterFirstCommit run={() => void nextTask().then(() => replayClicks(held))} />
    </StrictMode>
  );
  if (mode === 'hydrate') startTransition(() => void hydrateRoot(container, app));
  else if (mode === 'repaint') startTransition(() => createRoot(container).render(app));
  else createRoot(container).render(app);
}
