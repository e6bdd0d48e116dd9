/**
 * The global through which the web app takes the clicks the page's loader held (ADR 171): a function that stops
 * holding and answers the buttons clicked before the app took the page over, oldest first.
 */
export const TAKE_EARLY_CLICKS = '__takeEarlyClicks';
