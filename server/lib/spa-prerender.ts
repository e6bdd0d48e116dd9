import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PartnerIsland } from '../../domain/partner-island.ts';
import { BUILD_META_DIR } from './spa-preload.ts';

/** Renders the landing's `#root` markup for a partner, or answers undefined when the journey opens elsewhere. */
export type RenderLanding = (island: PartnerIsland) => Promise<string | undefined>;

/** Where the build puts the landing renderer (vite.ssr.config.ts): inside the never-served build metadata folder. */
export const LANDING_RENDERER = join(BUILD_META_DIR, 'ssr', 'landing.js');

// Partners change rarely and a landing is the same for every visitor of one: rendered once per partner and host.
const CACHE_LIMIT = 64;

// The boot markup of index.html that a prerendered landing replaces (src/main.tsx hydrates it).
const BOOT = /<div id="root">\s*<!--boot-->[\s\S]*?<!--\/boot-->\s*<\/div>/;
// React writes resource hints (an image's preload) ahead of the markup; they belong in the head, not in #root.
const LEADING_HINTS = /^(?:<link\b[^>]*>)+/;

/**
 * The landing renderer of the build in `staticDir`, memoised per partner and host (ADR 168), or undefined when the
 * build has none (built without it, or before the first build).
 */
export async function loadLandingRenderer(staticDir: string): Promise<RenderLanding | undefined> {
  const file = join(staticDir, LANDING_RENDERER);
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderLanding?: RenderLanding };
  const render = module.renderLanding;
  if (typeof render !== 'function') return undefined;
  const cache = new Map<string, Promise<string | undefined>>();
  return (island) => {
    // The partner's style reaches the page as the text of <style> elements: one that could close its element is
    // not written into HTML (the browser's own render inserts it as CSS rules, where it cannot).
    if (JSON.stringify(island.partner.style).includes('<')) return Promise.resolve(undefined);
    const key = JSON.stringify(island);
    let markup = cache.get(key);
    if (!markup) {
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      markup = render(island);
      cache.set(key, markup);
      // A failed render is not kept: the next request tries again.
      markup.catch(() => cache.delete(key));
    }
    return markup;
  };
}

/** index.html with the landing's markup in place of the boot spinner, `#root` marked for hydration. */
export function withLanding(html: string, markup: string | undefined): string {
  if (markup === undefined || !BOOT.test(html) || !html.includes('</head>')) return html;
  const hints = markup.match(LEADING_HINTS)?.[0] ?? '';
  const body = markup.slice(hints.length);
  // Function replacements: `$` in a partner's text or CSS must not be read as a replacement pattern.
  return html.replace(BOOT, () => `<div id="root" data-prerendered="landing">${body}</div>`).replace('</head>', () => `${hints}</head>`);
}
