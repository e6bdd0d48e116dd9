import type { InputHTMLAttributes } from 'react';
import { Field, inputStyle } from './field.tsx';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
};

/** A labelled text input showing its error under it (aria-invalid, aria-describedby). */
export function TextField({ id, label, error, hint, value, onValueChange, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <input {...input} {...control} value={value} onChange={(event) => onValueChange(event.target.value)} css={inputStyle} />
      )}
    </Field>
  );
}
