import { waitFor } from 'xstate';
import { selectView, VIEW_KEYS, type ViewKey } from '../../machines/onboarding/index.ts';
import type { OnboardingActor } from './onboarding-context.tsx';
import { preloadView } from './view-map.ts';

/** The attribute set on `#root` when it holds a screen the server rendered: its value names the view (ADR 170, 178). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

const isViewKey = (value: string | null): value is ViewKey => (VIEW_KEYS as readonly (string | null)[]).includes(value);

/**
 * Whether `container` holds a screen the server rendered, once the journey has left `loading` (the partner comes
 * with the page; a stored session reads its file first) and the view of its screen has loaded: the app then paints
 * its own render over it, and the visitor never sees the spinner in between (ADR 211). The view the server names
 * starts loading at once, beside the journey's start.
 */
export async function awaitPrerenderedScreen(actor: OnboardingActor, container: Element): Promise<boolean> {
  if (!container.hasAttribute(PRERENDERED_ATTRIBUTE)) return false;
  const named = container.getAttribute(PRERENDERED_ATTRIBUTE);
  if (isViewKey(named)) void preloadView(named).catch(() => undefined);
  const settled = await waitFor(actor, (snapshot) => selectView(snapshot) !== 'loading').catch(() => actor.getSnapshot());
  // A failed load is the app's to show: its Suspense boundary tries again when it renders the screen.
  await preloadView(selectView(settled)).catch(() => undefined);
  return true;
}
