import * as v from 'valibot';
import { normalizeCep } from '../cep.ts';
import { FieldMessages } from './field-messages.ts';

/** Path parameter of GET /api/address/cep/{cep}: 8 digits, with or without the hyphen, read as the 8 digits. */
export const CepParams = v.strictObject({
  cep: v.pipe(
    v.string(),
    v.maxLength(9, FieldMessages.postalCodeInvalid),
    v.check((text) => normalizeCep(text) !== null, FieldMessages.postalCodeInvalid),
    v.transform((text) => normalizeCep(text) ?? ''),
  ),
});

/**
 * Response of GET /api/address/cep/{cep} (public): the address a CEP names. `State` is the UF ("SP"); `CityId` the
 * IBGE code of the city in GET /api/common/cities/{stateId}, null when the provider's city is not in that list.
 */
export const CepAddress = v.object({
  Cep: v.string(),
  Street: v.string(),
  District: v.string(),
  State: v.string(),
  CityId: v.nullable(v.number()),
  CityName: v.string(),
});
export type CepAddress = v.InferOutput<typeof CepAddress>;

/** The Message of the lookup's errors (pt-BR, shown to the customer). */
export const CepMessages = {
  notFound: 'CEP não encontrado',
  unavailable: 'A consulta de CEP está indisponível no momento; preencha o endereço manualmente',
} as const;
