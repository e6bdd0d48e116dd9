import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { APP_SCRIPTS_ID, type AppScripts, SCRIPTS_AFTER_PAINT, withScriptsAfterPaint } from './scripts-after-paint.ts';

// The head Vite writes for the app's entry and its static imports (the shape of dist/index.html).
const BUILT = `<!doctype html><html><head><title>app</title>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-r1.js">
    <link rel="modulepreload" crossorigin href="/assets/state-s1.js">
  </head><body><div id="root"></div></body></html>`;

const islandOf = (html: string): AppScripts =>
  JSON.parse(html.match(new RegExp(`<script type="application/json" id="${APP_SCRIPTS_ID}">(.*?)</script>`))?.[1] ?? 'null');

describe('withScriptsAfterPaint (ADR 181)', () => {
  it("moves the entry and its preloads out of the head into the island the loader reads, after the page's markup", () => {
    const page = withScriptsAfterPaint(BUILT);
    expect(page).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(islandOf(page)).toEqual({ entry: '/assets/index-e1.js', preload: ['/assets/react-r1.js', '/assets/state-s1.js'] });
    expect(page.indexOf('<div id="root">')).toBeLessThan(page.indexOf(APP_SCRIPTS_ID));
    expect(page).toContain(`<script>${SCRIPTS_AFTER_PAINT}</script></body>`);
  });

  it('leaves a page without the entry script as it is (not a build of the app)', () => {
    const plain = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
    expect(withScriptsAfterPaint(plain)).toBe(plain);
  });
});

type Added = { tag: string; rel?: string; href?: string; src?: string; type?: string; crossOrigin?: string };

// Runs the loader in a page whose island names `scripts`: answers what it added to the head, and the page's clock
// (animation frames and timers to run by hand).
function loaderIn(visibility: 'visible' | 'hidden', scripts: AppScripts) {
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  const document = {
    visibilityState: visibility,
    getElementById: (id: string) => (id === APP_SCRIPTS_ID ? { textContent: JSON.stringify(scripts) } : null),
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: Added) => added.push({ ...element }) },
  };
  const context = {
    document,
    JSON,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ at: ms, run }),
  };
  runInNewContext(SCRIPTS_AFTER_PAINT, context);
  return {
    added,
    frame: () => {
      for (const run of frames.splice(0)) run();
    },
    timersUpTo: (ms: number) => {
      for (const timer of timers.filter((t) => t.at <= ms)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

const SCRIPTS: AppScripts = { entry: '/assets/index-e1.js', preload: ['/assets/react-r1.js'] };
const requested = (added: Added[]) => added.map((a) => a.src ?? a.href);

describe('the loader (ADR 181)', () => {
  it('requests nothing until the frame that paints the page has gone by, then the preloads and the entry', () => {
    const page = loaderIn('visible', SCRIPTS);
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: 'anonymous', href: '/assets/react-r1.js' },
      { tag: 'script', type: 'module', crossOrigin: 'anonymous', src: '/assets/index-e1.js' },
    ]);
  });

  it('loads at once in a hidden tab, which has no frames to wait for', () => {
    expect(requested(loaderIn('hidden', SCRIPTS).added)).toEqual(['/assets/react-r1.js', '/assets/index-e1.js']);
  });

  it('loads after a second when no frame comes (a tab hidden while loading), and only once', () => {
    const page = loaderIn('visible', SCRIPTS);
    page.timersUpTo(999);
    expect(page.added).toEqual([]);
    page.timersUpTo(1000);
    page.frame();
    page.frame();
    expect(requested(page.added)).toEqual(['/assets/react-r1.js', '/assets/index-e1.js']);
  });
});
