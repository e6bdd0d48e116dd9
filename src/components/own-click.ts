import type { MouseEvent } from 'react';

// A click the browser should handle itself: another button, a modifier (new tab/window), another target.
/** A plain left click on a link of this tab, which the app may answer instead of loading the page. */
export const isOwnClick = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
  (!event.currentTarget.target || event.currentTarget.target === '_self');
