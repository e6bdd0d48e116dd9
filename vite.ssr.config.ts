import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server's renderers (ADR 168, 170): `src/ssr/prerender.ts` built for Node into the client build's private
 * `.vite/` folder (never served), as `.vite/ssr/prerender.js`. Run after the client build (`npm run build`).
 */
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  // Self-contained: the build may live outside the project (the web benchmark builds into a temp folder), where
  // Node could not resolve React or Emotion from node_modules.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/ssr/prerender.ts',
    outDir: 'dist/.vite/ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'prerender.js' } },
  },
});
