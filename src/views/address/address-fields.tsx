import { CepField } from '../../components/cep-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useCities, useLookup } from '../../flows/use-lookup.ts';
import { LookupCombobox } from '../kit/lookup-combobox.tsx';
import { LookupSelect } from '../kit/lookup-select.tsx';
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

/**
 * The address fields (spec §3): CEP, street, number, complement, neighbourhood, state, then its city; with `autofill`,
 * the CEP lookup's note under the CEP.
 */
export function AddressFields({ form, onChange, errors, autofill }: AddressFieldsProps) {
  const states = useLookup('states');
  const cities = useCities(form.stateId === '' ? null : Number(form.stateId));
  const set = (field: keyof AddressForm) => (value: string) => onChange({ ...form, [field]: value });
  return (
    <div css={{ display: 'grid', gap: '1rem' }}>
      <div css={twoColumns}>
        <div>
          <CepField
            id="address-postal-code"
            label="CEP"
            value={form.postalCode}
            onValueChange={set('postalCode')}
            error={errors.PostalCode}
          />
          {autofill ? <CepNote autofill={autofill} /> : null}
        </div>
      </div>
      <TextField
        id="address-street"
        label="Logradouro"
        autoComplete="address-line1"
        value={form.street}
        onValueChange={set('street')}
        error={errors.Street}
      />
      <div css={twoColumns}>
        <TextField id="address-number" label="Número" value={form.number} onValueChange={set('number')} error={errors.Number} />
        <TextField
          id="address-complement"
          label="Complemento (opcional)"
          autoComplete="address-line2"
          value={form.complement}
          onValueChange={set('complement')}
          error={errors.Complement}
        />
      </div>
      <TextField
        id="address-neighborhood"
        label="Bairro"
        value={form.neighborhood}
        onValueChange={set('neighborhood')}
        error={errors.Neighborhood}
      />
      <div css={twoColumns}>
        <LookupSelect
          id="address-state"
          label="Estado"
          list={states}
          value={form.stateId}
          // A city belongs to one state: choosing another state clears it.
          onValueChange={(stateId) => onChange({ ...form, stateId, cityId: stateId === form.stateId ? form.cityId : '' })}
          error={errors.StateId}
        />
        <LookupCombobox
          id="address-city"
          label="Cidade"
          list={cities}
          value={form.cityId}
          onValueChange={set('cityId')}
          error={errors.CityId}
          blockedText={form.stateId === '' ? 'Escolha o estado primeiro' : undefined}
        />
      </div>
    </div>
  );
}
