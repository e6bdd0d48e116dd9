import { count, max } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { screeningListEntries } from '../../db/schema/index.ts';
import { type ListEntry, matchEntries } from './list-entries.ts';
import { foldName } from './name-match.ts';
import { type ScreeningHit, type ScreeningProvider, ScreeningProviderError } from './screening-provider.ts';

/** Entries matched between two yields to the event loop (~40 ms of CPU). */
const SLICE = 5_000;

/** One hit per entry: a UN entry's aliases are entries of the same reference; the closest name stands. */
function bestPerEntry(hits: ScreeningHit[]): ScreeningHit[] {
  const seen = new Set<string>();
  return hits.filter((hit) => {
    const key = `${hit.source}\u0000${hit.entryId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The provider of the lists imported by `screening:import` (ADR 238): the entries are read once per import (one
 * small statement per search checks the latest import and the count, also the screener's cache key, so an import
 * voids answers kept from the lists before it) and matched in memory as ADR 233 does; before
 * any import it answers as `fallback` (the demo's entries in development).
 */
export function importedListsProvider(db: Database, fallback: ScreeningProvider): ScreeningProvider {
  let held: { stamp: string; entries: ListEntry[] } | undefined;
  const version = async () => {
    const [state] = await db.select({ at: max(screeningListEntries.importedAt), n: count() }).from(screeningListEntries);
    return `${state?.at?.toISOString() ?? ''}/${state?.n ?? 0}`;
  };
  const entries = async (): Promise<ListEntry[]> => {
    const stamp = await version();
    if (held?.stamp !== stamp) {
      const rows = await db.select().from(screeningListEntries);
      held = {
        stamp,
        entries: rows.map((row) => ({
          list: row.list as ListEntry['list'],
          source: row.source,
          entryId: row.entryId,
          name: row.name,
          folded: foldName(row.name),
          role: row.role,
          ...(row.document ? { document: row.document } : {}),
        })),
      };
    }
    return held.entries;
  };
  return {
    name: 'listas importadas',
    version,
    async search(query, signal) {
      const held = await entries();
      if (held.length === 0) return fallback.search(query, signal);
      // In slices, yielding between them: a long list does not hold the event loop, and the timeout is honoured.
      const hits: ScreeningHit[] = [];
      for (let at = 0; at < held.length; at += SLICE) {
        if (signal.aborted) throw new ScreeningProviderError('timeout');
        hits.push(...matchEntries(held.slice(at, at + SLICE), query));
        if (at + SLICE < held.length) await new Promise((resolve) => setImmediate(resolve));
      }
      return bestPerEntry(hits.sort((a, b) => b.score - a.score));
    },
  };
}
