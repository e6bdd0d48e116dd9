import * as v from 'valibot';
import { readCappedText } from '../http/read-capped.ts';
import { ScreeningAnswer, type ScreeningHit, type ScreeningProvider, ScreeningProviderError } from './screening-provider.ts';

// 50 hits of a few hundred bytes each: anything far larger is not an answer.
const MAX_ANSWER_BYTES = 64 * 1024;

/** Reads a provider's JSON answer: its hits, or a ScreeningProviderError when it is not `{ hits: [...] }` exactly. */
export function readScreeningAnswer(text: string): ScreeningHit[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ScreeningProviderError('malformed JSON');
  }
  const parsed = v.safeParse(ScreeningAnswer, json);
  if (!parsed.success) throw new ScreeningProviderError('not a screening answer');
  return parsed.output.hits;
}

/**
 * The HTTP provider of SCREENING_URL: POST `{ name, document?, birthDate? }` as JSON; 200 `{ hits: [...] }` (each
 * hit checked strictly, 64 KB at most), anything else an error. Redirects are refused.
 */
export function httpScreeningProvider(url: string): ScreeningProvider {
  return {
    name: new URL(url).host,
    async search(query, signal) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          signal,
          redirect: 'error',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify(query),
        });
        if (!response.ok) {
          await response.body?.cancel();
          throw new ScreeningProviderError(`status ${response.status}`);
        }
        return readScreeningAnswer(await readCappedText(response, MAX_ANSWER_BYTES, () => new ScreeningProviderError('answer too large')));
      } catch (error) {
        if (error instanceof ScreeningProviderError) throw error;
        throw new ScreeningProviderError(signal.aborted ? 'timeout' : `unreachable: ${(error as Error).message}`);
      }
    },
  };
}
