import { InputMask, type MaskOptions } from '@react-input/mask';
import type { InputHTMLAttributes } from 'react';
import { Field, inputStyle } from './field.tsx';

// Replacement keys must be characters nobody types: `#` is a digit, `_` a digit or letter (alphanumeric CNPJ).
const DIGIT = { '#': /\d/ };
const ALNUM = { _: /[0-9A-Za-z]/, '#': /\d/ };

/** Masks of the sign-up form (pt-BR formats). */
export const masks = {
  cpf: { mask: '###.###.###-##', replacement: DIGIT },
  // IN RFB 2.229/2024: the first 12 characters may be letters; the 2 check digits stay numeric.
  cnpj: {
    mask: '__.___.___/____-##',
    replacement: ALNUM,
    track: (change) => (change.inputType === 'insert' ? change.data.toUpperCase() : undefined),
  },
  phone: { mask: '(##) #####-####', replacement: DIGIT },
  date: { mask: '##/##/####', replacement: DIGIT },
} satisfies Record<string, MaskOptions>;

/** Which mask a field uses. */
export type MaskName = keyof typeof masks;

type MaskedFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  id: string;
  label: string;
  mask: MaskName;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
};

/** A labelled input that formats as the customer types (CPF, CNPJ, phone, date). */
export function MaskedField({ id, label, mask, error, hint, value, onValueChange, ...input }: MaskedFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <InputMask
          {...masks[mask]}
          {...input}
          {...control}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          css={inputStyle}
        />
      )}
    </Field>
  );
}
