import { CNPJ_LENGTH, CPF_LENGTH } from './constants.ts';
import { normalizeDocument } from './document.ts';

/**
 * A document as partner staff see it (ADR 136): a CPF keeps only its middle six digits (`***.456.789-**`, the
 * masking Brazilian public bodies use), a CNPJ — a company's public registry number — is shown whole and formatted.
 */
export function maskDocument(value: string): string {
  const doc = normalizeDocument(value);
  if (doc.length === CPF_LENGTH) return `***.${doc.slice(3, 6)}.${doc.slice(6, 9)}-**`;
  if (doc.length === CNPJ_LENGTH) return `${doc.slice(0, 2)}.${doc.slice(2, 5)}.${doc.slice(5, 8)}/${doc.slice(8, 12)}-${doc.slice(12)}`;
  // Never echo something that is not a document we know how to mask.
  return '*'.repeat(doc.length);
}

/**
 * A CPF or CNPJ whole, with its punctuation (what the brokerage's staff see; in a CSV it also keeps a spreadsheet from
 * reading it as a number and dropping its leading zeros).
 */
export function punctuatedDocument(doc: string): string {
  if (doc.length === CPF_LENGTH) return `${doc.slice(0, 3)}.${doc.slice(3, 6)}.${doc.slice(6, 9)}-${doc.slice(9)}`;
  if (doc.length === CNPJ_LENGTH) return `${doc.slice(0, 2)}.${doc.slice(2, 5)}.${doc.slice(5, 8)}/${doc.slice(8, 12)}-${doc.slice(12)}`;
  return doc;
}
