import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectPath } from '../../machines/onboarding/index.ts';
import { useOnboarding, useOnboardingActor } from './onboarding-context.tsx';

/**
 * Keeps the URL a projection of the machine (DESIGN §4): a new machine path is pushed to the history (replaced
 * when it corrects the URL the user asked for), and a URL the user typed or reached with back/forward becomes
 * `route.changed`. Renders nothing.
 */
export function RouterBridge() {
  const actor = useOnboardingActor();
  const path = useOnboarding(selectPath);
  const location = useLocation();
  const navigate = useNavigate();
  // The URL opened the app: the machine's first path corrects it rather than adding a history entry.
  const seen = useRef<{ pathname: string; path: string | null; settled: boolean }>({
    pathname: location.pathname,
    path: null,
    settled: false,
  });

  useEffect(() => {
    const previous = seen.current;
    const locationChanged = location.pathname !== previous.pathname;
    const pathChanged = path !== previous.path;
    seen.current = { pathname: location.pathname, path, settled: previous.settled || path !== null };

    if (locationChanged && !pathChanged && location.pathname !== path) {
      actor.send({ type: 'route.changed', path: location.pathname });
      const decided = selectPath(actor.getSnapshot());
      if (decided !== null && decided !== location.pathname) navigate(decided, { replace: true });
      return;
    }
    if (pathChanged && path !== null && path !== location.pathname) {
      navigate(path, { replace: !previous.settled || locationChanged });
    }
  }, [actor, path, location.pathname, navigate]);

  return null;
}
