import { onlyDigits } from './document.ts';

/** A mobile phone split as spec §5 says: the first 2 digits are the prefix (DDD), the rest the number. */
export type SplitPhone = { MobilePhonePrefix: string; MobilePhoneNumber: string };

/** Splits a typed phone into prefix and number. */
export function splitPhone(value: string): SplitPhone {
  const digits = onlyDigits(value);
  return { MobilePhonePrefix: digits.slice(0, 2), MobilePhoneNumber: digits.slice(2) };
}

/** Combines prefix and number into one string, as the read side returns it (spec §3). */
export function combinePhone(prefix: string | null | undefined, number: string | null | undefined): string {
  return `${prefix ?? ''}${number ?? ''}`;
}

/**
 * The 67 area codes (DDD) in use in Brazil (ANATEL's national numbering plan). Codes such as 23, 25, 26, 29, 36,
 * 39, 52, 56–59, 72, 76 and 78 fit the two-digit pattern but belong to no region.
 */
export const AREA_CODES: ReadonlySet<string> = new Set(
  [
    [11, 12, 13, 14, 15, 16, 17, 18, 19],
    [21, 22, 24, 27, 28],
    [31, 32, 33, 34, 35, 37, 38],
    [41, 42, 43, 44, 45, 46, 47, 48, 49],
    [51, 53, 54, 55],
    [61, 62, 63, 64, 65, 66, 67, 68, 69],
    [71, 73, 74, 75, 77, 79],
    [81, 82, 83, 84, 85, 86, 87, 88, 89],
    [91, 92, 93, 94, 95, 96, 97, 98, 99],
  ]
    .flat()
    .map(String),
);

/** True for an area code (DDD) in use. */
export const isAreaCode = (prefix: string): boolean => AREA_CODES.has(prefix);

/** True for a mobile subscriber number without its area code: 9 digits starting with 9. */
export const isMobileNumber = (number: string): boolean => /^9\d{8}$/.test(number);

/** True for a landline subscriber number without its area code: 8 digits starting with 2 to 5 (ANATEL). */
export const isLandlineNumber = (number: string): boolean => /^[2-5]\d{7}$/.test(number);

/** True for a number a landline or a mobile may have: where the spec asks for a "celular" only mobiles pass. */
export const isPhoneNumber = (number: string): boolean => isMobileNumber(number) || isLandlineNumber(number);

/** True for a Brazilian mobile number: an area code in use then 9 digits starting with 9. */
export function isValidMobilePhone(value: string): boolean {
  const digits = onlyDigits(value);
  return isAreaCode(digits.slice(0, 2)) && isMobileNumber(digits.slice(2));
}

/**
 * The area code and number of a Brazilian phone written the ways people paste it: "+55 11 98765-4321",
 * "55 11 98765-4321", "(011) 98765-4321", "0 21 11 98765-4321" (0, a carrier's code, the area code), "11987654321".
 * Drops the country code 55 (with or without +) and the trunk prefix 0 with its optional carrier code when what
 * remains is 10 or 11 digits; otherwise the digits as they are (the field then says what is wrong).
 */
export function normalizePastedPhone(text: string): string {
  const digits = onlyDigits(text);
  const national = (rest: string) => rest.length === 10 || rest.length === 11;
  if ((text.trim().startsWith('+') || digits.length > 11) && digits.startsWith('55') && national(digits.slice(2))) return digits.slice(2);
  if (digits.startsWith('0')) {
    if (national(digits.slice(1))) return digits.slice(1);
    if (national(digits.slice(3))) return digits.slice(3);
  }
  return digits;
}
