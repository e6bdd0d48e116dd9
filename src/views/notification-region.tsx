import { lazy, Suspense, useState } from 'react';
import { type OnboardingSnapshot, selectView, type ViewKey } from '../../machines/onboarding/index.ts';
import { useOnboarding } from '../flows/onboarding-context.tsx';

const NotificationBanner = lazy(() =>
  import('./notification-region.banner.tsx').then((module) => ({ default: module.NotificationBanner })),
);

// Screens that never carry a notification of their own; on them only a notice (an expired session) has one.
const QUIET_VIEWS: ReadonlySet<ViewKey> = new Set<ViewKey>(['loading', 'landing', 'partnerNotFound', 'pageNotFound']);

/**
 * Whether the screen shown may have a notification (`selectNotification`): a notice, or a screen other than the
 * quiet ones (the sign-up form, the wizard, the child flows' screens).
 */
export function mayNotify(snapshot: OnboardingSnapshot): boolean {
  return snapshot.context.notice !== null || !QUIET_VIEWS.has(selectView(snapshot));
}

// The banner as it renders with nothing to say: its polite live region, in the document from the first paint.
const silent = (
  <div>
    <div aria-live="polite" aria-atomic="true" />
  </div>
);

/**
 * The app's notification (ADR 141), rendered once by the shell above every screen. The banner's code (and the
 * selectors that read every flow's failures) loads once a screen may have one; until then, and while it loads, the
 * empty polite region stands in for it (ADR 167). Once loaded it stays, so its live region is never replaced.
 */
export function NotificationRegion() {
  const needed = useOnboarding(mayNotify);
  const [used, setUsed] = useState(needed);
  if (needed && !used) setUsed(true);
  return used ? (
    <Suspense fallback={silent}>
      <NotificationBanner />
    </Suspense>
  ) : (
    silent
  );
}
