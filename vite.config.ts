import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { CodeSplittingGroup } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

const API_TARGET = 'http://localhost:3000';

// Libraries every screen needs get long-lived vendor chunks of their own; everything else (views, masks)
// stays in the lazily loaded chunks Rolldown derives from `React.lazy` imports.
// ky is not one of them: the API client loads with the first call (ADR 152), @xstate/react with the step views.
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  // Not mermaid's own stylis copy (node_modules/mermaid/node_modules/stylis): only the flow viewer needs it.
  { name: 'emotion', test: /(?<!mermaid[\\/])node_modules[\\/](@emotion[\\/][^\\/]+|stylis)[\\/]/ },
  { name: 'state', test: /node_modules[\\/]xstate[\\/]/ },
  // Not with xstate: the landing runs no schema (ADR 167); the sign-up form and the API client bring it.
  { name: 'valibot', test: /node_modules[\\/]valibot[\\/]/ },
];

// The app's one entry (index.html's script): what it reaches through static imports is the landing.
const ENTRY = resolve('src/main.tsx');
// What every wizard step runs at once (ADR 166): the child flows and the API client.
const STEP_RUNTIME = [resolve('src/flows/child-flows.bind.ts'), resolve('src/flows/live-api.ts')];
// The module whose lazy imports are the wizard steps' views.
const STEP_VIEWS = resolve('src/flows/step-views.tsx');

type ModuleInfo = { importedIds: string[]; dynamicallyImportedIds: string[] };
type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };
type AppChunk = 'landing' | 'child-flows' | 'step-kit';

/**
 * The chunk group of each of the app's own modules (ADR 166, ADR 167): `landing` for what the entry reaches through
 * static imports (one chunk is smaller than the ~10 Rolldown cuts by which lazy chunks share them); `child-flows`
 * for what the step runtime adds; `step-kit` for what two or more step views share beyond those. Modules of
 * node_modules stay with the vendor groups or where Rolldown puts them.
 */
function appChunks(graph: ModuleGraph): Map<string, AppChunk> {
  const reach = (from: string[], skip: ReadonlySet<string> = new Set()) => {
    const into = new Set<string>();
    const stack = [...from];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (into.has(id) || skip.has(id)) continue;
      into.add(id);
      stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return into;
  };
  const landing = reach([ENTRY]);
  const runtime = reach(STEP_RUNTIME, landing);
  const chunks = new Map<string, AppChunk>();
  for (const id of landing) chunks.set(id, 'landing');
  // The lazily imported modules themselves keep their own chunks: the manifest names them, the server preloads them.
  for (const id of runtime) if (!STEP_RUNTIME.includes(id)) chunks.set(id, 'child-flows');
  const views = graph.getModuleInfo(STEP_VIEWS)?.dynamicallyImportedIds ?? [];
  const users = new Map<string, number>();
  for (const view of views) {
    for (const id of reach([view], new Set([...landing, ...runtime]))) users.set(id, (users.get(id) ?? 0) + 1);
  }
  for (const [id, count] of users) if (count > 1 && !views.includes(id)) chunks.set(id, 'step-kit');
  for (const id of chunks.keys()) if (/[\\/]node_modules[\\/]/.test(id)) chunks.delete(id);
  return chunks;
}

/**
 * One of the app's chunk groups (`appChunks`). It takes no dependencies along (`includeDependenciesRecursively:
 * false`): each group's modules depend only on themselves, the landing and (the step kit) the child flows, and
 * nothing the landing loads imports the other two, so the chunks stay acyclic.
 */
function appGroup(debugName: AppChunk): CodeSplittingGroup {
  let chunks: Map<string, AppChunk> | undefined;
  return {
    debugName,
    name: (id, graph) => {
      chunks ??= appChunks(graph as unknown as ModuleGraph);
      return chunks.get(id) === debugName ? debugName : null;
    },
    includeDependenciesRecursively: false,
  };
}

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
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: the server reads it to preload a deep link's chunks (ADR 165).
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [...vendorGroups, appGroup('landing'), appGroup('child-flows'), appGroup('step-kit')] } },
    },
  },
});
