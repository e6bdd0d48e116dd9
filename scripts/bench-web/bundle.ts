/** The landing's first-load weight: JS+CSS the browser fetches for `/`, gzipped, against a bare React 19 app. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** Gzip bytes in total and per file. */
export type Weight = { total: number; files: [url: string, bytes: number][] };

const weigh = (outDir: string, urls: Iterable<string>): Weight => {
  const files = [...urls].map((url): [string, number] => [url, gzipSync(readFileSync(join(outDir, url))).length]);
  return { total: files.reduce((sum, [, bytes]) => sum + bytes, 0), files };
};

/**
 * Gzip bytes of every JS and CSS file a browser fetches for `/` until the landing shows and the network is idle:
 * the entry, its preloads, and whatever the page imports at once (the partner's font CSS…), each weighed from
 * `outDir` as built (so the figure does not depend on the server's compression). With `typeIntoSignUp`, the visitor
 * then follows "Pessoa Física" and types into the sign-up form's first field: the files fetched up to there, lazily
 * loaded views included, count too (the budget test's "landing to a typed sign-up field").
 */
export async function landingLoadedGzipBytes(origin: string, outDir: string, typeIntoSignUp = false): Promise<Weight> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const urls = new Set<string>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (/\.(m?js|css)$/.test(path)) urls.add(path);
    });
    await page.goto(`${origin}/`);
    await page.getByRole('heading', { level: 1, name: 'Abra sua conta de investimentos' }).waitFor();
    await page.waitForLoadState('networkidle');
    if (typeIntoSignUp) {
      await page.getByRole('link', { name: /Pessoa Física/ }).click();
      await page.getByLabel('Nome completo').pressSequentially('M');
      await page.waitForLoadState('networkidle');
    }
    return weigh(outDir, urls);
  } finally {
    await browser.close();
  }
}

/** Gzip bytes of every script, module preload and stylesheet `index.html` references, in total and per file. */
export function landingGzipBytes(outDir: string): Weight {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const refs = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isLink = tag.startsWith('<link');
    if (isLink && !/rel="(modulepreload|stylesheet)"/.test(tag)) continue;
    const url = tag.match(isLink ? /href="([^"]+)"/ : /src="([^"]+)"/)?.[1];
    if (url?.startsWith('/') && /\.(m?js|css)$/.test(url)) refs.add(url);
  }
  return weigh(outDir, refs);
}

/** Builds the web app with the project's Vite configs into `outDir`, as `npm run build` does: the app, then its landing renderer. */
export async function buildApp(outDir: string): Promise<void> {
  await build({ configFile: resolve('vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  await build({ configFile: resolve('vite.ssr.config.ts'), logLevel: 'warn', build: { outDir: join(outDir, '.vite', 'ssr') } });
}

/** Builds a bare React 19 + react-dom app (one `<h1>`) and answers its first-load gzip bytes. */
export async function bareReactGzipBytes(): Promise<number> {
  // Inside node_modules so `react` resolves from the project's own install.
  const cache = resolve('node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const root = mkdtempSync(join(cache, 'bench-web-bare-'));
  try {
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
    );
    writeFileSync(
      join(root, 'main.tsx'),
      "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root') as HTMLElement).render(<h1>Hello</h1>);\n",
    );
    await build({ root, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir: join(root, 'dist') } });
    return landingGzipBytes(join(root, 'dist')).total;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
