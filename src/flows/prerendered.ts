import { selectView, type ViewKey } from '../../machines/onboarding/index.ts';
import type { OnboardingActor } from './onboarding-context.tsx';

/** The attribute the server sets on `#root` when it holds a screen it rendered: its value names the view (ADR 168). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Whether the app should hydrate `container`: it holds a view the server rendered and the journey has settled on
 * that same view. Answers at once (false) without a prerendered view; otherwise once the journey leaves `loading`
 * (the partner from the page resolves in a microtask; a stored session waits for the child flows, ADR 166).
 */
export function whenPrerenderedViewSettles(actor: OnboardingActor, container: Element): Promise<boolean> {
  const prerendered = container.getAttribute(PRERENDERED_ATTRIBUTE) as ViewKey | null;
  if (!prerendered) return Promise.resolve(false);
  return new Promise((resolve) => {
    const settle = () => {
      const view = selectView(actor.getSnapshot());
      if (view === 'loading') return false;
      resolve(view === prerendered);
      return true;
    };
    if (settle()) return;
    const subscription = actor.subscribe({
      next: () => {
        if (settle()) subscription.unsubscribe();
      },
      error: () => {
        subscription.unsubscribe();
        resolve(false);
      },
    });
  });
}
