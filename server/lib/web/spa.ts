import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { Partner } from '../../../domain/partner.ts';
import { PARTNER_ISLAND_ID, type PartnerIsland } from '../../../domain/partner-island.ts';
import { apiNotFound } from '../../middleware/errors.ts';
import { listLandingVisitor, withFlowsRelayMeta } from '../flows-relay/flows-relay.routes.ts';
import type { JourneyBoard } from '../flows-relay/journeys.ts';
import type { AppEnv } from '../http/context.ts';
import { withoutJourneyScripts } from './landing-page.ts';
import { BUILD_META_DIR, loadPrerenderer, type Prerenderer, withScreen, withStep } from './prerender.ts';
import { withScriptsAfterPaint } from './scripts-after-paint.ts';

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
  /** With the flow explorer on: the relay's board, which lists a landing visitor at once (the landing runs no script). */
  flowsBoard?: JourneyBoard;
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

// index.html's icon link, which a partner's published favicon replaces.
const ICON_LINK = /<link rel="icon"[^>]*>/;

/**
 * index.html with the partner's published favicon (theme editor, issue 37) as the page's icon, the landing's server
 * render included; the product's own icon without one. Only the product's own favicon route is written.
 */
export function withPartnerIcon(html: string, partner: Partner | undefined): string {
  const favicon = partner?.style.favicon;
  if (!favicon || !/^\/api\/partner\/\d{1,10}\/favicon\/[0-9a-f]{16}$/.test(favicon)) return html;
  return html.replace(ICON_LINK, () => `<link rel="icon" href="${favicon}" />`);
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

// Brotli at a quality that costs about a millisecond for a page with prerendered steps (~35 kB, ~6 kB sent).
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * index.html as written for this request (partner, prerenders, preloads): compressed here when the browser accepts
 * it, as the static files are ahead of time (`precompressed`). Never cached without asking again.
 */
function htmlPage(c: Context<AppEnv>, page: string): Response {
  const accepted = c.req.header('accept-encoding') ?? '';
  const headers = { 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (!encoding) return c.html(page, 200, headers);
  const body = encoding === 'br' ? zlib.brotliCompressSync(page, BROTLI) : zlib.gzipSync(page);
  return c.body(new Uint8Array(body), 200, { ...headers, 'Content-Encoding': encoding, 'Content-Type': 'text/html; charset=UTF-8' });
}

/**
 * Serves the built SPA from `staticDir`: hashed assets with a year-long immutable cache, other files as they are,
 * and index.html for any other GET outside /api (client-side routes). A missing build answers a 500 page saying so.
 * /fluxos (the flow viewer, a client-side route) answers a 404 page unless `flowsViewer` is on.
 */
export function mountSpa(app: Hono<AppEnv>, staticDir: string, options: SpaOptions = { flowsViewer: false }): void {
  const indexFile = join(staticDir, 'index.html');
  // The server's renders of the landing, the sign-up form and the wizard's steps (ADR 170, 178), loaded with the
  // first page served.
  let prerenderer: Promise<Prerenderer | undefined> | undefined;
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
  // A failed render only costs the prerender: the page boots the journey, which renders the screen. The landing's
  // page (a render of `/`) carries none of the journey's scripts (ADR 178).
  const prerendered = async (c: Context<AppEnv>, island: PartnerIsland, html: string): Promise<string> => {
    try {
      prerenderer ??= loadPrerenderer(staticDir).catch((error: unknown) => {
        prerenderer = undefined;
        throw error;
      });
      const renders = await prerenderer;
      if (!renders) return html;
      const search = new URL(c.req.url).search;
      if (c.req.path === '/') {
        const landing = await renders.landing(island, search);
        if (landing === undefined) return html;
        if (options.flowsBoard) listLandingVisitor(c, options.flowsBoard, island.host);
        return withoutJourneyScripts(withScreen(html, landing, 'landing'));
      }
      if (c.req.path === '/novo-cadastro') return withScreen(html, await renders.signup(island, search), 'newSignup');
      return withStep(html, await renders.step(island, c.req.path));
    } catch (error) {
      c.var.logger?.warn({ err: error }, 'prerender failed');
      return html;
    }
  };
  app.get('*', async (c) => {
    if (c.req.path.startsWith('/api')) return apiNotFound(c);
    if (!options.flowsViewer && /^\/fluxos(\/|$)/.test(c.req.path)) return c.html(FLOWS_OFF_PAGE, 404);
    if (!existsSync(indexFile)) return c.html(MISSING_BUILD_PAGE, 500);
    const [html, { host, partner }] = await Promise.all([readFile(indexFile, 'utf8'), lookUpPartner(c, options.partnerFor)]);
    // With the flow explorer on, the journey reports its states to the development relay (ADR 202).
    const withPartner = withPartnerIcon(withPartnerIsland(options.flowsViewer ? withFlowsRelayMeta(html) : html, host, partner), partner);
    // The journey's scripts start after the page's first paint (ADR 181); the landing's page has none to start.
    return htmlPage(c, withScriptsAfterPaint(partner ? await prerendered(c, { host, partner }, withPartner) : withPartner));
  });
}
