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

/** True for a Brazilian mobile number: 2-digit DDD (11–99) then 9 digits starting with 9. */
export function isValidMobilePhone(value: string): boolean {
  return /^[1-9][1-9]9\d{8}$/.test(onlyDigits(value));
}
