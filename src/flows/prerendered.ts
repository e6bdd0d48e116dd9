import { selectView, type ViewKey } from '../../machines/onboarding/index.ts';
import type { OnboardingActor } from './onboarding-context.tsx';
import { type LaterViewKey, loadLaterView } from './view-map.ts';

/** The attribute set on `#root` when it holds a screen the server rendered: its value names the view (ADR 168, 170). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * How the app takes `#root` over: hydrating the server's markup, painting its own render over a prerendered screen
 * it has settled on (`repaint`), or over whatever else is there (the boot spinner, a screen it left).
 */
export type BootMode = 'hydrate' | 'repaint' | 'render';

// The journey's view once it has left `loading` (the partner from the page resolves in a microtask; a stored session
// waits for the child flows, ADR 166), or null when the actor fails first.
function settledView(actor: OnboardingActor): Promise<ViewKey | null> {
  return new Promise((resolve) => {
    const settle = () => {
      const view = selectView(actor.getSnapshot());
      if (view === 'loading') return false;
      resolve(view);
      return true;
    };
    if (settle()) return;
    const subscription = actor.subscribe({
      next: () => {
        if (settle()) subscription.unsubscribe();
      },
      error: () => {
        subscription.unsubscribe();
        resolve(null);
      },
    });
  });
}

/**
 * How the app should take `container` over. Without a prerendered view: render, at once. The landing (the server's
 * own markup, ADR 168): hydrate once the journey has settled on the landing too. A wizard step (the page's chooser put
 * it there for the tab's session, ADR 170): render over it once the journey has settled, and when it settled on that
 * step, once the step's code is in, so the first paint is the step again rather than a spinner.
 */
export async function prerenderedBoot(actor: OnboardingActor, container: Element): Promise<BootMode> {
  const prerendered = container.getAttribute(PRERENDERED_ATTRIBUTE) as ViewKey | null;
  if (!prerendered) return 'render';
  const view = await settledView(actor);
  if (prerendered === 'landing') return view === 'landing' ? 'hydrate' : 'render';
  if (view !== prerendered) return 'render';
  await loadLaterView(prerendered as LaterViewKey).catch(() => undefined);
  return 'repaint';
}
