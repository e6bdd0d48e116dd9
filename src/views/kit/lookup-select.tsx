import { SelectField } from '../../components/select-field.tsx';
import { type LookupFieldProps, LookupRetry, lookupOptions, lookupPlaceholder } from './lookup-field.tsx';

type LookupSelectProps = LookupFieldProps & {
  /** Use the item's description as the value (e.g. the issuing agency, sent as text). */
  byDescription?: boolean;
};

/** A select filled from a lookup list of the API, with a retry when the list could not be read. */
export function LookupSelect({ id, label, list, value, onValueChange, error, byDescription, hint }: LookupSelectProps) {
  const options = byDescription ? list.items.map((item) => ({ value: item.Description, label: item.Description })) : lookupOptions(list);
  return (
    <LookupRetry label={label} list={list}>
      <SelectField
        id={id}
        label={label}
        placeholder={lookupPlaceholder(list, 'Selecione')}
        options={options}
        value={value}
        onValueChange={onValueChange}
        error={error}
        hint={hint}
        aria-busy={list.loading || undefined}
      />
    </LookupRetry>
  );
}
