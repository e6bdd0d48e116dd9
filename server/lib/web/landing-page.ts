import { createHash } from 'node:crypto';

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

// The tags Vite writes into the built index.html's head for the entry and its static imports.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

// JSON inside <script> must not close the element: `<` is written as \u003c, which JSON.parse reads back unchanged.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * index.html as the landing's page (ADR 178): without the journey's scripts, which become the island the prefetch
 * script reads. A page without the entry script (not a build of the app) is returned as it is.
 */
export function withoutJourneyScripts(html: string): string {
  const entry = html.match(ENTRY_SCRIPT)?.[1];
  if (entry === undefined || !html.includes('</body>')) return html;
  const scripts = [entry, ...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1])];
  const prefetch = `<script type="application/json" id="${JOURNEY_SCRIPTS_ID}">${scriptJson(scripts)}</script><script>${JOURNEY_PREFETCH_SCRIPT}</script>`;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `${prefetch}</body>`);
}
