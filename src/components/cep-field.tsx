import { InputMask } from '@react-input/mask';
import type { InputHTMLAttributes } from 'react';
import { Field, inputStyle } from './field.tsx';

/** The CEP mask (00000-000); `#` stands for a digit. */
export const cepMask = { mask: '#####-###', replacement: { '#': /\d/ } };

/** A CEP as the API takes it: its digits only. */
export const cepDigits = (text: string): string => text.replace(/\D/g, '');

/** A stored CEP ("01310100") as the field shows it ("01310-100"). */
export const formatCep = (digits: string): string => (digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits);

type CepFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
};

/** A labelled CEP input masked as 00000-000. */
export function CepField({ id, label, value, onValueChange, error, ...input }: CepFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <InputMask
          {...cepMask}
          {...input}
          {...control}
          inputMode="numeric"
          autoComplete="postal-code"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          css={inputStyle}
        />
      )}
    </Field>
  );
}
