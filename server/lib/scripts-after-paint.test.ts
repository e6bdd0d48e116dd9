import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { TAKE_EARLY_CLICKS } from '../../domain/early-clicks.ts';
import { APP_SCRIPTS_ID, type AppScripts, SCRIPTS_AFTER_PAINT, withScriptsAfterPaint } from './scripts-after-paint.ts';

// The head Vite writes for the app's entry and its static imports (the shape of dist/index.html).
const BUILT = `<!doctype html><html><head><title>app</title>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-r1.js">
    <link rel="modulepreload" crossorigin href="/assets/landing-l1.js">
  </head><body><div id="root"></div></body></html>`;

const islandOf = (html: string): AppScripts =>
  JSON.parse(html.match(new RegExp(`<script type="application/json" id="${APP_SCRIPTS_ID}">(.*?)</script>`))?.[1] ?? 'null');

describe('withScriptsAfterPaint (ADR 171)', () => {
  it("moves the entry and its preloads out of the head into the island the loader reads, after the page's markup", () => {
    const page = withScriptsAfterPaint(BUILT);
    expect(page).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(islandOf(page)).toEqual({
      entry: '/assets/index-e1.js',
      preload: ['/assets/react-r1.js', '/assets/landing-l1.js'],
      lowPreload: [],
    });
    expect(page.indexOf('<div id="root">')).toBeLessThan(page.indexOf(APP_SCRIPTS_ID));
    expect(page).toContain(`<script>${SCRIPTS_AFTER_PAINT}</script></body>`);
  });

  it("adds a route's urgent preloads at the browser's priority and the rest at low, each once", () => {
    const page = withScriptsAfterPaint(BUILT, {
      urgent: ['/assets/child-flows-c1.js', '/assets/react-r1.js'],
      later: ['/assets/address.view-v1.js', '/assets/child-flows-c1.js'],
    });
    expect(islandOf(page)).toEqual({
      entry: '/assets/index-e1.js',
      preload: ['/assets/react-r1.js', '/assets/landing-l1.js', '/assets/child-flows-c1.js'],
      lowPreload: ['/assets/address.view-v1.js'],
    });
  });

  it('leaves a page without the entry script as it is (not a build of the app)', () => {
    const plain = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
    expect(withScriptsAfterPaint(plain, { urgent: ['/assets/a.js'], later: [] })).toBe(plain);
  });
});

type Added = { tag: string; rel?: string; href?: string; src?: string; type?: string; fetchPriority?: string; crossOrigin?: string };

// Runs the loader in a page whose island names `scripts`: answers what it added to the head, and the page's clock
// (animation frames and timers to run by hand).
function loaderIn(visibility: 'visible' | 'hidden', scripts: AppScripts) {
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  const listeners = new Set<(event: unknown) => void>();
  const document = {
    addEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) =>
      type === 'click' && capture && listeners.add(listener),
    removeEventListener: (type: string, listener: (event: unknown) => void) => type === 'click' && listeners.delete(listener),
    visibilityState: visibility,
    getElementById: (id: string) => (id === APP_SCRIPTS_ID ? { textContent: JSON.stringify(scripts) } : null),
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: Added) => added.push({ ...element }) },
  };
  const window: Record<string, unknown> = {};
  const context = {
    window,
    document,
    JSON,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ at: ms, run }),
  };
  runInNewContext(SCRIPTS_AFTER_PAINT, context);
  return {
    added,
    // A click on an element whose closest button or link is `target` (null: none): answers whether it was held back.
    click: (target: string | null) => {
      let prevented = false;
      const event = { target: { closest: () => target }, preventDefault: () => (prevented = true) };
      for (const listener of listeners) listener(event);
      return prevented;
    },
    takeEarlyClicks: () => (window[TAKE_EARLY_CLICKS] as () => unknown[])(),
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

const SCRIPTS: AppScripts = { entry: '/assets/index-e1.js', preload: ['/assets/react-r1.js'], lowPreload: ['/assets/view-v1.js'] };

describe('the loader (ADR 171)', () => {
  it('holds clicks on buttons until the app takes them, then lets every click through', () => {
    const page = loaderIn('visible', SCRIPTS);
    expect(page.click('button Pessoa Física')).toBe(true);
    expect(page.click(null)).toBe(false);
    expect(page.click('button Já comecei meu cadastro')).toBe(true);
    expect(page.takeEarlyClicks()).toEqual(['button Pessoa Física', 'button Já comecei meu cadastro']);
    expect(page.click('button Pessoa Física')).toBe(false);
    expect(page.takeEarlyClicks()).toEqual([]);
  });

  it('requests nothing until the frame that paints the page has gone by, then the preloads and the entry, the low ones a task later', () => {
    const page = loaderIn('visible', SCRIPTS);
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: 'anonymous', href: '/assets/react-r1.js', fetchPriority: 'auto' },
      { tag: 'script', type: 'module', crossOrigin: 'anonymous', src: '/assets/index-e1.js' },
    ]);
    page.timersUpTo(0);
    expect(page.added.slice(2)).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: 'anonymous', href: '/assets/view-v1.js', fetchPriority: 'low' },
    ]);
  });

  it('loads at once in a hidden tab, which has no frames to wait for', () => {
    const page = loaderIn('hidden', SCRIPTS);
    expect(page.added.map((a) => a.src ?? a.href)).toEqual(['/assets/react-r1.js', '/assets/index-e1.js']);
  });

  it('loads after a second when no frame comes (a tab hidden while loading), and only once', () => {
    const page = loaderIn('visible', SCRIPTS);
    page.timersUpTo(999);
    expect(page.added).toEqual([]);
    page.timersUpTo(1000);
    page.frame();
    page.frame();
    page.timersUpTo(1000);
    expect(page.added.map((a) => a.src ?? a.href)).toEqual(['/assets/react-r1.js', '/assets/index-e1.js', '/assets/view-v1.js']);
  });
});
