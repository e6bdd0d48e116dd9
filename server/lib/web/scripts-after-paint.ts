import { cspHashSource } from './landing-page.ts';

/** The id of the page's JSON island naming the journey's scripts, which the page requests after its first frame. */
export const APP_SCRIPTS_ID = 'app-scripts';

/** The journey's scripts as the island names them: the entry and its module preloads. */
export type AppScripts = { entry: string; preload: string[] };

/**
 * The loader of a journey page (ADR 181): after the first frame (two animation frames, so the frame that paints the
 * server's HTML has gone by) it adds the island's module preloads and the entry script to the head. A tab already
 * hidden has no frames to wait for and loads at once; a tab hidden before its first frame loads after a second at
 * the latest. The page's own markup (a prerendered step, the sign-up form) never waits for the scripts.
 */
export const SCRIPTS_AFTER_PAINT = `(function () {
  var scripts = JSON.parse(document.getElementById(${JSON.stringify(APP_SCRIPTS_ID)}).textContent);
  var loaded = false;
  function append(tag, props) {
    var element = document.createElement(tag);
    for (var name in props) element[name] = props[name];
    document.head.appendChild(element);
  }
  function load() {
    if (loaded) return;
    loaded = true;
    scripts.preload.forEach(function (href) {
      append('link', { rel: 'modulepreload', crossOrigin: 'anonymous', href: href });
    });
    append('script', { type: 'module', crossOrigin: 'anonymous', src: scripts.entry });
  }
  if (document.visibilityState === 'hidden') return load();
  requestAnimationFrame(function () { requestAnimationFrame(load); });
  setTimeout(load, 1000);
})();`;

/** The loader's CSP source. */
export const SCRIPTS_AFTER_PAINT_CSP_SOURCE = cspHashSource(SCRIPTS_AFTER_PAINT);

// The tags Vite writes into the built index.html's head for the entry and its static imports.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

// JSON inside <script> must not close the element: `<` is written as \u003c, which JSON.parse reads back unchanged.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * index.html with the journey's scripts requested after the first paint: the entry script and the module preloads of
 * the head become a JSON island the loader reads at the end of the body. A page without the entry script (not a
 * build of the app) is returned as it is.
 */
export function withScriptsAfterPaint(html: string): string {
  const entry = html.match(ENTRY_SCRIPT)?.[1];
  if (entry === undefined || !html.includes('</body>')) return html;
  const scripts: AppScripts = { entry, preload: [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]) };
  const loader = `<script type="application/json" id="${APP_SCRIPTS_ID}">${scriptJson(scripts)}</script><script>${SCRIPTS_AFTER_PAINT}</script>`;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `${loader}</body>`);
}
