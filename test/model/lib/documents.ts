import { VALID_CNPJ, VALID_CPF } from '../../../machines/onboarding/onboarding.fixtures.ts';

/** The Receita Federal's example of an alphanumeric CNPJ (IN RFB 2.229/2024), valid check digits, as typed. */
export const ALPHANUMERIC_CNPJ = '12.ABC.345/01DE-35';

/** One valid document of each kind the product accepts, as typed: paths are listed for each (issue 20). */
export const DOCUMENT_KINDS = [
  { kind: 'CPF', personType: 'F', document: VALID_CPF },
  { kind: 'CNPJ', personType: 'J', document: VALID_CNPJ },
  { kind: 'alphanumeric CNPJ', personType: 'J', document: ALPHANUMERIC_CNPJ },
] as const;

/** The kind of a document (never the document itself, which is PII): for vertex keys and labels. */
export function documentKind(document: string): (typeof DOCUMENT_KINDS)[number]['kind'] {
  const stripped = document.replace(/[.\-/\s]/g, '');
  if (/[A-Z]/i.test(stripped)) return 'alphanumeric CNPJ';
  return stripped.length === 14 ? 'CNPJ' : 'CPF';
}
