import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { tightenTree } from '../lib/private-dir.ts';
import { type DatabaseHandle, DRIZZLE_OPTIONS, isDatabaseUp, MIGRATIONS_FOLDER } from './database.ts';
import { claimEmbeddedDatabase, type EmbeddedHolder } from './embedded-holder.ts';

// The embedded database of `npm start` and the tests. PGlite is a devDependency: database.ts loads this module only
// when no DATABASE_URL is set, so a production install (`npm ci --omit=dev`) runs without it.

/**
 * Opens PGlite with its files in `dataDir` (owner-only), or in memory without one. A folder is claimed for `holder`
 * first (embedded-holder.ts: one process at a time, EmbeddedDatabaseHeld otherwise) and released on close.
 */
export async function openPglite(dataDir?: string, holder: EmbeddedHolder = { name: 'another process' }): Promise<DatabaseHandle> {
  if (!dataDir) return fromPglite(await PGlite.create());
  const release = claimEmbeddedDatabase(dataDir, holder);
  try {
    // The folder and what PGlite left in it (0644 files before this was tightened) readable by the owner only.
    tightenTree(dataDir);
    const client = await PGlite.create({ dataDir });
    // PGlite writes its initial files with their archived modes (0644) whatever the umask: tightened once it is open.
    tightenTree(dataDir);
    const handle = fromPglite(client);
    return { ...handle, close: () => handle.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}

/** Wraps an open PGlite instance (tests load theirs from a dumped template). */
export function fromPglite(client: PGlite): DatabaseHandle {
  const db = drizzle({ client, ...DRIZZLE_OPTIONS });
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    // One process owns a PGlite data folder (embedded-holder.ts), so there is nobody to lock out.
    exclusive: (fn) => fn(),
    probe: (withinMs) => isDatabaseUp(db, withinMs),
    cutCheckedOut: () => undefined,
    poolUsage: () => ({ total: 0, idle: 0, waiting: 0 }),
    close: () => client.close(),
  };
}
