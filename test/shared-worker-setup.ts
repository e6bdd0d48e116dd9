import * as v from 'valibot';
import { afterAll, vi } from 'vitest';

// The node and web projects run file after file in a worker that keeps its modules (isolate: false, vitest.config.ts).
// After each file, what it changed in globals is put back, so the next file starts as it would in a fresh worker.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // valibot's defaults: server/lib/http/validate.ts sets a pt-BR message as it loads and again as it builds
  // validators, so a file that builds an app has it whichever file loaded the module first.
  v.deleteGlobalConfig();
  v.deleteGlobalMessage();
  v.deleteSchemaMessage();
});
