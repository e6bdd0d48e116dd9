import { count, max } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { screeningListEntries } from '../../db/schema/index.ts';
import type { ListEntry } from './list-entries.ts';
import { indexEntries, type ListIndex } from './list-index.ts';
import { foldName } from './name-match.ts';
import { type ScreeningHit, type ScreeningProvider, ScreeningProviderError } from './screening-provider.ts';

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
 * The provider of the lists imported by `screening:import` (ADR 238): the entries are read and indexed once per import
 * (one small statement per search checks the latest import and the count, also the screener's cache key, so an import
 * voids answers kept from the lists before it) and matched in memory as ADR 233 does, scoring only the entries the
 * token and document index finds (list-index.ts; figures in docs/performance.md); before any import it answers as `fallback` (the demo's
 * entries in development).
 */
export function importedListsProvider(db: Database, fallback: ScreeningProvider): ScreeningProvider {
  let held: { stamp: string; index: ListIndex } | undefined;
  const version = async () => {
    const [state] = await db.select({ at: max(screeningListEntries.importedAt), n: count() }).from(screeningListEntries);
    return `${state?.at?.toISOString() ?? ''}/${state?.n ?? 0}`;
  };
  const index = async (): Promise<ListIndex> => {
    const stamp = await version();
    if (held?.stamp !== stamp) {
      const rows = await db.select().from(screeningListEntries);
      held = {
        stamp,
        index: indexEntries(
          rows.map(
            (row): ListEntry => ({
              list: row.list as ListEntry['list'],
              source: row.source,
              entryId: row.entryId,
              name: row.name,
              folded: foldName(row.name),
              role: row.role,
              ...(row.document ? { document: row.document } : {}),
            }),
          ),
        ),
      };
    }
    return held.index;
  };
  return {
    name: 'listas importadas',
    version,
    async search(query, signal) {
      const lists = await index();
      if (lists.size === 0) return fallback.search(query, signal);
      if (signal.aborted) throw new ScreeningProviderError('timeout');
      // Only the candidates are scored (milliseconds for 130,000 entries), in one go: no slicing needed any more.
      return bestPerEntry(lists.search(query));
    },
  };
}
