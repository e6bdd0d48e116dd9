import type { ChangeEvent, ClipboardEvent, InputHTMLAttributes } from 'react';
import { normalizePastedPhone } from '../../domain/phone.ts';
import { Field, inputStyle } from './field.tsx';
import { conformChange, formatMask, type MaskName, masks } from './mask-format.ts';

export type { MaskName } from './mask-format.ts';

type MaskedInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  mask: MaskName;
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * A controlled input that formats every change synchronously in its own input event (no timers, so no keystroke is
 * lost however fast it comes) and puts the caret back after the same characters (ADR 024).
 */
export function MaskedInput({ mask, value, onValueChange, ...input }: MaskedInputProps) {
  const shown = formatMask(masks[mask], value);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const element = event.currentTarget;
    const next = conformChange(masks[mask], {
      previous: shown,
      next: element.value,
      caret: element.selectionEnd ?? element.value.length,
      inputType: (event.nativeEvent as InputEvent).inputType,
    });
    // Written here, before React re-renders with the same value, so React leaves the DOM value and the caret alone.
    element.value = next.value;
    if (element.ownerDocument.activeElement === element) element.setSelectionRange(next.caret, next.caret);
    onValueChange(next.value);
  };
  // A phone pasted over the whole field loses what is not the area code and number ("+55", "0" and a carrier code).
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const element = event.currentTarget;
    const replacesAll = element.selectionStart === 0 && element.selectionEnd === element.value.length;
    if (mask !== 'phone' || !replacesAll) return;
    event.preventDefault();
    onValueChange(formatMask(masks.phone, normalizePastedPhone(event.clipboardData.getData('text'))));
  };
  return <input {...input} value={shown} onChange={change} onPaste={paste} css={inputStyle} />;
}

type MaskedFieldProps = Omit<MaskedInputProps, 'id'> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled input that formats as the customer types (CPF, CNPJ, phone, date, CEP). */
export function MaskedField({ id, label, error, hint, ...input }: MaskedFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => <MaskedInput {...input} {...control} />}
    </Field>
  );
}
