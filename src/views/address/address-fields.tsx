import { CepField } from '../../components/cep-field.tsx';
import { useCities, useLookup } from '../../flows/use-lookup.ts';
import { FieldList, type FieldSpec } from '../kit/field-list.tsx';
import type { AddressForm } from './address-form.ts';
import { CepNote } from './cep-note.tsx';
import type { CepAutofill } from './use-cep-autofill.ts';

type AddressFieldsProps = {
  form: AddressForm;
  onChange: (form: AddressForm) => void;
  /** Messages by wire field (`PostalCode`, `CityId`…). */
  errors: Record<string, string>;
  /** The CEP lookup's note and its offer to use the answer (none: no lookup). */
  autofill?: CepAutofill;
};

const twoColumns = (theme: { mq: { sm: string } }) => ({
  display: 'grid',
  gap: '1rem',
  [theme.mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

const STREET: FieldSpec<AddressForm> = {
  kind: 'text',
  name: 'street',
  errorKey: 'Street',
  label: 'Logradouro',
  autoComplete: 'address-line1',
};
const NUMBER: FieldSpec<AddressForm>[] = [
  { kind: 'text', name: 'number', errorKey: 'Number', label: 'Número' },
  { kind: 'text', name: 'complement', errorKey: 'Complement', label: 'Complemento (opcional)', autoComplete: 'address-line2' },
];
const NEIGHBORHOOD: FieldSpec<AddressForm> = { kind: 'text', name: 'neighborhood', errorKey: 'Neighborhood', label: 'Bairro' };

/**
 * The address fields (spec §3): CEP, street, number, complement, neighbourhood, state, then its city; with `autofill`,
 * the CEP lookup's note under the CEP.
 */
export function AddressFields({ form, onChange, errors, autofill }: AddressFieldsProps) {
  const states = useLookup('states');
  const cities = useCities(form.stateId === '' ? null : Number(form.stateId));
  const place: FieldSpec<AddressForm>[] = [
    // A city belongs to one state: choosing another state clears it.
    { kind: 'select', name: 'stateId', id: 'state', errorKey: 'StateId', label: 'Estado', list: states, clears: ['cityId'] },
    {
      kind: 'lookup',
      name: 'cityId',
      id: 'city',
      errorKey: 'CityId',
      label: 'Cidade',
      list: cities,
      blockedText: form.stateId === '' ? 'Escolha o estado primeiro' : undefined,
    },
  ];
  const fields = { form, onChange, errors, idPrefix: 'address' };
  return (
    <div css={{ display: 'grid', gap: '1rem' }}>
      <div css={twoColumns}>
        <div>
          <CepField
            id="address-postal-code"
            label="CEP"
            value={form.postalCode}
            onValueChange={(postalCode) => onChange({ ...form, postalCode })}
            error={errors.PostalCode}
          />
          {autofill ? <CepNote autofill={autofill} /> : null}
        </div>
      </div>
      <FieldList fields={[STREET]} {...fields} />
      <div css={twoColumns}>
        <FieldList fields={NUMBER} {...fields} />
      </div>
      <FieldList fields={[NEIGHBORHOOD]} {...fields} />
      <div css={twoColumns}>
        <FieldList fields={place} {...fields} />
      </div>
    </div>
  );
}
