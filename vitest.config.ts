import './test/node20-polyfills.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';

const NODE_FOLDERS = ['domain', 'machines', 'server', 'scripts', 'test/contracts', 'test/budgets'];
const nodeFiles = NODE_FOLDERS.map((folder) => `${folder}/**/*.test.ts`);
const webFiles = ['src/**/*.test.{ts,tsx}'];

/** The test files under `folders` that replace modules with vi.mock (read here, so none is forgotten in a list). */
function mockingFiles(folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.test\.tsx?$/.test(name) && /\bvi\.mock\(/.test(readFileSync(`${folder}/${name}`, 'utf8')))
      .map((name) => `${folder}/${name}`),
  );
}

const nodeMocks = mockingFiles(NODE_FOLDERS);
const webMocks = mockingFiles(['src']);

const node = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Tests spawn the compiled server and CLI: rebuilt first when older than their sources.
  globalSetup: ['server/test-support/server-build-setup.ts'],
  setupFiles: ['test/shared-worker-setup.ts'],
};

const web = {
  environment: 'jsdom',
  setupFiles: ['test/shared-worker-setup.ts', 'src/test-setup.ts'],
  // The first test of a file also loads its lazy screens; on a shared 2-core machine that can take seconds.
  testTimeout: 20_000,
};
// Vite 8 transforms with Oxc (the `esbuild` key is ignored): JSX through Emotion's runtime for the `css` prop.
const oxc = { jsx: { runtime: 'automatic' as const, importSource: '@emotion/react' } };

// Unit, machine, API and view tests. Model-based tests have their own config (vitest.model.config.ts).
// A worker runs file after file on the modules it has loaded (isolate: false): a fresh worker per file (~2 s of
// startup each) cost more than half the suite's CPU (docs/performance.md). The setup files put back what a file
// changes in globals. A file that calls vi.mock would change modules its worker shares, so those files run in the
// *-mocks projects, a fresh worker each.
export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one (1 on 2 cores): most files wait on PostgreSQL, a spawned server
    // or a peer, so a second worker fills that wait (issue 30). VITEST_MAX_WORKERS overrides it on a larger machine.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      { test: { ...node, name: 'node', include: nodeFiles, exclude: [...configDefaults.exclude, ...nodeMocks], isolate: false } },
      ...(nodeMocks.length > 0 ? [{ test: { ...node, name: 'node-mocks', include: nodeMocks } }] : []),
      { oxc, test: { ...web, name: 'web', include: webFiles, exclude: [...configDefaults.exclude, ...webMocks], isolate: false } },
      ...(webMocks.length > 0 ? [{ oxc, test: { ...web, name: 'web-mocks', include: webMocks } }] : []),
    ],
  },
});
