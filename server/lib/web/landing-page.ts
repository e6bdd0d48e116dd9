import { createHash } from 'node:crypto';
import { BRAND_FONTS_ID } from '../../../domain/brand-fonts.ts';

/** The CSP source allowing an inline script, by the SHA-256 of its text. */
export const cspHashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The id of the landing's JSON island naming the journey's scripts, fetched at the visitor's first sign of intent. */
export const JOURNEY_SCRIPTS_ID = 'journey-scripts';

/**
 * The landing's only script (ADR 178): at the visitor's first sign of intent (a pointer over or on the page's links, a
 * touch, a focus), it adds module preloads for the journey's scripts, so the sign-up page the link opens runs them
 * from the cache. Nothing else: the links work without it, and without any script.
 */
export const JOURNEY_PREFETCH_SCRIPT = `(function () {
  var island = document.getElementById(${JSON.stringify(JOURNEY_SCRIPTS_ID)});
  var intents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'];
  function fetchJourney(event) {
    if (!event.target || !event.target.closest || !event.target.closest('a[href]')) return;
    intents.forEach(function (type) { document.removeEventListener(type, fetchJourney, true); });
    JSON.parse(island.textContent).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.appendChild(link);
    });
  }
  intents.forEach(function (type) { document.addEventListener(type, fetchJourney, { capture: true, passive: true }); });
})();`;

/** The prefetch script's CSP source. */
export const JOURNEY_PREFETCH_CSP_SOURCE = cspHashSource(JOURNEY_PREFETCH_SCRIPT);

/**
 * The landing's font loader (issue 34): once the browser reports the page's first contentful paint (the paint entry
 * comes after the frame is shown), it adds the faces the brand-fonts island names, with `font-display: swap`. The first
 * paint uses the fallback and waits for no font file; the text takes the brand's font when the file arrives. Two
 * animation frames were not enough: Chromium ran them before presenting the first frame, so the font request came
 * before the LCP and Lighthouse's simulation counted it in (LCP 0.75 → 1.22 s). A browser without paint entries
 * loads the font at the load event.
 */
export const BRAND_FONT_SCRIPT = `(function () {
  function load() {
    JSON.parse(document.getElementById(${JSON.stringify(BRAND_FONTS_ID)}).textContent).forEach(function (face) {
      var font = new FontFace(face.family, 'url(' + face.url + ')', { weight: '100 900', display: 'swap', unicodeRange: face.range });
      document.fonts.add(font);
      font.load();
    });
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') < 0) return addEventListener('load', load);
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(load);
  }).observe({ type: 'paint', buffered: true });
})();`;

/** The font loader's CSP source. */
export const BRAND_FONT_CSP_SOURCE = cspHashSource(BRAND_FONT_SCRIPT);

// The tags Vite writes into the built index.html's head for the entry and its static imports.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

// JSON inside <script> must not close the element: `<` is written as \u003c, which JSON.parse reads back unchanged.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * index.html as the landing's page (ADR 178): without the journey's scripts, which become the island the prefetch
 * script reads, and with the font loader when the page names brand fonts. A page without the entry script (not a
 * build of the app) is returned as it is.
 */
export function withoutJourneyScripts(html: string): string {
  const entry = html.match(ENTRY_SCRIPT)?.[1];
  if (entry === undefined || !html.includes('</body>')) return html;
  const scripts = [entry, ...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1])];
  const fonts = html.includes(`id="${BRAND_FONTS_ID}"`) ? `<script>${BRAND_FONT_SCRIPT}</script>` : '';
  const prefetch = `<script type="application/json" id="${JOURNEY_SCRIPTS_ID}">${scriptJson(scripts)}</script><script>${JOURNEY_PREFETCH_SCRIPT}</script>${fonts}`;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `${prefetch}</body>`);
}
