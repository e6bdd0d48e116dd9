import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { Partner } from '../../domain/partner.ts';
import { PARTNER_ISLAND_ID, type PartnerIsland } from '../../domain/partner-island.ts';
import { apiNotFound } from '../middleware/errors.ts';
import type { AppEnv } from './context.ts';
import { BUILD_META_DIR, readPreloadTags, withPreloads } from './spa-preload.ts';
import { loadLandingRenderer, type RenderLanding, withLanding } from './spa-prerender.ts';

const MISSING_BUILD_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body style="font:16px system-ui,sans-serif;margin:3rem"><h1>The web app is not built</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first), then reload. The API is up under <code>/api</code>.</p></body></html>`;

// Served at /fluxos when the flow viewer is switched off (FLOWS_VIEWER=false, the production default).
const FLOWS_OFF_PAGE = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Página não encontrada</title></head>
<body style="font:16px system-ui,sans-serif;margin:3rem"><h1>Página não encontrada</h1>
<p>O endereço acessado não existe. <a href="/">Voltar ao início</a></p></body></html>`;

/** What the SPA serves besides the app itself. */
export type SpaOptions = {
  /** Whether /fluxos opens the analysts' flow viewer (else a 404 page). */
  flowsViewer: boolean;
  /**
   * The partner (brand) of a request's Host header, written into index.html as a JSON data island so the first
   * paint is the partner's landing without waiting for POST /api/partner/url (ADR 151). Unknown host: undefined.
   */
  partnerFor?: (host: string) => Promise<Partner | undefined>;
};

// JSON inside <script> must not close the element or open a comment: `<`, `>`, `&` and the JS line separators
// are written as \u escapes, which JSON.parse reads back unchanged.
const islandJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** index.html with the host's partner as a JSON island before `</head>` (as it is when there is none). */
export function withPartnerIsland(html: string, host: string, partner: Partner | undefined): string {
  if (partner === undefined || !html.includes('</head>')) return html;
  const content: PartnerIsland = { host, partner };
  const island = `<script type="application/json" id="${PARTNER_ISLAND_ID}">${islandJson(content)}</script>`;
  // A function replacement: `$` sequences in the partner's CSS must not be read as replacement patterns.
  return html.replace('</head>', () => `${island}</head>`);
}

// The partner of the request's host; a failed lookup only costs the island (the app then asks the API).
async function lookUpPartner(
  c: Context<AppEnv>,
  partnerFor: SpaOptions['partnerFor'],
): Promise<{ host: string; partner: Partner | undefined }> {
  const host = c.req.header('host') ?? '';
  if (!partnerFor || !host) return { host, partner: undefined };
  try {
    return { host, partner: await partnerFor(host) };
  } catch (error) {
    c.var.logger?.warn({ err: error }, 'partner lookup for index.html failed');
    return { host, partner: undefined };
  }
}

/**
 * Serves the built SPA from `staticDir`: hashed assets with a year-long immutable cache, other files as they are,
 * and index.html for any other GET outside /api (client-side routes). A missing build answers a 500 page saying so.
 * /fluxos (the flow viewer, a client-side route) answers a 404 page unless `flowsViewer` is on.
 */
export function mountSpa(app: Hono<AppEnv>, staticDir: string, options: SpaOptions = { flowsViewer: false }): void {
  const indexFile = join(staticDir, 'index.html');
  // A deep link's modulepreload tags from the build manifest (ADR 165), read with the first index.html served.
  let preloads: Map<string, string> | undefined;
  // The landing's server render (ADR 168), loaded with the first landing served.
  let renderLanding: Promise<RenderLanding | undefined> | undefined;
  // Created once the build exists, so a server started before `npm run build` picks it up.
  let files: MiddlewareHandler | undefined;
  const staticFiles = () => {
    if (!files && existsSync(staticDir)) files = serveStatic({ root: staticDir, precompressed: true });
    return files;
  };
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', async (c, next) => {
    const serve = staticFiles();
    // Only paths naming a file (a dot in the last segment); every other path is a client-side route.
    const isFile = /\.[^/]+$/.test(c.req.path);
    // The build manifest is for the server, not the browser.
    const isPublic = !c.req.path.startsWith('/api') && !c.req.path.startsWith(`/${BUILD_META_DIR}/`);
    return serve && isFile && isPublic ? serve(c, next) : next();
  });
  // A failed render only costs the prerender: the page boots as before and the browser renders the landing.
  const prerenderedLanding = async (c: Context<AppEnv>, island: PartnerIsland) => {
    try {
      renderLanding ??= loadLandingRenderer(staticDir).catch((error: unknown) => {
        renderLanding = undefined;
        throw error;
      });
      return await (await renderLanding)?.(island);
    } catch (error) {
      c.var.logger?.warn({ err: error }, 'landing prerender failed');
      return undefined;
    }
  };
  app.get('*', async (c) => {
    if (c.req.path.startsWith('/api')) return apiNotFound(c);
    if (!options.flowsViewer && /^\/fluxos(\/|$)/.test(c.req.path)) return c.html(FLOWS_OFF_PAGE, 404);
    if (!existsSync(indexFile)) return c.html(MISSING_BUILD_PAGE, 500);
    const [html, { host, partner }] = await Promise.all([readFile(indexFile, 'utf8'), lookUpPartner(c, options.partnerFor)]);
    preloads ??= readPreloadTags(staticDir);
    const landing = c.req.path === '/' && partner ? await prerenderedLanding(c, { host, partner }) : undefined;
    const page = withPreloads(withLanding(withPartnerIsland(html, host, partner), landing), preloads.get(c.req.path));
    return c.html(page, 200, { 'Cache-Control': 'no-cache' });
  });
}
