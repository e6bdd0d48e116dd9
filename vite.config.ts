import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_TARGET = 'http://localhost:3000';

// Libraries every screen of the journey needs get long-lived vendor chunks of their own; the app's own modules are
// one journey chunk (ADR 178); the flow viewer (mermaid) loads on its own route.
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  // Not mermaid's own stylis copy (node_modules/mermaid/node_modules/stylis): only the flow viewer needs it.
  { name: 'emotion', test: /(?<!mermaid[\\/])node_modules[\\/](@emotion[\\/][^\\/]+|stylis)[\\/]/ },
  { name: 'state', test: /node_modules[\\/](xstate|@xstate[\\/]react)[\\/]/ },
];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// The server sends these `.br`/`.gz` siblings to browsers that accept them (serveStatic `precompressed`): the
// bytes on the wire are the compressed ones without compressing on every request (ADR 152).
function precompress(): Plugin {
  return {
    name: 'onboarding:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      // Not the build manifest (.vite/): the server reads it, no browser does.
      const files = Object.values(bundle).filter(
        (file) => /\.(m?js|css|svg|json)$/.test(file.fileName) && !file.fileName.startsWith('.vite/'),
      );
      await Promise.all(
        files.map(async (file) => {
          const bytes = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          // Tiny files gain nothing but a second request path.
          if (bytes.length < 1024) return;
          const path = join(outDir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            gzipped(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

/** Vite 8 config of the web app: React through Emotion's JSX runtime, `/api` proxied to the API in dev. */
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), precompress()],
  server: {
    port: 5173,
    // Loopback only, and answering only loopback names (ADR 217): no name but localhost and *.localhost (IP literals
    // pass, a DNS-rebinding page cannot bring one), so a page whose name was rebound to 127.0.0.1 gets 403. Never
    // `true`; /api's dev routes check the Host the proxy passes on (changeOrigin false) themselves too.
    host: 'localhost',
    allowedHosts: [],
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  preview: {
    host: 'localhost',
    allowedHosts: [],
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
});
