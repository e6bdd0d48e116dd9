// Made on first use: the first Intl formatter of a page loads its locale data, tens of milliseconds on a slow phone,
// which the step kit's evaluation would otherwise hold the main thread for (ADR 171).
let currency: Intl.NumberFormat | undefined;

/** An amount in reais as pt-BR currency ("R$ 1.234,56", with a no-break space); null shows as ''. */
export function formatMoney(value: number | null): string {
  if (value === null) return '';
  currency ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return currency.format(value);
}

/**
 * The amount a money field holds from what was typed: its digits read as cents, so typing "123456" (or pasting
 * "1.234,56") gives 1234.56; no digit gives null.
 */
export function parseMoney(text: string): number | null {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (!digits) return null;
  // Beyond 15 digits a number loses cents; the schema's maximum is far below that anyway.
  return Number(digits.slice(0, 15)) / 100;
}
