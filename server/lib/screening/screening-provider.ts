import * as v from 'valibot';

/** Whom to screen: a name, and where known the CPF/CNPJ digits and the birth date (YYYY-MM-DD). */
export type ScreeningQuery = { name: string; document?: string; birthDate?: string };

/** The lists a hit comes from: politically exposed persons, or sanctions (UN, OFAC, CEIS/CNEP). */
export const SCREENING_LISTS = ['pep', 'sanctions'] as const;

/** Why a hit matched: the document (exact, or a CGU masked CPF's visible digits) or the name's similarity. */
export const SCREENING_REASONS = ['document', 'name'] as const;

/** Longest texts of a hit a provider may send. */
const MAX_TEXT = 300;
const hitText = (max = MAX_TEXT) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max), v.regex(/^[^\p{Cc}]*$/u));

/** One entry of a list that matched the query, as a provider answers it. */
export const ScreeningHit = v.strictObject({
  list: v.picklist(SCREENING_LISTS),
  source: hitText(40),
  entryId: hitText(80),
  matchedName: hitText(),
  role: v.nullable(hitText()),
  score: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  reason: v.picklist(SCREENING_REASONS),
});
export type ScreeningHit = v.InferOutput<typeof ScreeningHit>;

/** Most hits one answer may hold: more is not a list's answer for one person. */
export const MAX_HITS = 50;

/** A provider's answer: `{ hits: [...] }`, nothing else. */
export const ScreeningAnswer = v.strictObject({ hits: v.pipe(v.array(ScreeningHit), v.maxLength(MAX_HITS)) });

/**
 * A screening provider (a bureau relaying the UN, OFAC, CGU and CEIS/CNEP lists): `search` answers the entries that
 * may be the person, or throws ScreeningProviderError when it cannot answer. `name` is stored with each run.
 */
export type ScreeningProvider = {
  name: string;
  search(query: ScreeningQuery, signal: AbortSignal): Promise<ScreeningHit[]>;
  /** The lists' version where the provider knows it (the imported lists, ADR 238): a new version voids kept answers. */
  version?(): Promise<string>;
};

/** The provider did not answer usefully: down, slow, refused the call or sent something unreadable. */
export class ScreeningProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScreeningProviderError';
  }
}
