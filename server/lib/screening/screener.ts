import type { Database } from '../../db/database.ts';
import type { Clock } from '../http/context.ts';
import { demoScreeningProvider } from './demo-screening-provider.ts';
import { httpScreeningProvider } from './http-screening-provider.ts';
import { importedListsProvider } from './imported-lists-provider.ts';
import { DEFAULT_SCREENING_CONFIG, type ScreeningConfig } from './screening-config.ts';
import type { ScreeningHit, ScreeningProvider, ScreeningQuery } from './screening-provider.ts';

/** How long an answer is kept (a rescreen right after a run asks again only past it), and how many at most. */
export const SCREENING_CACHE = { ttlMs: 5 * 60 * 1000, maxEntries: 1_000 };

/** Searches a provider within a timeout, keeping its answers (never its failures) briefly. */
export type Screener = { provider: string; search(query: ScreeningQuery): Promise<ScreeningHit[]> };

/** A screener asking `provider` within `timeoutMs`, answers kept for SCREENING_CACHE.ttlMs (failures never). */
export function createScreener(provider: ScreeningProvider, options: { timeoutMs: number; clock: Clock }): Screener {
  const cache = new Map<string, { hits: ScreeningHit[]; expiresAt: number }>();
  return {
    provider: provider.name,
    async search(query) {
      const version = (await provider.version?.()) ?? null;
      const key = JSON.stringify([version, query.name, query.document ?? null, query.birthDate ?? null]);
      const now = options.clock.now().getTime();
      const kept = cache.get(key);
      if (kept && kept.expiresAt > now) return kept.hits;
      cache.delete(key);
      const hits = await provider.search(query, AbortSignal.timeout(options.timeoutMs));
      if (cache.size >= SCREENING_CACHE.maxEntries) cache.delete(cache.keys().next().value as string);
      cache.set(key, { hits, expiresAt: now + SCREENING_CACHE.ttlMs });
      return hits;
    },
  };
}

/**
 * The screener of a configuration (ADR 238): SCREENING_URL's provider (a bureau) when set, else the lists imported
 * into `db` by `screening:import`, else the demo's entries (no `db`, or nothing imported yet).
 */
export function screenerFor(config: ScreeningConfig = DEFAULT_SCREENING_CONFIG, clock: Clock, db?: Database): Screener {
  const demo = demoScreeningProvider();
  const provider = config.url ? httpScreeningProvider(config.url) : db ? importedListsProvider(db, demo) : demo;
  return createScreener(provider, { timeoutMs: config.timeoutMs, clock });
}
