import { brDateToIso } from '../../../domain/basic-data.ts';

/** A select's value as the id the wire expects; an unchosen select is 0, which the schema answers naming the field ("Selecione o estado"). */
export const choiceId = (value: string): number => (value === '' ? 0 : Number(value));

/** A stored id (or null) as a select's value. */
export const choiceValue = (id: number | string | null | undefined): string => (id == null ? '' : String(id));

/** Text typed in pt-BR ("1.234,56", "12,5") as a number (spec §5: a comma becomes a dot); blank is NaN. */
export function decimalFromBr(value: string): number {
  const text = value.trim().replace(/\s|R\$/g, '');
  if (text === '') return Number.NaN;
  return Number(text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text);
}

/** A number as pt-BR text with a comma ("12,5"); null as blank. */
export const decimalToBr = (value: number | null | undefined): string => (value == null ? '' : String(value).replace('.', ','));

/** A DD/MM/AAAA date as ISO, or what was typed when it is not a complete date (the schema then says why). */
export const isoFromBr = (value: string): string => brDateToIso(value) || value.trim();

/** An ISO date as DD/MM/AAAA; null as blank. */
export function brFromIso(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** Blank text as null (optional fields). */
export const orNull = (value: string): string | null => (value.trim() === '' ? null : value);

/** The errors of one row of a list section (`Representatives.0.Name` → `{ Name }`). */
export function rowErrors(errors: Record<string, string>, key: string, index: number): Record<string, string> {
  const prefix = `${key}.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );
}
