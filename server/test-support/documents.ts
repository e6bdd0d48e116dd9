import { isValidCnpj, isValidCpf } from '../../domain/document.ts';

const digits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

// The check digits are found by trying all 100 endings against the domain's own rule (no second implementation).
function withCheckDigits(body: string, isValid: (value: string) => boolean): string {
  for (let end = 0; end < 100; end++) {
    const candidate = body + String(end).padStart(2, '0');
    if (isValid(candidate)) return candidate;
  }
  throw new Error(`no check digits for ${body}`);
}

/** A random valid CPF (digits only). */
export function randomCpf(): string {
  return withCheckDigits(digits(9), isValidCpf);
}

/** A random valid numeric CNPJ (digits only). */
export function randomCnpj(): string {
  return withCheckDigits(`${digits(8)}0001`, isValidCnpj);
}

/** A random valid alphanumeric CNPJ (IN RFB 2.229/2024). */
export function randomAlphanumericCnpj(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const pick = () => letters[Math.floor(Math.random() * letters.length)];
  return withCheckDigits(`${pick()}${pick()}${digits(6)}0001`, isValidCnpj);
}
