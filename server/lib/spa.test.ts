import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { Messages } from '../../domain/messages.ts';
import { onError, onNotFound } from '../middleware/errors.ts';
import { requestContext } from '../middleware/request-context.ts';
import { securityHeaders } from '../middleware/security.ts';
import type { AppEnv } from './context.ts';
import { createLogger } from './logger.ts';
import { mountSpa, type SpaOptions } from './spa.ts';

const logLines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

function appServing(staticDir: string, options?: SpaOptions) {
  const app = new Hono<AppEnv>();
  app.use(requestContext(createLogger('info', sink)));
  app.use(securityHeaders());
  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  mountSpa(app, staticDir, options);
  app.onError(onError);
  app.notFound(onNotFound);
  return app;
}

function builtDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'onboarding-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'brands', 'aurora'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'brands', 'aurora', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('mountSpa', () => {
  it('serves hashed assets with a long immutable cache and other files as they are', async () => {
    const app = appServing(builtDist());
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log(1)');
    const logo = await app.request('/brands/aurora/logo.svg');
    expect(logo.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(logo.headers.get('Cache-Control')).toBeNull();
  });

  it('answers index.html for client-side routes, with the CSP', async () => {
    const app = appServing(builtDist());
    for (const path of ['/', '/novo-cadastro', '/cadastrar/endereco', '/documentos-pendentes/abc']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    }
  });

  it('keeps /api out of the fallback: the API answers and unknown API routes are JSON 404s', async () => {
    const app = appServing(builtDist());
    expect(await (await app.request('/api/health')).json()).toEqual({ status: 'ok' });
    // The log names the route that answered, not the SPA catch-all mounted after it.
    expect(JSON.parse(logLines.at(-1) ?? '{}')).toMatchObject({ route: '/api/health', status: 200 });
    const unknown = await app.request('/api/nope');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ Message: Messages.notFound });
  });

  it('says to run the build when there is none', async () => {
    const app = appServing(join(tmpdir(), 'onboarding-no-such-dist'));
    const response = await app.request('/novo-cadastro');
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('npm run build');
  });

  it('answers the flow viewer route /fluxos with the app only when the viewer is on', async () => {
    const on = appServing(builtDist(), { flowsViewer: true });
    const viewer = await on.request('/fluxos');
    expect(viewer.status).toBe(200);
    expect(await viewer.text()).toContain('<div id="root">');

    const off = appServing(builtDist(), { flowsViewer: false });
    for (const path of ['/fluxos', '/fluxos/', '/fluxos/onboarding']) {
      const response = await off.request(path);
      expect(response.status, path).toBe(404);
      const page = await response.text();
      expect(page).toContain('Página não encontrada');
      expect(page).not.toContain('<div id="root">');
    }
    // Only that route: a look-alike path is still a client-side route of the app.
    expect((await off.request('/fluxos-antigos')).status).toBe(200);
  });

  it('keeps the flow viewer off unless asked', async () => {
    expect((await appServing(builtDist()).request('/fluxos')).status).toBe(404);
  });
});
