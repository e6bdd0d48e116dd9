import { TAKE_EARLY_CLICKS } from '../../domain/early-clicks.ts';

type EarlyClicksScope = { [TAKE_EARLY_CLICKS]?: () => Element[] };

/**
 * Stops the page's loader from holding clicks and answers the ones it held (ADR 171): none on a page served without
 * the loader. Called right before the app takes the page over; from then on the app (React) answers clicks.
 */
export function takeEarlyClicks(scope: object = globalThis): Element[] {
  const take = (scope as EarlyClicksScope)[TAKE_EARLY_CLICKS];
  return typeof take === 'function' ? take() : [];
}

/**
 * Clicks again, in order, each held target still in the page (the server's markup the app hydrated is), and empties
 * `targets`: a second call clicks nothing.
 */
export function replayClicks(targets: Element[]): void {
  for (const target of targets.splice(0)) if (target.isConnected && 'click' in target) (target as HTMLElement).click();
}
