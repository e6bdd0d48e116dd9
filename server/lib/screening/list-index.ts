import { type ListEntry, maskedCpfDigits, matchEntries } from './list-entries.ts';
import { foldName, NAME_MATCH_THRESHOLD, tokenSimilarity } from './name-match.ts';
import type { ScreeningHit, ScreeningQuery } from './screening-provider.ts';

/**
 * The imported lists indexed by folded token and by document digits, so a search scores only the entries that can
 * match instead of all of them (130,000 PEP rows: docs/performance.md). The index is lossless, its answer the same
 * as matchEntries over every entry, in the same order. Why no match is left out:
 * - a name's score is the mean of k token pairs (k: the shorter name's token count; foldedSimilarity), each at most 1.
 *   With m pairs at CLOSE or above and the others below it, the score is below (m + (k − m)·CLOSE) / k: an entry is
 *   scored only when as many of the query's tokens have a CLOSE token in it as that bound needs to reach the
 *   threshold (at 0.93: both tokens of a two-token name, two of three, three of four);
 * - Jaro-Winkler (prefix bonus at most 0.4) reaches a level L only when Jaro ≥ (L − 0.4) / 0.6, and Jaro is at most
 *   (2 + shorter / longer) / 3: tokens whose lengths differ more than that are never compared. The distinct tokens
 *   (far fewer than the entries) are compared, never the entries;
 * - a document hit is an entry with the query's digits, or a masked CPF showing the query's 4th to 9th digits: both
 *   are looked up by digits and always scored.
 */

/** The level a token pair counts as close from: below 2T − 1, so a two-token name needs both its tokens close. */
const CLOSE = 2 * NAME_MATCH_THRESHOLD - 1 - 0.01;
// The shortest/longest length ratio below which two tokens of 2+ letters cannot reach CLOSE, with a margin.
const MIN_LENGTH_RATIO = 3 * ((CLOSE - 0.4) / 0.6) - 2 - 0.01;
const EPSILON = 1e-9;

/** Whether k pairs of which `close` reach CLOSE may reach the threshold (the others below CLOSE). */
function mayReach(close: number, k: number): boolean {
  const m = Math.min(close, k);
  return m + (k - m) * CLOSE >= NAME_MATCH_THRESHOLD * k - EPSILON;
}

export type ListIndex = {
  readonly size: number;
  search(query: ScreeningQuery): ScreeningHit[];
};

function push<K>(map: Map<K, number[]>, key: K, position: number) {
  const list = map.get(key);
  if (list) {
    if (list[list.length - 1] !== position) list.push(position);
  } else map.set(key, [position]);
}

/** Indexes `entries` (folding each name once when the entry is not folded yet). */
export function indexEntries(source: readonly ListEntry[]): ListIndex {
  const entries = source.map((entry) => (entry.folded ? entry : { ...entry, folded: foldName(entry.name) }));
  const byToken = new Map<string, number[]>();
  const byDocument = new Map<string, number[]>();
  entries.forEach((entry, position) => {
    for (const token of entry.folded ?? []) push(byToken, token, position);
    if (!entry.document) return;
    push(byDocument, maskedCpfDigits(entry.document) ?? entry.document.replace(/\D/g, ''), position);
  });
  // The distinct tokens by length: a query token is compared with the lengths that can reach CLOSE only.
  const byLength = new Map<number, string[]>();
  for (const token of byToken.keys()) {
    const same = byLength.get(token.length);
    if (same) same.push(token);
    else byLength.set(token.length, [token]);
  }
  // Per search: the entries a query token was already counted for (a stamp per token), and the count per entry.
  const countedFor = new Int32Array(entries.length);
  let stamp = 0;

  /** The distinct indexed tokens at least CLOSE to `token` (an initial: every token it begins, and its own). */
  function closeTokens(token: string): string[] {
    const close: string[] = [];
    for (const [length, tokens] of byLength) {
      const ratio = Math.min(length, token.length) / Math.max(length, token.length);
      if (token.length > 1 && length > 1 && ratio < MIN_LENGTH_RATIO) continue;
      for (const other of tokens) if (tokenSimilarity(token, other) >= CLOSE) close.push(other);
    }
    return close;
  }

  /** The positions of the entries that may match `query`, ascending (the order matchEntries answers ties in). */
  function candidates(query: ScreeningQuery): number[] {
    const tokens = foldName(query.name);
    const counts = new Uint8Array(entries.length);
    const touched: number[] = [];
    const closeOf = new Map<string, string[]>();
    for (const token of tokens) {
      stamp += 1;
      const close = closeOf.get(token) ?? closeTokens(token);
      closeOf.set(token, close);
      for (const other of close) {
        for (const position of byToken.get(other) ?? []) {
          if (countedFor[position] === stamp) continue;
          countedFor[position] = stamp;
          if (counts[position] === 0) touched.push(position);
          counts[position] = Math.min(255, counts[position] + 1);
        }
      }
    }
    const found = new Set<number>();
    for (const position of touched) {
      const k = Math.min(tokens.length, entries[position].folded?.length ?? 0);
      if (mayReach(counts[position], k)) found.add(position);
    }
    if (query.document) {
      for (const position of byDocument.get(query.document) ?? []) found.add(position);
      if (query.document.length === 11) for (const position of byDocument.get(query.document.slice(3, 9)) ?? []) found.add(position);
    }
    return [...found].sort((a, b) => a - b);
  }

  return {
    size: entries.length,
    search: (query) =>
      matchEntries(
        candidates(query).map((position) => entries[position]),
        query,
      ),
  };
}
