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
  { name: 'state', test: /node_modules[\\/](xstate|valibot)[\\/]/ },
];

// What every wizard step runs at once (ADR 166): the child flows and the API client.
const STEP_RUNTIME = [resolve('src/flows/child-flows.bind.ts'), resolve('src/flows/live-api.ts')];
// The module whose lazy imports are the wizard steps' views.
const STEP_VIEWS = resolve('src/flows/step-views.tsx');

type ModuleInfo = { isEntry: boolean; importers: string[]; importedIds: string[]; dynamicallyImportedIds: string[] };
type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };

/**
 * Which chunk group each lazily loaded wizard module joins (ADR 166): `child-flows` for what the step runtime
 * imports, `step-kit` for what two or more step views share. Never a module the landing loads: an entry (index.html's
 * script) reaches those through static imports.
 */
function wizardChunks(graph: ModuleGraph): Map<string, string> {
  const info = (id: string) => graph.getModuleInfo(id);
  const landing = new Set<string>();
  const reach = (from: string[], into: Set<string>, skip: ReadonlySet<string>) => {
    const stack = [...from];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (into.has(id) || skip.has(id)) continue;
      into.add(id);
      stack.push(...(info(id)?.importedIds ?? []));
    }
    return into;
  };
  // The entries (index.html's script), found up the static importers of the modules the rule starts from.
  const above = new Set<string>();
  const climb = (id: string): string[] => {
    if (above.has(id)) return [];
    above.add(id);
    const module = info(id);
    return [...(module?.isEntry ? [id] : []), ...(module?.importers ?? []).flatMap(climb)];
  };
  const entries = [...STEP_RUNTIME, STEP_VIEWS].flatMap(climb);
  reach(entries, landing, new Set());
  const groups = new Map<string, string>();
  const runtime = reach(STEP_RUNTIME, new Set(), landing);
  // The lazily imported modules themselves keep their own chunks: the manifest names them, the server preloads them.
  for (const id of runtime) if (!STEP_RUNTIME.includes(id)) groups.set(id, 'child-flows');
  const views = info(STEP_VIEWS)?.dynamicallyImportedIds ?? [];
  const users = new Map<string, number>();
  for (const view of views) {
    for (const id of reach([view], new Set(), new Set([...landing, ...runtime]))) users.set(id, (users.get(id) ?? 0) + 1);
  }
  for (const [id, count] of users) if (count > 1 && !views.includes(id)) groups.set(id, 'step-kit');
  return groups;
}

/**
 * The wizard's lazily loaded modules as two chunks instead of the ~30 Rolldown cuts by which lazy imports share
 * them, each one more request a deep link waits for (ADR 166). The rule reads the module graph (`wizardChunks`)
 * and takes no dependencies along (`includeDependenciesRecursively: false`): the root machine and the light modules
 * the landing imports stay in the landing's chunks, which these chunks import; nothing the landing loads imports
 * them, so the chunks stay acyclic.
 */
function wizardGroup(debugName: 'child-flows' | 'step-kit'): CodeSplittingGroup {
  let groups: Map<string, string> | undefined;
  return {
    debugName,
    name: (id, graph) => {
      groups ??= wizardChunks(graph);
      return groups.get(id) === debugName ? debugName : null;
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
      output: { codeSplitting: { groups: [...vendorGroups, wizardGroup('child-flows'), wizardGroup('step-kit')] } },
    },
  },
});
