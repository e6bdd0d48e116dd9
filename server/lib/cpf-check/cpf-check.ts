import type { Clock } from '../http/context.ts';
import { type CpfProvider, CpfProviderError, type CpfRecord } from './cpf-provider.ts';

/** What a sign-up says of its holder: the CPF's digits, the typed name and the birth date (YYYY-MM-DD). */
export type HolderClaim = { cpf: string; name: string; birthDate: string };

/** The sign-up's fields that do not agree with the CPF's record (the CPF itself when the provider refuses it). */
export type MismatchField = 'CpfCnpj' | 'Name' | 'BirthDate';

/** Outcome of a check: the data agree, which fields do not, or the provider could not answer in time. */
export type CpfCheckResult =
  | { status: 'match' }
  | { status: 'mismatch'; fields: MismatchField[] }
  | { status: 'unavailable'; reason: string };

/** Checks a sign-up's name and birth date against its CPF's record. */
export type CpfChecker = { check(claim: HolderClaim): Promise<CpfCheckResult> };

/** How long a provider's answer is kept, and how many answers at most (the oldest go first). */
export const CPF_CACHE = { ttlMs: 60 * 60 * 1000, maxEntries: 10_000 };

/** A name as compared with the record: accents, case, punctuation and extra spaces do not count. */
export function holderNameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
}

function mismatchesOf(claim: HolderClaim, record: CpfRecord): MismatchField[] {
  const fields: MismatchField[] = [];
  if (holderNameKey(claim.name) !== holderNameKey(record.name)) fields.push('Name');
  if (claim.birthDate !== record.birthDate) fields.push('BirthDate');
  return fields;
}

/**
 * A checker asking `provider` within `timeoutMs` and keeping its answers (records and unknown CPFs, never failures)
 * in memory for CPF_CACHE.ttlMs, so a customer correcting a typo does not ask the provider again.
 */
export function createCpfChecker(provider: CpfProvider, options: { timeoutMs: number; clock: Clock }): CpfChecker {
  const cache = new Map<string, { record: CpfRecord | null; expiresAt: number }>();
  async function recordOf(cpf: string): Promise<CpfRecord | null> {
    const now = options.clock.now().getTime();
    const kept = cache.get(cpf);
    if (kept && kept.expiresAt > now) return kept.record;
    cache.delete(cpf);
    const record = await provider.lookup(cpf, AbortSignal.timeout(options.timeoutMs));
    if (cache.size >= CPF_CACHE.maxEntries) cache.delete(cache.keys().next().value as string);
    cache.set(cpf, { record, expiresAt: now + CPF_CACHE.ttlMs });
    return record;
  }
  return {
    async check(claim) {
      let record: CpfRecord | null;
      try {
        record = await recordOf(claim.cpf);
      } catch (error) {
        if (!(error instanceof CpfProviderError)) throw error;
        return { status: 'unavailable', reason: error.message };
      }
      if (!record) return provider.unknown === 'accepted' ? { status: 'match' } : { status: 'mismatch', fields: ['CpfCnpj'] };
      const fields = mismatchesOf(claim, record);
      return fields.length === 0 ? { status: 'match' } : { status: 'mismatch', fields };
    },
  };
}
