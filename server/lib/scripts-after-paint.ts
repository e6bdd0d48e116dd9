import { createHash } from 'node:crypto';
import { TAKE_EARLY_CLICKS } from '../../domain/early-clicks.ts';

/** The id of the page's JSON island naming the app's scripts, which the page requests after its first frame (ADR 171). */
export const APP_SCRIPTS_ID = 'app-scripts';

/** The app's scripts as the island names them: the entry, and module preloads at the browser's priority and at low. */
export type AppScripts = { entry: string; preload: string[]; lowPreload: string[] };

/** A route's own module preloads (ADR 165): those its first screen waits for, and the rest, fetched at low priority. */
export type RoutePreloads = { urgent: string[]; later: string[] };

/**
 * The page's loader (ADR 171): after the first frame (two animation frames, so the frame that paints the HTML has
 * gone by), it adds the island's module preloads and the entry script to the head, and the low-priority preloads in
 * the next task (each request costs the main thread about a millisecond on a slow phone). A tab already hidden has
 * no frames to wait for and loads at once; a tab hidden before its first frame loads after a second at the latest.
 * Until the app takes the page over, it holds the clicks on the server markup's buttons, which do nothing without the
 * app, and the app clicks them again once that markup is its own (`TAKE_EARLY_CLICKS`). A link goes where it points.
 */
export const SCRIPTS_AFTER_PAINT = `(function () {
  var scripts = JSON.parse(document.getElementById(${JSON.stringify(APP_SCRIPTS_ID)}).textContent);
  var loaded = false;
  var held = [];
  function hold(event) {
    var target = event.target && event.target.closest ? event.target.closest('button') : null;
    if (!target) return;
    event.preventDefault();
    held.push(target);
  }
  document.addEventListener('click', hold, true);
  window[${JSON.stringify(TAKE_EARLY_CLICKS)}] = function () {
    document.removeEventListener('click', hold, true);
    return held.splice(0);
  };
  function append(tag, props) {
    var element = document.createElement(tag);
    for (var name in props) element[name] = props[name];
    document.head.appendChild(element);
  }
  function preload(hrefs, priority) {
    hrefs.forEach(function (href) {
      append('link', { rel: 'modulepreload', crossOrigin: 'anonymous', href: href, fetchPriority: priority });
    });
  }
  function load() {
    if (loaded) return;
    loaded = true;
    preload(scripts.preload, 'auto');
    append('script', { type: 'module', crossOrigin: 'anonymous', src: scripts.entry });
    setTimeout(function () { preload(scripts.lowPreload, 'low'); }, 0);
  }
  if (document.visibilityState === 'hidden') return load();
  requestAnimationFrame(function () { requestAnimationFrame(load); });
  setTimeout(load, 1000);
})();`;

/** The CSP source allowing an inline script, by the SHA-256 of its text. */
export const cspHashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The loader's CSP source. */
export const SCRIPTS_AFTER_PAINT_CSP_SOURCE = cspHashSource(SCRIPTS_AFTER_PAINT);

// The tags Vite writes into the built index.html's head for the entry and its static imports.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

// JSON inside <script> must not close the element: `<` is written as \u003c, which JSON.parse reads back unchanged.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * index.html with its app scripts requested after the first paint (ADR 171): the entry script and module preloads
 * of the head, and the route's own preloads, become a JSON island the loader reads at the end of the body. A page
 * without the entry script (not a build of the app) is returned as it is.
 */
export function withScriptsAfterPaint(html: string, route?: RoutePreloads): string {
  const entry = html.match(ENTRY_SCRIPT)?.[1];
  if (entry === undefined || !html.includes('</body>')) return html;
  const own = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const preload = [...new Set([...own, ...(route?.urgent ?? [])])];
  const scripts: AppScripts = { entry, preload, lowPreload: (route?.later ?? []).filter((href) => !preload.includes(href)) };
  const loader = `<script type="application/json" id="${APP_SCRIPTS_ID}">${scriptJson(scripts)}</script><script>${SCRIPTS_AFTER_PAINT}</script>`;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `${loader}</body>`);
}
