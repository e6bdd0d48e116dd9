import { Suspense, useEffect, useRef } from 'react';
import { selectNextStep, selectTitle, selectView } from '../machines/onboarding/index.ts';
import { Spinner } from './components/spinner.tsx';
import { type OnboardingActor, OnboardingProvider, useOnboarding } from './flows/onboarding-context.tsx';
import { RouterBridge } from './flows/router-bridge.tsx';
import { preloadView, VIEWS } from './flows/view-map.ts';
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

// A customer's first press, key or input on a step (autofill too): the step is being filled in.
const INTENT_EVENTS = ['pointerdown', 'keydown', 'input'] as const;

/**
 * Once the customer starts on a wizard step (a first press, key or input), the next step's view loads while they fill it
 * in (ADR 211): a submit then paints the next step without waiting for its chunk, and a visitor who only looks at a
 * step downloads nothing more.
 */
function PreloadNextStep() {
  const next = useOnboarding(selectNextStep);
  useEffect(() => {
    if (!next) return;
    const load = () => void preloadView(next).catch(() => undefined);
    for (const type of INTENT_EVENTS) document.addEventListener(type, load, { once: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, load);
    };
  }, [next]);
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
      <PreloadNextStep />
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
