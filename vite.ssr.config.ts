import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server's landing renderer (ADR 168): `src/ssr/landing.tsx` built for Node into the client build's private
 * `.vite/` folder (never served), as `.vite/ssr/landing.js`. Run after the client build (`npm run build`).
 */
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  // Self-contained: the build may live outside the project (the web benchmark builds into a temp folder), where
  // Node could not resolve React or Emotion from node_modules.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/ssr/landing.tsx',
    outDir: 'dist/.vite/ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'landing.js' } },
  },
});
