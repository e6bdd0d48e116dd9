import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PersonType } from '../../../domain/constants.ts';
import type { PartnerIsland } from '../../../domain/partner-island.ts';
import { STEP_CHOOSER_SCRIPT, STEP_TEMPLATE_ATTRIBUTE } from './step-chooser.ts';

/** A wizard step rendered for one person type (src/ssr/step.tsx): its place in that type's order, screen and markup. */
export type StepRender = { personType: PersonType; stepIndex: number; view: string; markup: string };

/** The build folder's subfolder of build metadata (the manifest, the renderers), for the server only: never served. */
export const BUILD_META_DIR = '.vite';

/** What the build's renderer module exports (src/ssr/prerender.ts). */
type RendererModule = {
  renderLanding?: (island: PartnerIsland, search: string) => Promise<string | undefined>;
  renderSignup?: (island: PartnerIsland, search: string) => Promise<string | undefined>;
  renderStep?: (island: PartnerIsland, pathname: string, personType: PersonType) => Promise<StepRender | undefined>;
};

/**
 * The server's renders of a partner's pages, memoised: the landing and the sign-up form (for the query's account
 * type, channel and advisor), and a wizard step once per person type.
 */
export type Prerenderer = {
  landing: (island: PartnerIsland, search: string) => Promise<string | undefined>;
  signup: (island: PartnerIsland, search: string) => Promise<string | undefined>;
  step: (island: PartnerIsland, pathname: string) => Promise<StepRender[]>;
};

/** Where the build puts the renderers (vite.ssr.config.ts): inside the never-served build metadata folder. */
export const PRERENDERER = join(BUILD_META_DIR, 'ssr', 'prerender.js');

// Partners change rarely and these pages are the same for every visitor of one: rendered once per partner, host and page.
const CACHE_LIMIT = 128;

// Only the wizard's routes can be steps (spec §2): other paths are not rendered, nor cached.
const STEP_PATH = /^\/cadastrar\/[a-z-]+$/;
const PERSON_TYPES: readonly PersonType[] = ['F', 'J'];

// The query parameters the visitor's pages read (account type, channel, advisor): the rest never reach a render, so
// the cache holds one render per meaningful link.
const VISITOR_PARAMS = ['tipo', 'canal', 'assessor'];
const visitorSearch = (search: string) => {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of VISITOR_PARAMS) {
    const value = given.get(name);
    if (value !== null && /^[a-z0-9]{1,12}$/.test(value)) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
};

// The boot markup of index.html that a prerendered page replaces (src/main.tsx paints over it).
const BOOT = /<div id="root">\s*<!--boot-->[\s\S]*?<!--\/boot-->\s*<\/div>/;
// React writes resource hints (an image's preload) ahead of the markup; they belong in the head, not in #root.
const LEADING_HINTS = /^(?:<link\b[^>]*>)+/;

// A cache of renders by key, oldest dropped first; a failed render is not kept, so the next request tries again.
function memo<T>() {
  const cache = new Map<string, Promise<T>>();
  return (key: string, render: () => Promise<T>): Promise<T> => {
    let value = cache.get(key);
    if (!value) {
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      value = render();
      cache.set(key, value);
      value.catch(() => cache.delete(key));
    }
    return value;
  };
}

// The partner's style reaches the page as the text of <style> elements: one that could close its element is not
// written into HTML (the browser's own render inserts it as CSS rules, where it cannot).
const writable = (island: PartnerIsland) => !JSON.stringify(island.partner.style).includes('<');

/**
 * The renderers of the build in `staticDir` (ADR 170, 178), memoised per partner, host and page, or undefined when
 * the build has none (built without them, or before the first build).
 */
export async function loadPrerenderer(staticDir: string): Promise<Prerenderer | undefined> {
  const file = join(staticDir, PRERENDERER);
  if (!existsSync(file)) return undefined;
  const { renderLanding, renderSignup, renderStep } = (await import(pathToFileURL(file).href)) as RendererModule;
  if (typeof renderLanding !== 'function' || typeof renderSignup !== 'function' || typeof renderStep !== 'function') return undefined;
  const visitorPages = memo<string | undefined>();
  const steps = memo<StepRender[]>();
  return {
    landing: async (island, search) => {
      const query = visitorSearch(search);
      return writable(island) ? visitorPages(JSON.stringify(['/', island, query]), () => renderLanding(island, query)) : undefined;
    },
    signup: async (island, search) => {
      const query = visitorSearch(search);
      return writable(island) ? visitorPages(JSON.stringify(['signup', island, query]), () => renderSignup(island, query)) : undefined;
    },
    step: async (island, pathname) => {
      if (!writable(island) || !STEP_PATH.test(pathname)) return [];
      return steps(JSON.stringify([island, pathname]), async () => {
        const renders = await Promise.all(PERSON_TYPES.map((type) => renderStep(island, pathname, type)));
        return renders.filter((render): render is StepRender => render !== undefined);
      });
    },
  };
}

/** index.html with a screen's markup (the landing, the sign-up form) in place of the boot spinner, `#root` marked with its view. */
export function withScreen(html: string, markup: string | undefined, view: string): string {
  if (markup === undefined || !BOOT.test(html) || !html.includes('</head>')) return html;
  const hints = markup.match(LEADING_HINTS)?.[0] ?? '';
  const body = markup.slice(hints.length);
  // Function replacements: `$` in a partner's text or CSS must not be read as a replacement pattern.
  return html.replace(BOOT, () => `<div id="root" data-prerendered="${view}">${body}</div>`).replace('</head>', () => `${hints}</head>`);
}

/**
 * index.html with a wizard step's renders after `#root`, one `<template>` per person type, and the script that puts
 * the one of the tab's session in place of the boot spinner (ADR 170). The boot spinner stays for every other tab.
 */
export function withStep(html: string, renders: StepRender[]): string {
  if (renders.length === 0 || !BOOT.test(html)) return html;
  const templates = renders
    .map(
      (r) =>
        `<template ${STEP_TEMPLATE_ATTRIBUTE}="${r.personType}" data-step-index="${r.stepIndex}" data-view="${r.view}">${r.markup.replace(LEADING_HINTS, '')}</template>`,
    )
    .join('');
  return html.replace(BOOT, (root) => `${root}${templates}<script>${STEP_CHOOSER_SCRIPT}</script>`);
}
