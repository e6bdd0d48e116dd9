import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Messages } from '../../../domain/messages.ts';
import type { Partner } from '../../../domain/partner.ts';
import { PARTNER_ISLAND_ID, PartnerIsland } from '../../../domain/partner-island.ts';
import { onError, onNotFound } from '../../middleware/errors.ts';
import { requestContext } from '../../middleware/request-context.ts';
import { securityHeaders } from '../../middleware/security.ts';
import { examplePartner } from '../../test-support/partner.ts';
import type { AppEnv } from '../http/context.ts';
import { createLogger } from '../http/logger.ts';
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
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>');
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

  it('tells the journey about the development relay of live journeys only when the explorer is on', async () => {
    const meta = '<meta name="onboarding-flows-relay" content="/api/dev/flows">';
    expect(await (await appServing(builtDist(), { flowsViewer: true }).request('/novo-cadastro')).text()).toContain(meta);
    expect(await (await appServing(builtDist(), { flowsViewer: false }).request('/novo-cadastro')).text()).not.toContain('flows-relay');
  });

  it('keeps the flow viewer off unless asked', async () => {
    expect((await appServing(builtDist()).request('/fluxos')).status).toBe(404);
  });

  it('sends the precompressed sibling of an asset to a browser that accepts it, the file itself otherwise', async () => {
    const dir = builtDist();
    const source = 'console.log("app");'.repeat(100);
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), source);
    writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(source));
    writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(source));
    const app = appServing(dir);

    const br = await app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toContain('Accept-Encoding');
    expect(br.headers.get('Content-Type')).toContain('javascript');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(source);

    const gz = await app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(source);

    const plain = await app.request('/assets/app-abc123.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(source);
  });

  it('compresses the page of a client-side route as the browser accepts (it is written per request), with the CSP', async () => {
    const app = appServing(builtDist());
    const page = await (await app.request('/cadastrar/endereco')).text();
    expect(page).toContain('<div id="root"></div>');

    const br = await app.request('/cadastrar/endereco', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect([br.headers.get('Content-Encoding'), br.headers.get('Vary'), br.headers.get('Cache-Control')]).toEqual([
      'br',
      'Accept-Encoding',
      'no-cache',
    ]);
    expect(br.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
    expect(br.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(page);

    const gz = await app.request('/cadastrar/endereco', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(page);
  });
});

describe('the partner island in index.html', () => {
  const partner: Partner = {
    ...examplePartner,
    name: 'Bravo </script><script>alert(1)</script> & Cia',
    style: { ...examplePartner.style, css: 'button { border-radius: 999px } /* $& $1 */' },
  };
  const hosts: string[] = [];
  const partnerFor = async (host: string) => {
    hosts.push(host);
    return host.startsWith('parceiro.localhost') ? partner : undefined;
  };
  const islandOf = (html: string) => {
    const match = html.match(new RegExp(`<script type="application/json" id="${PARTNER_ISLAND_ID}">(.*?)</script>`));
    return match ? v.parse(PartnerIsland, JSON.parse(match[1])) : undefined;
  };

  it('carries the partner of the request’s host, which no text of the partner can break out of', async () => {
    const app = appServing(builtDist(), { flowsViewer: false, partnerFor });
    const response = await app.request('/cadastrar/endereco', { headers: { Host: 'parceiro.localhost:3000' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(hosts.at(-1)).toBe('parceiro.localhost:3000');
    expect(islandOf(html)).toEqual({ host: 'parceiro.localhost:3000', partner });
    // One script element only: the partner's name did not close it.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
  });

  it('is left out for an unknown host and when the lookup fails; the page is served all the same', async () => {
    const unknown = await appServing(builtDist(), { flowsViewer: false, partnerFor }).request('/', {
      headers: { Host: 'desconhecido.localhost' },
    });
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).not.toContain(PARTNER_ISLAND_ID);

    const failing = appServing(builtDist(), {
      flowsViewer: false,
      partnerFor: async () => {
        throw new Error('database down');
      },
    });
    const response = await failing.request('/', { headers: { Host: 'parceiro.localhost' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain(PARTNER_ISLAND_ID);
  });
});
