/**
 * Name matching of the screening (ADR 233): names are folded (accents, case, punctuation, particles such as
 * de/da/do/das/dos/e and generational suffixes such as Filho/Neto/Júnior do not count) and compared token by token
 * with Jaro-Winkler, in any order, so a middle name left out, an initial or the given names swapped still match.
 */

/** Tokens left out of a folded name: "Maria da Silva Filha" is "maria silva". */
const PARTICLES = new Set([
  ...['de', 'da', 'do', 'das', 'dos', 'e', 'di', 'del', 'van', 'von', 'al', 'el', 'bin', 'ibn'],
  ...['filho', 'filha', 'neto', 'neta', 'sobrinho', 'sobrinha', 'junior', 'jr'],
]);

/**
 * The score from which two names are a possible match (0–1). At 0.93 "José Antônio da Silva" matches "JOSE ANTONIO
 * SILVA" (1.0), "Jose Antonio Sillva" (a typo, 0.987) and "Ahmad Exemplo Karin" for "Karim" (0.973), while "Carlos
 * Mendes" / "Carla Menezes" (0.894), "João Pereira" / "Joana Pereira" (0.924) and "Maria Oliveira" / "Mario
 * Olivares" (0.921) do not. One letter apart in one of two names still matches ("Maria Silva" / "Marta Silva",
 * 0.953): screening prefers an analyst's dismissal to a miss.
 */
export const NAME_MATCH_THRESHOLD = 0.93;

/** The tokens of a name as compared: no accents, lower case, letters only, particles left out. */
export function foldName(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((token) => token.length > 0 && !PARTICLES.has(token));
}

/** Jaro similarity of two strings (0–1). */
function jaro(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aMatched = new Array<boolean>(a.length).fill(false);
  const bMatched = new Array<boolean>(b.length).fill(false);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = Math.max(0, i - window); j < Math.min(b.length, i + window + 1); j++) {
      if (bMatched[j] || a[i] !== b[j]) continue;
      aMatched[i] = bMatched[j] = true;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < a.length; i++) {
    if (!aMatched[i]) continue;
    while (!bMatched[k]) k++;
    if (a[i] !== b[k]) transpositions++;
    k++;
  }
  return (matches / a.length + matches / b.length + (matches - transpositions / 2) / matches) / 3;
}

/** Jaro-Winkler similarity (0–1): Jaro, raised for a common prefix of up to 4 characters (scaling 0.1). */
export function jaroWinkler(a: string, b: string): number {
  const similarity = jaro(a, b);
  let prefix = 0;
  while (prefix < Math.min(4, a.length, b.length) && a[prefix] === b[prefix]) prefix++;
  return similarity + prefix * 0.1 * (1 - similarity);
}

/** Token similarity: an initial ("s") is as good as any name it begins ("sancionado"), else Jaro-Winkler. */
export const tokenSimilarity = (a: string, b: string) =>
  (a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b)) ? 1 : jaroWinkler(a, b);

/**
 * How alike two names are (0–1): each token of the name with fewer tokens is paired with its most similar unused
 * token of the other (greedy, best pairs first), and the score is the mean of those pairs. A name of one token
 * scores 1 only against the same single token: a lone surname is no match.
 */
export function nameSimilarity(a: string, b: string): number {
  return foldedSimilarity(foldName(a), foldName(b));
}

/** nameSimilarity of names already folded (a list's entries are folded once, ADR 238). */
export function foldedSimilarity(a: readonly string[], b: readonly string[]): number {
  const [fewer, more] = [a, b].sort((x, y) => x.length - y.length);
  if (fewer.length === 0) return 0;
  if (fewer.length === 1) return more.length === 1 ? jaroWinkler(fewer[0], more[0]) : 0;
  const pairs = fewer.flatMap((x, i) => more.map((y, j) => ({ i, j, score: tokenSimilarity(x, y) }))).sort((p, q) => q.score - p.score);
  const usedFewer = new Set<number>();
  const usedMore = new Set<number>();
  let total = 0;
  for (const pair of pairs) {
    if (usedFewer.has(pair.i) || usedMore.has(pair.j)) continue;
    usedFewer.add(pair.i);
    usedMore.add(pair.j);
    total += pair.score;
  }
  return total / fewer.length;
}
