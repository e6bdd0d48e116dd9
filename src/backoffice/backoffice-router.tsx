import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectLocation } from '../../machines/backoffice/index.ts';
import { useBackoffice, useBackofficeActor } from './backoffice-context.tsx';

const hrefOf = (location: { path?: string; pathname?: string; search: string }) =>
  `${location.path ?? location.pathname}${location.search}`;

/**
 * Keeps the URL a projection of the back office (DESIGN §4): the machine's location (path and the filters in the
 * query) is pushed to the history — replacing the URL the page opened at — and a URL reached with back/forward or
 * typed becomes `route.changed`. Renders nothing.
 */
export function BackofficeRouter() {
  const actor = useBackofficeActor();
  const target = useBackoffice(selectLocation);
  const navigate = useNavigate();
  const location = useLocation();
  const seen = useRef({ href: hrefOf(location), target: null as string | null, answering: false });

  useLayoutEffect(() => {
    const href = hrefOf(location);
    const wanted = target ? hrefOf(target) : null;
    const previous = seen.current;
    seen.current = { href, target: wanted, answering: false };
    if (wanted === null || wanted === href) return;
    // The user moved (back/forward, a typed URL): the machine decides what that URL shows.
    if (href !== previous.href && wanted === previous.target) {
      seen.current.answering = true;
      actor.send({ type: 'route.changed', path: location.pathname, search: location.search });
      return;
    }
    // The machine moved: its first location, or its answer to a URL, corrects the URL; other moves are new entries.
    navigate(wanted, { replace: previous.target === null || previous.answering });
  }, [actor, target, location, navigate]);

  return null;
}
