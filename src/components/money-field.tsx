import { type InputHTMLAttributes, useState } from 'react';
import { Field, inputStyle } from './field.tsx';
import { formatMoney, readMoney, readPastedMoney } from './money.ts';

type MoneyFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  id: string;
  label: string;
  /** The amount in reais, null when empty. */
  value: number | null;
  onValueChange: (value: number | null) => void;
  error?: string;
  hint?: string;
};

/**
 * A labelled money input in pt-BR currency: digits are whole reais and a comma starts the cents ("1250000" is
 * R$ 1.250.000,00). While typing it shows what was typed, grouped; on leaving, the full amount with its cents. An
 * amount pasted whole is read in pt-BR, en-US or plain form (readPastedMoney); one it cannot read for sure leaves the
 * value as it was and says why at the field.
 */
export function MoneyField({ id, label, value, onValueChange, error, hint, onBlur, ...input }: MoneyFieldProps) {
  const [typing, setTyping] = useState<string | null>(null);
  const [pasteError, setPasteError] = useState<string | null>(null);
  return (
    <Field id={id} label={label} error={pasteError ?? error} hint={hint}>
      {(control) => (
        <input
          {...input}
          {...control}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="R$ 0,00"
          value={typing ?? formatMoney(value)}
          onPaste={(event) => {
            event.preventDefault();
            const pasted = readPastedMoney(event.clipboardData.getData('text'));
            if ('error' in pasted) return setPasteError(pasted.error);
            setPasteError(null);
            setTyping(null);
            onValueChange(pasted.value);
          }}
          onChange={(event) => {
            setPasteError(null);
            const typed = readMoney(event.target.value);
            setTyping(typed.shown);
            onValueChange(typed.value);
          }}
          onBlur={(event) => {
            setTyping(null);
            onBlur?.(event);
          }}
          css={inputStyle}
        />
      )}
    </Field>
  );
}
