import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerProcess, startProcess } from './server-process.ts';

// Spawned servers and CLIs run the compiled JavaScript, as `npm start`, `npm run serve` and a production install do:
// plain node skips tsx's loader and transforms, about a second of CPU per process. index.test.ts keeps tsx's start.

/** The compiled server, what `npm start` and `npm run serve` exec. */
export const BUILT_SERVER = 'dist-server/server/index.js';
/** The compiled operator CLI (`node dist-server/scripts/admin.js`, the same code as `npm run admin`). */
export const BUILT_ADMIN = 'dist-server/scripts/admin.js';

/** Node's arguments for a compiled entry point, as `npm run serve` passes them. */
export const builtArgs = (entry: string): string[] => ['--enable-source-maps', entry];

/** Starts the compiled server with `env`, as `npm run serve` does but without npm in between. */
export const startBuiltServer = (env: Record<string, string>): ServerProcess =>
  startProcess(process.execPath, builtArgs(BUILT_SERVER), env);

/** A DATA_DIR whose embedded database is already migrated and seeded, for tests not about a first start. */
export async function seededDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'onboarding-seeded-'));
  // Loaded here, not at the top: tests that only spawn a process need not load PGlite and the database modules.
  const { writeSeededDataFolder } = await import('./test-db.ts');
  await writeSeededDataFolder(join(dataDir, 'pg'));
  return dataDir;
}
