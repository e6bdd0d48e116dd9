/** The landing's first-load weight: JS+CSS the browser fetches for `/`, gzipped, against a bare React 19 app. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** Gzip bytes of every script, module preload and stylesheet `index.html` references, in total and per file. */
export function landingGzipBytes(outDir: string): { total: number; files: [url: string, bytes: number][] } {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const refs = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isLink = tag.startsWith('<link');
    if (isLink && !/rel="(modulepreload|stylesheet)"/.test(tag)) continue;
    const url = tag.match(isLink ? /href="([^"]+)"/ : /src="([^"]+)"/)?.[1];
    if (url?.startsWith('/') && /\.(m?js|css)$/.test(url)) refs.add(url);
  }
  const files = [...refs].map((url): [string, number] => [url, gzipSync(readFileSync(join(outDir, url))).length]);
  return { total: files.reduce((sum, [, bytes]) => sum + bytes, 0), files };
}

/** Builds the web app with the project's Vite config into `outDir`. */
export async function buildApp(outDir: string): Promise<void> {
  await build({ configFile: resolve('vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
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
