import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Partner } from '../../../domain/partner.ts';
import { securityHeaders } from '../../middleware/security.ts';
import { examplePartner } from '../../test-support/partner.ts';
import type { AppEnv } from '../http/context.ts';
import { BRAND_FONT_SCRIPT, JOURNEY_SCRIPTS_ID } from './landing-page.ts';
import { loadPrerenderer, PRERENDERER, withScreen, withStep } from './prerender.ts';
import { APP_SCRIPTS_ID } from './scripts-after-paint.ts';
import { mountSpa } from './spa.ts';
import { STEP_CHOOSER_SCRIPT } from './step-chooser.ts';

const INDEX = `<!doctype html><html><head><title>app</title></head><body>
<div id="root">
  <!--boot--><div class="boot" role="status">Carregando…</div><!--/boot-->
</div><script type="module" crossorigin src="/assets/index.js"></script></body></html>`;

const partner: Partner = { ...examplePartner, name: 'Bravo $& Cia', logos: [] };

// A renderer module standing in for the one vite.ssr.config.ts builds, counting its renders in `globalThis`: the
// landing writes a hint and the partner's name; a step exists at /cadastrar/endereco for both person types and at
// /cadastrar/identificacao as two screens.
const RENDERER = `
const count = () => { globalThis.prerenders = (globalThis.prerenders ?? 0) + 1; };
export async function renderLanding(island, search) {
  count();
  return '<link rel="preload" as="image" href="/hero.svg"/><h1>' + island.partner.name + ' @ ' + island.host + search + '</h1>';
}
export async function renderSignup(island, search) {
  count();
  return search.includes('tipo=pf') ? '<form>CPF' + search + '</form>' : undefined;
}
export async function renderStep(island, pathname, personType) {
  count();
  if (pathname === '/cadastrar/endereco') return { personType, stepIndex: 0, view: 'address', markup: '<h1>Endereço ' + personType + '</h1>' };
  if (pathname === '/cadastrar/identificacao') {
    const view = personType === 'F' ? 'details' : 'companyData';
    return { personType, stepIndex: personType === 'F' ? 2 : 1, view, markup: '<link rel="preload" as="image" href="/x.svg"/><h1>' + view + '</h1>' };
  }
  return undefined;
}`;
// The same renderer whose landing names its brand font's files, as src/ssr/landing.tsx's does (issue 34).
const FONTS_ISLAND = `<script type="application/json" id="brand-fonts">[{"family":"Manrope Variable","url":"/assets/m.woff2","range":"U+0000-00FF"}]</script>`;
const WITH_FONTS = RENDERER.replace(`+ '</h1>';`, `+ '</h1>${FONTS_ISLAND}';`);
const FAILING = `export async function renderLanding() { globalThis.prerenders = (globalThis.prerenders ?? 0) + 1; throw new Error('render failed'); }
export async function renderSignup() { throw new Error('render failed'); }
export async function renderStep() { throw new Error('render failed'); }`;

// A build folder with index.html and, unless `renderer` is null, a renderer module.
function builtDist(renderer: 'ok' | 'fonts' | 'fails' | null = 'ok'): string {
  const dir = mkdtempSync(join(tmpdir(), 'onboarding-prerender-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  if (renderer === null) return dir;
  mkdirSync(join(dir, '.vite', 'ssr'), { recursive: true });
  writeFileSync(join(dir, PRERENDERER), { ok: RENDERER, fonts: WITH_FONTS, fails: FAILING }[renderer]);
  return dir;
}

const renders = () => (globalThis as { prerenders?: number }).prerenders ?? 0;

describe('withScreen', () => {
  it("puts the markup in #root in place of the boot spinner, marks it with its view and moves React's hints to the head", () => {
    const html = withScreen(INDEX, '<link rel="preload" as="image" href="/hero.svg"/><h1>Bravo $& Cia</h1>', 'landing');
    expect(html).toContain('<div id="root" data-prerendered="landing"><h1>Bravo $& Cia</h1></div>');
    expect(html).not.toContain('boot');
    expect(html).toContain('<link rel="preload" as="image" href="/hero.svg"/></head>');
  });

  it('leaves the page as it is without markup or without the boot spinner', () => {
    expect(withScreen(INDEX, undefined, 'landing')).toBe(INDEX);
    const noBoot = '<html><head></head><body><div id="root"></div></body></html>';
    expect(withScreen(noBoot, '<h1>x</h1>', 'landing')).toBe(noBoot);
  });
});

describe('withStep', () => {
  const renders = [
    { personType: 'F' as const, stepIndex: 2, view: 'details', markup: '<link rel="preload" as="image" href="/x.svg"/><h1>$& F</h1>' },
    { personType: 'J' as const, stepIndex: 1, view: 'companyData', markup: '<h1>J</h1>' },
  ];

  it('keeps the boot spinner in #root and adds one template per person type, then the chooser script', () => {
    const html = withStep(INDEX, renders);
    expect(html).toContain('<!--boot-->');
    expect(html).toContain(
      '<template data-step-for="F" data-step-index="2" data-view="details"><h1>$& F</h1></template>' +
        '<template data-step-for="J" data-step-index="1" data-view="companyData"><h1>J</h1></template>' +
        `<script>${STEP_CHOOSER_SCRIPT}</script>`,
    );
    expect(html.indexOf('</template>')).toBeGreaterThan(html.indexOf('<!--/boot-->'));
  });

  it('leaves the page as it is without renders or without the boot spinner', () => {
    expect(withStep(INDEX, [])).toBe(INDEX);
    const noBoot = '<html><head></head><body><div id="root"></div></body></html>';
    expect(withStep(noBoot, renders)).toBe(noBoot);
  });
});

describe('loadPrerenderer', () => {
  it('is undefined for a build without the renderers', async () => {
    expect(await loadPrerenderer(builtDist(null))).toBeUndefined();
  });

  it('renders a landing once per partner, host and link, and again for another host', async () => {
    const render = await loadPrerenderer(builtDist());
    const before = renders();
    expect(await render?.landing({ host: 'a.localhost', partner }, '')).toBe(
      '<link rel="preload" as="image" href="/hero.svg"/><h1>Bravo $& Cia @ a.localhost</h1>',
    );
    await render?.landing({ host: 'a.localhost', partner }, '?utm=x');
    expect(renders() - before).toBe(1);
    await render?.landing({ host: 'b.localhost', partner }, '');
    expect(renders() - before).toBe(2);
  });

  it('passes on only the account type, channel and advisor of the query, and only plain values', async () => {
    const render = await loadPrerenderer(builtDist());
    const island = { host: 'a.localhost', partner };
    expect(await render?.landing(island, '?x=1&assessor=12&canal=3&tipo=pf')).toContain('@ a.localhost?tipo=pf&canal=3&assessor=12</h1>');
    expect(await render?.landing(island, '?canal=%3Cscript%3E&assessor=1')).toContain('@ a.localhost?assessor=1</h1>');
    expect(await render?.signup(island, '?tipo=pf')).toBe('<form>CPF?tipo=pf</form>');
    expect(await render?.signup(island, '?tipo=zz')).toBeUndefined();
  });

  it('renders a step for both person types once per partner, host and path; only paths under /cadastrar/', async () => {
    const render = await loadPrerenderer(builtDist());
    const before = renders();
    const island = { host: 'a.localhost', partner };
    expect((await render?.step(island, '/cadastrar/identificacao'))?.map((r) => [r.personType, r.stepIndex, r.view])).toEqual([
      ['F', 2, 'details'],
      ['J', 1, 'companyData'],
    ]);
    await render?.step(island, '/cadastrar/identificacao');
    expect(renders() - before).toBe(2);
    expect(await render?.step(island, '/cadastrar/nao-existe')).toEqual([]);
    expect(renders() - before).toBe(4);
    for (const path of ['/', '/novo-cadastro', '/cadastrar/../x', '/cadastrar/endereco/1'])
      expect(await render?.step(island, path), path).toEqual([]);
    expect(renders() - before).toBe(4);
  });

  it('does not write a partner whose style could close a <style> element into HTML', async () => {
    const render = await loadPrerenderer(builtDist());
    const before = renders();
    const hostile = { host: 'a.localhost', partner: { ...partner, style: { ...partner.style, css: '</style><script>alert(1)</script>' } } };
    expect(await render?.landing(hostile, '')).toBeUndefined();
    expect(await render?.step(hostile, '/cadastrar/endereco')).toEqual([]);
    expect(renders()).toBe(before);
  });

  it('does not keep a failed render: the next request renders again', async () => {
    const render = await loadPrerenderer(builtDist('fails'));
    const before = renders();
    await expect(render?.landing({ host: 'a.localhost', partner }, '')).rejects.toThrow('render failed');
    await expect(render?.landing({ host: 'a.localhost', partner }, '')).rejects.toThrow('render failed');
    expect(renders() - before).toBe(2);
  });
});

describe('index.html with the prerendered landing', () => {
  const serving = (dir: string) => {
    const app = new Hono<AppEnv>();
    app.use(securityHeaders());
    mountSpa(app, dir, { flowsViewer: false, partnerFor: async (host) => (host.startsWith('parceiro') ? partner : undefined) });
    return app;
  };
  const page = async (app: Hono<AppEnv>, path: string, host = 'parceiro.localhost') =>
    (await app.request(path, { headers: { Host: host } })).text();

  it("holds the landing of the host's partner at / and a step's templates at its path; other pages boot as before", async () => {
    const app = serving(builtDist());
    expect(await page(app, '/')).toContain('<div id="root" data-prerendered="landing"><h1>Bravo $& Cia @ parceiro.localhost</h1></div>');
    expect(await page(app, '/novo-cadastro?tipo=pf')).toContain(
      '<div id="root" data-prerendered="newSignup"><form>CPF?tipo=pf</form></div>',
    );
    const step = await page(app, '/cadastrar/endereco');
    expect(step).toContain('<!--boot-->');
    expect(step).toContain('<template data-step-for="F" data-step-index="0" data-view="address"><h1>Endereço F</h1></template>');
    expect(step).toContain('<template data-step-for="J" data-step-index="0" data-view="address"><h1>Endereço J</h1></template>');
    const other = await page(app, '/novo-cadastro');
    expect(other).toContain('<!--boot-->');
    expect(other).not.toContain('<template');
  });

  it("the landing's page carries none of the journey's scripts: they are named for the prefetch on intent", async () => {
    const app = serving(builtDist('fonts'));
    const landing = await page(app, '/');
    expect(landing).not.toContain('<script type="module"');
    expect(landing).toContain(`<script type="application/json" id="${JOURNEY_SCRIPTS_ID}">["/assets/index.js"]</script>`);
    // It names its brand font's files, which its font loader adds after the first contentful paint (issue 34).
    expect(landing).toContain(`<script>${BRAND_FONT_SCRIPT}</script>`);
    expect(BRAND_FONT_SCRIPT).toContain("display: 'swap'");
    expect(BRAND_FONT_SCRIPT).toContain("'first-contentful-paint'");
    // A landing naming no brand font (a system family) gets no loader.
    expect(await page(serving(builtDist()), '/')).not.toContain(BRAND_FONT_SCRIPT);
    // The sign-up page runs the journey: its scripts start after the page's first paint (ADR 181).
    const signup = await page(app, '/novo-cadastro?tipo=pf');
    expect(signup).toContain(`<script type="application/json" id="${APP_SCRIPTS_ID}">{"entry":"/assets/index.js","preload":[]}</script>`);
    expect(signup).not.toContain(JOURNEY_SCRIPTS_ID);
  });

  it('runs no inline script the CSP does not allow by its hash (the step chooser, the prefetch, the loaders)', async () => {
    const app = serving(builtDist('fonts'));
    for (const path of ['/', '/cadastrar/endereco']) {
      const response = await app.request(path, { headers: { Host: 'parceiro.localhost' } });
      const scriptSrc =
        response.headers
          .get('Content-Security-Policy')
          ?.match(/script-src ([^;]+)/)?.[1]
          .split(' ') ?? [];
      const inline = [...(await response.text()).matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]);
      // The landing: its prefetch and font loader; a step: the chooser and the loader.
      expect(inline.length, path).toBe(2);
      for (const script of inline) expect(scriptSrc, path).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
  });

  it('boots as before for an unknown host, a build without the renderers and a failed render', async () => {
    for (const path of ['/', '/cadastrar/endereco']) {
      const unknown = await page(serving(builtDist()), path, 'desconhecido.localhost');
      expect(unknown, path).toContain('<!--boot-->');
      expect(unknown, path).not.toContain('<template');
      expect(await page(serving(builtDist(null)), path), path).toContain('<!--boot-->');
      const failing = await serving(builtDist('fails')).request(path, { headers: { Host: 'parceiro.localhost' } });
      expect(failing.status).toBe(200);
      const html = await failing.text();
      expect(html).toContain('<!--boot-->');
      expect(html).not.toContain('<template');
    }
  });
});
