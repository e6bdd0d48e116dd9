import { Suspense, useEffect, useRef } from 'react';
import { selectTitle, selectView } from '../machines/onboarding/index.ts';
import { Spinner } from './components/spinner.tsx';
import { type OnboardingActor, OnboardingProvider, useOnboarding } from './flows/onboarding-context.tsx';
import { RouterBridge } from './flows/router-bridge.tsx';
import { VIEWS } from './flows/view-map.ts';
import { BrandTheme } from './theme/brand-theme.tsx';
import { NotificationRegion } from './views/notifications/notification-region.tsx';

/**
 * After a screen change, moves focus to the new screen's heading, so keyboard and screen-reader users start at the
 * top (and not on the page, when the control they used went away with the screen). Rendered after the screen inside
 * its Suspense boundary, so it runs once the screen's code has loaded and its heading is there.
 */
function FocusOnScreenChange({ view }: { view: string }) {
  const focused = useRef(view);
  useEffect(() => {
    if (focused.current === view) return;
    focused.current = view;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: false });
  }, [view]);
  return null;
}

/** The active screen: the view of the machine's state, lazily loaded behind a spinner. */
function Screen() {
  const view = useOnboarding(selectView);
  const title = useOnboarding(selectTitle);
  const View = VIEWS[view];

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <Suspense fallback={<Spinner />}>
      <View />
      <FocusOnScreenChange view={view} />
    </Suspense>
  );
}

/** The onboarding app for a started actor; the router (Browser or Memory) is the caller's. */
export function App({ actor }: { actor: OnboardingActor }) {
  return (
    <OnboardingProvider actor={actor}>
      <BrandTheme>
        <RouterBridge />
        <NotificationRegion />
        <Screen />
      </BrandTheme>
    </OnboardingProvider>
  );
}
