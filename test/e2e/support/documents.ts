import { isValidCnpj, isValidCpf } from '../../../domain/index.ts';
import { PNG_BYTES } from '../../../server/lib/uploads-fixtures.ts';

const digits = (length: number) => Array.from({ length }, () => Math.floor(Math.random() * 10)).join('');

/** A random valid CPF (11 digits), so each run signs up a new customer even on a shared database. */
export function randomCpf(): string {
  for (;;) {
    const candidate = digits(11);
    if (isValidCpf(candidate)) return candidate;
  }
}

/** A random valid numeric CNPJ (14 digits). */
export function randomCnpj(): string {
  for (;;) {
    const candidate = `${digits(8)}0001${digits(2)}`;
    if (isValidCnpj(candidate)) return candidate;
  }
}

/** A real 1×1 PNG (what a photographed document stands for), as Playwright's setInputFiles takes it. */
export function samplePng(name = 'documento.png') {
  return { name, mimeType: 'image/png', buffer: Buffer.from(PNG_BYTES) };
}
