import * as v from 'valibot';
import { normalizeCep, stateIdOfUf } from '../../../domain/cep.ts';
import { readCappedText } from '../http/read-capped.ts';
import type { CepConfig } from './cep-config.ts';

/** An address as a provider gives it: `ibge` is its city's IBGE code when the provider sends one. */
export type ProviderAddress = { street: string; district: string; uf: string; city: string; ibge: number | null };

/** What the providers say of a CEP. */
export type ProviderAnswer = { status: 'found'; address: ProviderAddress } | { status: 'notFound' };

/** No provider answered usefully in time: each was down, slow, refused the call or sent something unreadable. */
export class CepProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CepProviderError';
  }
}

// A provider's answer is a few hundred bytes: anything far larger is not one.
const MAX_ANSWER_BYTES = 16 * 1024;

// ViaCEP says an unknown CEP with `{ "erro": true }` (older answers: the string "true").
const ViaCepUnknown = v.object({ erro: v.union([v.literal(true), v.literal('true')]) });
const ViaCepAddress = v.object({
  cep: v.string(),
  logradouro: v.optional(v.string(), ''),
  bairro: v.optional(v.string(), ''),
  localidade: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  uf: v.pipe(
    v.string(),
    v.check((uf) => stateIdOfUf(uf) !== null),
  ),
  ibge: v.optional(v.pipe(v.string(), v.regex(/^\d{7}$/))),
});
// BrasilAPI's CEP v1/v2 answer (it says an unknown CEP with 404); it carries no IBGE code, so the city is found by name.
const BrasilApiAddress = v.object({
  cep: v.string(),
  street: v.optional(v.nullable(v.string()), ''),
  neighborhood: v.optional(v.nullable(v.string()), ''),
  city: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  state: v.pipe(
    v.string(),
    v.check((uf) => stateIdOfUf(uf) !== null),
  ),
});

// The address of a provider's JSON, whichever of the two shapes it has: null when it has neither.
function addressOf(json: unknown): (ProviderAddress & { cep: string }) | null {
  const viaCep = v.safeParse(ViaCepAddress, json);
  if (viaCep.success) {
    const { cep, logradouro, bairro, localidade, uf, ibge } = viaCep.output;
    return { cep, street: logradouro, district: bairro, city: localidade, uf, ibge: ibge ? Number(ibge) : null };
  }
  const brasilApi = v.safeParse(BrasilApiAddress, json);
  if (!brasilApi.success) return null;
  const { cep, street, neighborhood, city, state } = brasilApi.output;
  return { cep, street: street ?? '', district: neighborhood ?? '', city, uf: state, ibge: null };
}

/** The answer of a ViaCEP- or BrasilAPI-shaped JSON body for `cep`, or a CepProviderError when it is neither. */
export function readProviderAnswer(cep: string, text: string): ProviderAnswer {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CepProviderError('malformed JSON');
  }
  if (v.is(ViaCepUnknown, json)) return { status: 'notFound' };
  const answer = addressOf(json);
  if (!answer) throw new CepProviderError('not a CEP address');
  if (normalizeCep(answer.cep) !== cep) throw new CepProviderError('answer for another CEP');
  return {
    status: 'found',
    address: {
      street: answer.street.trim(),
      district: answer.district.trim(),
      uf: answer.uf.toUpperCase(),
      city: answer.city,
      ibge: answer.ibge,
    },
  };
}

async function askOne(template: string, cep: string, signal: AbortSignal): Promise<ProviderAnswer> {
  const response = await fetch(template.replaceAll('{cep}', cep), {
    signal,
    redirect: 'error',
    headers: { accept: 'application/json' },
  });
  // BrasilAPI says an unknown CEP with 404; ViaCEP answers 200 `{ erro: true }`.
  if (response.status === 404) {
    await response.body?.cancel();
    return { status: 'notFound' };
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new CepProviderError(`status ${response.status}`);
  }
  return readProviderAnswer(cep, await readCappedText(response, MAX_ANSWER_BYTES, () => new CepProviderError('answer too large')));
}

/**
 * Asks the configured providers for an 8-digit CEP, in order, until one answers found or not found; the whole lookup
 * gives up after `config.timeoutMs`. Throws CepProviderError when none answered.
 */
export async function askCepProviders(config: CepConfig, cep: string): Promise<ProviderAnswer> {
  const signal = AbortSignal.timeout(config.timeoutMs);
  const failures: string[] = [];
  for (const template of config.providers) {
    try {
      return await askOne(template, cep, signal);
    } catch (error) {
      failures.push(signal.aborted ? 'timeout' : error instanceof Error ? error.message : String(error));
      if (signal.aborted) break;
    }
  }
  throw new CepProviderError(`no CEP provider answered (${failures.join('; ') || 'none configured'})`);
}
