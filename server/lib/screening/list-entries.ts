import { foldedSimilarity, foldName, NAME_MATCH_THRESHOLD } from './name-match.ts';
import type { ScreeningHit, ScreeningQuery } from './screening-provider.ts';

/**
 * One entry of a published list as a provider keeps it: `document` holds the CPF/CNPJ digits when the list has them,
 * or the CGU's masked CPF (`***.123.456-**`, the 4th to 9th digits).
 */
export type ListEntry = {
  list: ScreeningHit['list'];
  source: string;
  entryId: string;
  name: string;
  role: string | null;
  document?: string;
  /** The name folded (foldName), when the holder folded it once for many searches. */
  folded?: readonly string[];
};

/** A masked CPF's visible digits (the 4th to 9th), or undefined when `document` is not one. */
export function maskedCpfDigits(document: string): string | undefined {
  return /^\*{3}\.(\d{3})\.(\d{3})-\*{2}$/.exec(document)?.slice(1, 3).join('');
}

/**
 * Whether an entry's document is the query's: the same digits, or a masked CPF whose visible digits are the query
 * CPF's 4th to 9th ones and whose name is close (one CPF in a million shares them: the name must agree too).
 */
function documentMatches(entry: ListEntry, query: ScreeningQuery, similarity: number): boolean {
  if (!entry.document || !query.document) return false;
  const visible = maskedCpfDigits(entry.document);
  if (visible === undefined) return entry.document.replace(/\D/g, '') === query.document;
  return query.document.length === 11 && query.document.slice(3, 9) === visible && similarity >= 0.8;
}

/** The entries of `entries` that may be the person of `query`: by document first, else by name (ADR 233). */
export function matchEntries(entries: readonly ListEntry[], query: ScreeningQuery): ScreeningHit[] {
  const hits: ScreeningHit[] = [];
  const name = foldName(query.name);
  for (const entry of entries) {
    const similarity = foldedSimilarity(name, entry.folded ?? foldName(entry.name));
    const base = { list: entry.list, source: entry.source, entryId: entry.entryId, matchedName: entry.name, role: entry.role };
    if (documentMatches(entry, query, similarity)) hits.push({ ...base, score: 1, reason: 'document' });
    else if (similarity >= NAME_MATCH_THRESHOLD) hits.push({ ...base, score: Math.round(similarity * 1000) / 1000, reason: 'name' });
  }
  return hits.sort((a, b) => b.score - a.score);
}
