import type { CepAddress } from '../../../domain/api/cep.ts';
import { stateIdOfUf } from '../../../domain/cep.ts';
import type { AddressForm } from './address-form.ts';

/** The address fields a CEP answer may fill. */
export type CepFillField = 'street' | 'neighborhood' | 'stateId' | 'cityId';

/** The values a CEP answer proposes for the form (empty: the answer has none, e.g. a city-wide CEP has no street). */
export type CepValues = Record<CepFillField, string>;

/** The outcome of applying an answer: the new form, the values it proposed, and the fields kept as the customer typed. */
export type CepFill = { form: AddressForm; proposed: CepValues; kept: CepFillField[] };

/** The field labels, to name the kept fields to the customer. */
export const CEP_FIELD_LABELS: Record<CepFillField, string> = {
  street: 'Logradouro',
  neighborhood: 'Bairro',
  stateId: 'Estado',
  cityId: 'Cidade',
};

/** The form values of a CEP answer. */
export function cepValues(answer: CepAddress): CepValues {
  const stateId = stateIdOfUf(answer.State);
  return {
    street: answer.Street,
    neighborhood: answer.District,
    stateId: stateId === null ? '' : String(stateId),
    cityId: answer.CityId === null ? '' : String(answer.CityId),
  };
}

/**
 * Applies a CEP answer without overwriting what the customer typed: a field is filled when it is empty, already
 * holds the answer's value, or still holds what the previous answer filled (`previous`); otherwise it is kept and
 * named in `kept`, so the form can offer the answer instead. A new state takes the answer's city (the old city
 * belongs to another state); `force` fills every field the answer has.
 */
export function fillFromCep(form: AddressForm, answer: CepAddress, previous: Partial<CepValues>, force = false): CepFill {
  const proposed = cepValues(answer);
  const next = { ...form };
  const kept: CepFillField[] = [];
  const fillable = (field: CepFillField) =>
    force || form[field] === '' || form[field] === proposed[field] || form[field] === previous[field];
  const fill = (field: CepFillField) => {
    if (proposed[field] === '' || form[field] === proposed[field]) return;
    if (fillable(field)) next[field] = proposed[field];
    else kept.push(field);
  };
  fill('street');
  fill('neighborhood');
  fill('stateId');
  if (next.stateId !== form.stateId) next.cityId = proposed.cityId;
  else if (next.stateId === proposed.stateId) fill('cityId');
  return { form: next, proposed, kept };
}
