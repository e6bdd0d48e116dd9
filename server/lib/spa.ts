import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { apiNotFound } from '../middleware/errors.ts';
import type { AppEnv } from './context.ts';

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
};

/**
 * Serves the built SPA from `staticDir`: hashed assets with a year-long immutable cache, other files as they are,
 * and index.html for any other GET outside /api (client-side routes). A missing build answers a 500 page saying so.
 * /fluxos (the flow viewer, a client-side route) answers a 404 page unless `flowsViewer` is on.
 */
export function mountSpa(app: Hono<AppEnv>, staticDir: string, options: SpaOptions = { flowsViewer: false }): void {
  const indexFile = join(staticDir, 'index.html');
  // Created once the build exists, so a server started before `npm run build` picks it up.
  let files: MiddlewareHandler | undefined;
  const staticFiles = () => {
    if (!files && existsSync(staticDir)) files = serveStatic({ root: staticDir });
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
    return serve && isFile && !c.req.path.startsWith('/api') ? serve(c, next) : next();
  });
  app.get('*', async (c) => {
    if (c.req.path.startsWith('/api')) return apiNotFound(c);
    if (!options.flowsViewer && /^\/fluxos(\/|$)/.test(c.req.path)) return c.html(FLOWS_OFF_PAGE, 404);
    if (!existsSync(indexFile)) return c.html(MISSING_BUILD_PAGE, 500);
    return c.html(await readFile(indexFile, 'utf8'), 200, { 'Cache-Control': 'no-cache' });
  });
}
