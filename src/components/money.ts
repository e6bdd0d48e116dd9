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

/** Why a pasted amount was not read (shown at the field; the value stays as it was). */
export const PastedMoneyMessages = {
  unreadable: 'Não entendemos o valor colado: use só números, com vírgula antes dos centavos (ex.: 1.250.000,00)',
  ambiguous: 'Valor ambíguo: escreva os centavos depois de uma vírgula (ex.: 1.250,00 ou 1,25)',
} as const;

/** The most digits a pasted amount may have (reais and cents): beyond that it is not an amount but a mistake. */
export const MAX_PASTED_DIGITS = 15;

const GROUPED = (separator: string) => new RegExp(`^\\d{1,3}(\\${separator}\\d{3})+$`);

/**
 * Reads an amount pasted whole, in the forms people copy: pt-BR ("R$ 1.250.000,00", "1250000,5"), en-US
 * ("1,250,000.00", "1250000.00") and plain digits ("1250000"). The last separator followed by one or two digits
 * starts the cents; the other separator may only group thousands. A lone separator followed by three digits could be
 * either ("1,250": 1.25 or 1250), and is refused rather than guessed, as are letters, signs, two decimal separators
 * and more than MAX_PASTED_DIGITS digits.
 */
export function readPastedMoney(text: string): { value: number } | { error: string } {
  const compact = text.replace(/^\s*R\$/i, '').replace(/[\s\u00a0]/g, '');
  const unreadable = { error: PastedMoneyMessages.unreadable };
  if (!/^[\d.,]+$/.test(compact) || !/\d/.test(compact)) return unreadable;
  if (compact.replace(/\D/g, '').length > MAX_PASTED_DIGITS) return unreadable;
  const last = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','));
  if (last < 0) return { value: Number(compact) };
  const decimal = compact[last];
  const cents = compact.slice(last + 1);
  const whole = compact.slice(0, last);
  const other = decimal === '.' ? ',' : '.';
  if (/^\d{1,2}$/.test(cents)) {
    // The cents' separator appears once; before it, plain digits or thousands grouped by the other separator.
    if (whole.includes(decimal)) return unreadable;
    if (whole.includes(other) && !GROUPED(other).test(whole)) return unreadable;
    const reais = whole.replaceAll(other, '') || '0';
    return { value: Number(`${reais}.${cents.padEnd(2, '0')}`) };
  }
  // No cents: the separators only group thousands ("1.250.000", "1,250,000"); a lone "1,250" or "1.250" is ambiguous.
  if (compact.includes(other) || !GROUPED(decimal).test(compact)) return unreadable;
  if (compact.split(decimal).length === 2) return { error: PastedMoneyMessages.ambiguous };
  return { value: Number(compact.replaceAll(decimal, '')) };
}
