// Made on first use: the first Intl formatter of a page loads its locale data, tens of milliseconds on a slow phone,
// which the step kit's evaluation would otherwise hold the main thread for (ADR 171).
let currency: Intl.NumberFormat | undefined;

/** An amount in reais as pt-BR currency ("R$ 1.234,56", with a no-break space); null shows as ''. */
export function formatMoney(value: number | null): string {
  if (value === null) return '';
  currency ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return currency.format(value);
}

/** What a money field holds from what was typed, and the text it shows meanwhile. */
export type MoneyInput = { value: number | null; shown: string };

/**
 * What a money field holds from what was typed: whole reais, unless a comma starts the cents (at most two digits);
 * dots group thousands. "1250000" gives 1,250,000 reais, "1.234,56" gives 1234.56, no digit gives null. `shown` is
 * the text while typing: the reais grouped and, after a typed comma, the cents typed so far ("R$ 1.234,5").
 */
export function readMoney(text: string): MoneyInput {
  const [whole, ...rest] = text.replace(/[^\d,]/g, '').split(',');
  // 13 digits of reais (trillions) stay exact with their cents; the schema's maximum is far below that anyway.
  const reais = whole.replace(/^0+(?=\d)/, '').slice(0, 13);
  const cents = rest.join('').slice(0, 2);
  const comma = rest.length > 0;
  if (!reais && !cents) return { value: null, shown: comma ? 'R$\u00a00,' : '' };
  const grouped = (reais || '0').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return { value: Number(`${reais || '0'}.${cents.padEnd(2, '0')}`), shown: `R$\u00a0${grouped}${comma ? `,${cents}` : ''}` };
}
