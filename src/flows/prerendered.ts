import { waitFor } from 'xstate';
import { selectView } from '../../machines/onboarding/index.ts';
import type { OnboardingActor } from './onboarding-context.tsx';

/** The attribute set on `#root` when it holds a screen the server rendered: its value names the view (ADR 170, 178). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Whether `container` holds a screen the server rendered, once the journey has left `loading` (the partner comes
 * with the page; a stored session reads its file first): the app then paints its own render over it, and the
 * visitor never sees the spinner in between.
 */
export async function awaitPrerenderedScreen(actor: OnboardingActor, container: Element): Promise<boolean> {
  if (!container.hasAttribute(PRERENDERED_ATTRIBUTE)) return false;
  await waitFor(actor, (snapshot) => selectView(snapshot) !== 'loading').catch(() => undefined);
  return true;
}
