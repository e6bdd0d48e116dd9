import * as v from 'valibot';
import { parseIsoDate } from '../../../domain/iso-date.ts';
import { readCappedText } from '../http/read-capped.ts';

/** What the provider knows of a CPF: the holder's name and birth date (YYYY-MM-DD), as the Receita Federal has them. */
export type CpfRecord = { name: string; birthDate: string };

/**
 * A CPF data provider (a bureau relaying the Receita Federal): `lookup` answers the record, null for a CPF it does
 * not know, or throws CpfProviderError when it cannot answer. `unknown` says what a CPF it does not know means.
 */
export type CpfProvider = {
  lookup(cpf: string, signal: AbortSignal): Promise<CpfRecord | null>;
  unknown: 'refused' | 'accepted';
};

/** The provider did not answer usefully: down, slow, refused the call or sent something unreadable. */
export class CpfProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CpfProviderError';
  }
}

// An answer is a few hundred bytes: anything far larger is not one.
const MAX_ANSWER_BYTES = 16 * 1024;

const Answer = v.object({
  cpf: v.string(),
  name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  birthDate: v.pipe(
    v.string(),
    v.check((iso) => parseIsoDate(iso) !== undefined),
  ),
});

/** Reads a provider's JSON answer for `cpf`: the record, or a CpfProviderError when it is not one for that CPF. */
export function readCpfAnswer(cpf: string, text: string): CpfRecord {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CpfProviderError('malformed JSON');
  }
  const parsed = v.safeParse(Answer, json);
  if (!parsed.success) throw new CpfProviderError('not a CPF record');
  if (parsed.output.cpf.replace(/\D/g, '') !== cpf) throw new CpfProviderError('answer for another CPF');
  return { name: parsed.output.name, birthDate: parsed.output.birthDate };
}

/**
 * The HTTP provider of CPF_CHECK_URL: GET the URL with `{cpf}` replaced by the 11 digits; 200 `{ cpf, name,
 * birthDate }` is the record, 404 an unknown CPF (refused), anything else an error.
 */
export function httpCpfProvider(template: string): CpfProvider {
  return {
    unknown: 'refused',
    async lookup(cpf, signal) {
      try {
        const response = await fetch(template.replaceAll('{cpf}', cpf), {
          signal,
          redirect: 'error',
          headers: { accept: 'application/json' },
        });
        if (response.status === 404) {
          await response.body?.cancel();
          return null;
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw new CpfProviderError(`status ${response.status}`);
        }
        return readCpfAnswer(cpf, await readCappedText(response, MAX_ANSWER_BYTES, () => new CpfProviderError('answer too large')));
      } catch (error) {
        if (error instanceof CpfProviderError) throw error;
        throw new CpfProviderError(signal.aborted ? 'timeout' : `unreachable: ${(error as Error).message}`);
      }
    },
  };
}
