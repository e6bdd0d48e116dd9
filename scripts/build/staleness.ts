/** Whether the production build (web app + compiled server) is missing or older than what it is built from. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The files `npm run build` writes last in each of its outputs: the oldest of them dates the build. */
export const BUILD_OUTPUTS = ['dist/index.html', 'dist/.vite/ssr/prerender.js', 'dist-server/server/index.js'];

/** What the build reads: the app's and server's sources, static files, build configs and the locked dependencies. */
export const BUILD_INPUTS = [
  'src',
  'machines',
  'domain',
  'server',
  'scripts/admin.ts',
  'public',
  'index.html',
  'package-lock.json',
  'vite.config.ts',
  'vite.ssr.config.ts',
  'tsconfig.json',
  'tsconfig.server.json',
];

// Tests and their helpers are not built: editing one must not cost a rebuild.
const isTest = (name: string) => /\.test\.tsx?$/.test(name);
const TEST_FOLDER = 'test-support';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isFile() ? isTest(entry.name) : entry.name === TEST_FOLDER) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function stale(root: string, outputs: string[], inputs: string[]): string | undefined {
  const missing = outputs.find((output) => !existsSync(join(root, output)));
  if (missing) return `${missing} is missing`;
  const built = Math.min(...outputs.map((output) => statSync(join(root, output)).mtimeMs));
  const changed = inputs.find((input) => newestMtime(join(root, input)) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}

/** Why `root` needs a build (a missing output, or the newest input changed after it), or undefined when current. */
export function staleBuild(root: string): string | undefined {
  return stale(root, BUILD_OUTPUTS, BUILD_INPUTS);
}

/** What `tsx scripts/build-server.ts` compiles into dist-server/: the server, the domain it imports, the CLI. */
export const SERVER_BUILD_INPUTS = ['domain', 'server', 'scripts/admin.ts', 'package-lock.json', 'tsconfig.json', 'tsconfig.server.json'];

/** Why dist-server/ alone needs building, as staleBuild says it for the whole build. */
export function staleServerBuild(root: string): string | undefined {
  return stale(root, ['dist-server/server/index.js'], SERVER_BUILD_INPUTS);
}
