import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type OnboardingSnapshot, selectPath, selectSearch, selectWizard } from '../../machines/onboarding/index.ts';
import { useOnboarding, useOnboardingActor } from './onboarding-context.tsx';

/**
 * Keeps the URL a projection of the machine (DESIGN §4, ADR 179): a new machine path is pushed to the history
 * (replaced when it corrects the URL the user asked for), and a URL the user typed or reached with back/forward
 * becomes `route.changed` — also the URL already shown, when the user goes to it again (a link to the current page:
 * our own navigations always change the path). A URL of a later wizard step the customer may open (browser Forward
 * after Back) is the stepper's move to it, `step.set`: the machine's routing takes only steps up to the current one.
 * Renders nothing.
 */
export function RouterBridge() {
  const actor = useOnboardingActor();
  const path = useOnboarding(selectPath);
  const navigate = useNavigate();
  const location = useLocation();
  // The URL opened the app: the machine's first path corrects it rather than adding a history entry.
  const seen = useRef<{ pathname: string; key: string; path: string | null; settled: boolean }>({
    pathname: location.pathname,
    key: location.key,
    path: null,
    settled: false,
  });

  // Before paint: the router's location then updates in the same frame as the screen (a layout effect's update is
  // synchronous), so the URL never lags the step shown.
  useLayoutEffect(() => {
    const previous = seen.current;
    const locationChanged = location.pathname !== previous.pathname;
    const revisited = !locationChanged && location.key !== previous.key;
    const pathChanged = path !== previous.path;
    seen.current = { pathname: location.pathname, key: location.key, path, settled: previous.settled || path !== null };

    if (!pathChanged && ((locationChanged && location.pathname !== path) || revisited)) {
      const later = laterReachableStep(actor.getSnapshot(), location.pathname);
      actor.send(later === null ? { type: 'route.changed', path: location.pathname } : { type: 'step.set', index: later });
      const decided = selectPath(actor.getSnapshot());
      if (decided !== null && decided !== location.pathname) {
        navigate(decided + selectSearch(actor.getSnapshot()), { replace: true });
      }
      return;
    }
    if (pathChanged && path !== null && path !== location.pathname) {
      // The sign-up link's `?assessor=` goes along while its screens show, so a reload keeps it (ADR 140).
      const to = path + selectSearch(actor.getSnapshot());
      navigate(to, { replace: !previous.settled || locationChanged });
    }
  }, [actor, path, location.pathname, location.key, navigate]);

  return null;
}

/** The index of a wizard step after the current one that `pathname` names and the customer may open, else null. */
function laterReachableStep(snapshot: OnboardingSnapshot, pathname: string): number | null {
  const wizard = selectWizard(snapshot);
  const index = wizard ? wizard.steps.findIndex((step) => step.path === pathname) : -1;
  return wizard && index > wizard.stepIndex && wizard.steps[index].reachable ? index : null;
}
