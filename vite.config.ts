import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:3000';

// Libraries every screen needs get long-lived vendor chunks of their own; everything else (views, masks)
// stays in the lazily loaded chunks Rolldown derives from `React.lazy` imports.
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@xstate[\\/]react)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
  // Not mermaid's own stylis copy (node_modules/mermaid/node_modules/stylis): only the flow viewer needs it.
  { name: 'emotion', test: /(?<!mermaid[\\/])node_modules[\\/](@emotion[\\/][^\\/]+|stylis)[\\/]/ },
  { name: 'state', test: /node_modules[\\/](xstate|ky|valibot)[\\/]/ },
];

/** Vite 8 config of the web app: React through Emotion's JSX runtime, `/api` proxied to the API in dev. */
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  server: {
    port: 5173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});
