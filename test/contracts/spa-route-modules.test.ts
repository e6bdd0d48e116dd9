import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STEPS } from '../../machines/onboarding/onboarding.steps.ts';
import { ROUTE_MODULES } from '../../server/lib/spa-preload.ts';

// The server's deep-link preloads (ADR 165) name the web app's wizard paths and source modules as strings: this
// suite, which may import both sides, keeps those names true to the machine and to the files.
describe("the server's deep-link preload table", () => {
  it('names a source module for every wizard route, each a file of the app', () => {
    const stepPaths = new Set(Object.values(STEPS).map((step) => step.path));
    for (const path of stepPaths) expect(ROUTE_MODULES[path], path).toBeDefined();
    const root = fileURLToPath(new URL('../../', import.meta.url));
    for (const module of new Set(Object.values(ROUTE_MODULES).flat())) expect(existsSync(join(root, module)), module).toBe(true);
  });
});
