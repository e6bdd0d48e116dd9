import type { ComponentProps } from 'react';
import { formatMask, masks } from './mask-format.ts';
import { MaskedField } from './masked-input.tsx';

/** A CEP as the API takes it: its digits only. */
export const cepDigits = (text: string): string => text.replace(/\D/g, '');

/** A stored CEP ("01310100") as the field shows it ("01310-100"). */
export const formatCep = (digits: string): string => formatMask(masks.cep, digits);

type CepFieldProps = Omit<ComponentProps<typeof MaskedField>, 'mask'>;

/** A labelled CEP input masked as 00000-000. */
export function CepField(props: CepFieldProps) {
  return <MaskedField {...props} inputMode="numeric" autoComplete="postal-code" mask="cep" />;
}
