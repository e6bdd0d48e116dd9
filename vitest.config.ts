import './test/node20-polyfills.ts';
import { defineConfig } from 'vitest/config';

// Unit, machine, API and view tests. Model-based tests have their own config (vitest.model.config.ts).
export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one (1 on 2 cores): most files wait on PostgreSQL, a spawned server
    // or a peer, so a second worker fills that wait (issue 30). VITEST_MAX_WORKERS overrides it on a larger machine.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'domain/**/*.test.ts',
            'machines/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'test/contracts/**/*.test.ts',
            'test/budgets/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Tests spawn the compiled server and CLI: rebuilt first when older than their sources.
          globalSetup: ['server/test-support/server-build-setup.ts'],
        },
      },
      {
        // Vite 8 transforms with Oxc (the `esbuild` key is ignored): JSX through Emotion's runtime for the `css` prop.
        oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test-setup.ts'],
          // The first test of a file also loads its lazy screens; on a shared 2-core machine that can take seconds.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
