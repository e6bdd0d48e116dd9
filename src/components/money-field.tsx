import type { InputHTMLAttributes } from 'react';
import { Field, inputStyle } from './field.tsx';
import { formatMoney, parseMoney } from './money.ts';

type MoneyFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  id: string;
  label: string;
  /** The amount in reais, null when empty. */
  value: number | null;
  onValueChange: (value: number | null) => void;
  error?: string;
  hint?: string;
};

/** A labelled money input with the pt-BR currency mask (R$ 1.234,56): digits fill in from the cents. */
export function MoneyField({ id, label, value, onValueChange, error, hint, ...input }: MoneyFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...input}
          {...control}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="R$ 0,00"
          value={formatMoney(value)}
          onChange={(event) => onValueChange(parseMoney(event.target.value))}
          css={inputStyle}
        />
      )}
    </Field>
  );
}
