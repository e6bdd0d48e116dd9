import { Combobox } from '../../components/combobox.tsx';
import { type LookupFieldProps, LookupRetry, lookupOptions, lookupPlaceholder } from './lookup-field.tsx';

type LookupComboboxProps = LookupFieldProps & {
  /** Why the field cannot be used yet (e.g. "Escolha o estado primeiro"); it is disabled meanwhile. */
  blockedText?: string;
};

/** A searchable combobox filled from a lookup list of the API, with a retry when the list could not be read. */
export function LookupCombobox({ id, label, list, value, onValueChange, error, hint, blockedText }: LookupComboboxProps) {
  return (
    <LookupRetry label={label} list={list}>
      <Combobox
        id={id}
        label={label}
        options={lookupOptions(list)}
        value={value}
        onValueChange={onValueChange}
        error={error}
        hint={hint}
        placeholder={blockedText ?? lookupPlaceholder(list, 'Digite para buscar')}
        disabled={Boolean(blockedText) || list.loading}
      />
    </LookupRetry>
  );
}
