import type { SelectHTMLAttributes } from 'react';
import { Field, inputStyle } from './field.tsx';

/** One option, or a group of options under a label (rendered as an optgroup). */
export type SelectOption = { value: string; label: string } | { label: string; options: { value: string; label: string }[] };

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value'> & {
  id: string;
  label: string;
  placeholder: string;
  options: SelectOption[];
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
};

/** A labelled native select (keyboard and screen-reader friendly on every phone) with grouped options. */
export function SelectField({ id, label, placeholder, options, error, hint, value, onValueChange, ...select }: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <select {...select} {...control} value={value} onChange={(event) => onValueChange(event.target.value)} css={inputStyle}>
          <option value="">{placeholder}</option>
          {options.map((option) =>
            'options' in option ? (
              <optgroup key={option.label} label={option.label}>
                {option.options.map((item) => (
                  <option key={item.value} value={item.value}>
                    {item.label}
                  </option>
                ))}
              </optgroup>
            ) : (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ),
          )}
        </select>
      )}
    </Field>
  );
}
