import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Partner } from '../../domain/partner.ts';
import { examplePartner } from '../test-support/partner.ts';
import type { AppEnv } from './context.ts';
import { mountSpa } from './spa.ts';
import { LANDING_RENDERER, loadLandingRenderer, withLanding } from './spa-prerender.ts';

const INDEX = `<!doctype html><html><head><title>app</title></head><body>
<div id="root">
  <!--boot--><div class="boot" role="status">Carregando…</div><!--/boot-->
</div><script type="module" src="/assets/index.js"></script></body></html>`;

const partner: Partner = { ...examplePartner, name: 'Bravo $& Cia', logos: [] };

// A build folder with index.html and, unless `renderer` is null, a landing renderer module standing in for the one
// vite.ssr.config.ts builds: it writes a hint and the partner's name, counting its renders in `globalThis`.
function builtDist(renderer: string | null = 'ok'): string {
  const dir = mkdtempSync(join(tmpdir(), 'onboarding-prerender-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  if (renderer === null) return dir;
  mkdirSync(join(dir, '.vite', 'ssr'), { recursive: true });
  const body =
    renderer === 'ok'
      ? 'return \'<link rel="preload" as="image" href="/hero.svg"/><h1>\' + island.partner.name + \' @ \' + island.host + \'</h1>\';'
      : "throw new Error('render failed');";
  writeFileSync(
    join(dir, LANDING_RENDERER),
    `export async function renderLanding(island) { globalThis.landingRenders = (globalThis.landingRenders ?? 0) + 1; ${body} }`,
  );
  return dir;
}

const renders = () => (globalThis as { landingRenders?: number }).landingRenders ?? 0;

describe('withLanding', () => {
  it("puts the markup in #root in place of the boot spinner, marks it for hydration and moves React's hints to the head", () => {
    const html = withLanding(INDEX, '<link rel="preload" as="image" href="/hero.svg"/><h1>Bravo $& Cia</h1>');
    expect(html).toContain('<div id="root" data-prerendered="landing"><h1>Bravo $& Cia</h1></div>');
    expect(html).not.toContain('boot');
    expect(html).toContain('<link rel="preload" as="image" href="/hero.svg"/></head>');
  });

  it('leaves the page as it is without markup or without the boot spinner', () => {
    expect(withLanding(INDEX, undefined)).toBe(INDEX);
    const noBoot = '<html><head></head><body><div id="root"></div></body></html>';
    expect(withLanding(noBoot, '<h1>x</h1>')).toBe(noBoot);
  });
});

describe('loadLandingRenderer', () => {
  it('is undefined for a build without the renderer', async () => {
    expect(await loadLandingRenderer(builtDist(null))).toBeUndefined();
  });

  it('renders a partner once per host, and again for another host', async () => {
    const render = await loadLandingRenderer(builtDist());
    const before = renders();
    expect(await render?.({ host: 'a.localhost', partner })).toBe(
      '<link rel="preload" as="image" href="/hero.svg"/><h1>Bravo $& Cia @ a.localhost</h1>',
    );
    await render?.({ host: 'a.localhost', partner });
    expect(renders() - before).toBe(1);
    await render?.({ host: 'b.localhost', partner });
    expect(renders() - before).toBe(2);
  });

  it('does not write a partner whose style could close a <style> element into HTML', async () => {
    const render = await loadLandingRenderer(builtDist());
    const before = renders();
    const hostile = { ...partner, style: { ...partner.style, css: '</style><script>alert(1)</script>' } };
    expect(await render?.({ host: 'a.localhost', partner: hostile })).toBeUndefined();
    expect(renders()).toBe(before);
  });

  it('does not keep a failed render: the next request renders again', async () => {
    const render = await loadLandingRenderer(builtDist('fails'));
    const before = renders();
    await expect(render?.({ host: 'a.localhost', partner })).rejects.toThrow('render failed');
    await expect(render?.({ host: 'a.localhost', partner })).rejects.toThrow('render failed');
    expect(renders() - before).toBe(2);
  });
});

describe('index.html with the prerendered landing', () => {
  const serving = (dir: string) => {
    const app = new Hono<AppEnv>();
    mountSpa(app, dir, { flowsViewer: false, partnerFor: async (host) => (host.startsWith('parceiro') ? partner : undefined) });
    return app;
  };
  const page = async (app: Hono<AppEnv>, path: string, host = 'parceiro.localhost') =>
    (await app.request(path, { headers: { Host: host } })).text();

  it("holds the landing of the host's partner at / only", async () => {
    const app = serving(builtDist());
    expect(await page(app, '/')).toContain('<div id="root" data-prerendered="landing"><h1>Bravo $& Cia @ parceiro.localhost</h1></div>');
    for (const path of ['/cadastrar/endereco', '/novo-cadastro']) expect(await page(app, path), path).toContain('<!--boot-->');
  });

  it('boots as before for an unknown host, a build without the renderer and a failed render', async () => {
    expect(await page(serving(builtDist()), '/', 'desconhecido.localhost')).toContain('<!--boot-->');
    expect(await page(serving(builtDist(null)), '/')).toContain('<!--boot-->');
    const failing = await serving(builtDist('fails')).request('/', { headers: { Host: 'parceiro.localhost' } });
    expect(failing.status).toBe(200);
    expect(await failing.text()).toContain('<!--boot-->');
  });
});
