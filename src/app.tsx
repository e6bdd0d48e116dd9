import { Suspense, useEffect, useRef } from 'react';
import { selectTitle, selectView } from '../machines/onboarding/index.ts';
import { Spinner } from './components/spinner.tsx';
import { type OnboardingActor, OnboardingProvider, useOnboarding } from './flows/onboarding-context.tsx';
import { RouterBridge } from './flows/router-bridge.tsx';
import { viewFor } from './flows/view-map.ts';
import { BrandTheme } from './theme/brand-theme.tsx';
import { NotificationRegion } from './views/notification-region.tsx';

/** The active screen: the view of the machine's state, lazily loaded behind a spinner. */
function Screen() {
  const view = useOnboarding(selectView);
  const title = useOnboarding(selectTitle);
  const shown = useRef(view);
  const View = viewFor(view);

  useEffect(() => {
    document.title = title;
  }, [title]);

  // After a screen change, move focus to its heading so keyboard and screen-reader users start at the top.
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: false });
  }, [view]);

  return (
    <Suspense fallback={<Spinner />}>
      <View />
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
