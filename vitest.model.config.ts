import './test/node20-polyfills.ts';
import { defineConfig } from 'vitest/config';

// Model-based suites generated from the machines' graphs (DESIGN §4).
export default defineConfig({
  test: { name: 'model', environment: 'node', include: ['test/model/**/*.test.ts'], testTimeout: 60_000 },
});
