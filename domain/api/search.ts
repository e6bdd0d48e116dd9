import * as v from 'valibot';
import { isValidCnpj, isValidCpf, normalizeDocument } from '../document.ts';
import { text } from './fields.ts';

/**
 * The staff's search of applications (offer coordination and back office): a whole CPF/CNPJ, matched exactly, or part
 * of a name. A partial document is refused, so a masked document cannot be completed by searching its digits (ADR
 * 136, 192).
 */

/** Longest search term accepted (a name or a document). */
export const SEARCH_MAX_LENGTH = 60;

/** pt-BR messages of a search term. */
export const SearchMessages = {
  tooLong: `A busca deve ter no máximo ${SEARCH_MAX_LENGTH} caracteres`,
  partialDocument: 'Busque pelo CPF ou CNPJ completo, ou pelo nome',
} as const;

/** Whether a search term is a whole valid CPF or CNPJ (matched exactly); anything else is a name. */
export function isDocumentSearch(term: string): boolean {
  const document = normalizeDocument(term);
  return isValidCpf(document) || isValidCnpj(document);
}

/** True for a term made of digits and document punctuation only that is not a whole valid document. */
export function isPartialDocument(term: string): boolean {
  return /\d/.test(term) && /^[\d.\-/\s]+$/.test(term) && !isDocumentSearch(term);
}

/** A search term as a query parameter: text without control characters, trimmed, bounded, never a partial document. */
export const SearchTerm = v.pipe(
  text(),
  v.trim(),
  v.maxLength(SEARCH_MAX_LENGTH, SearchMessages.tooLong),
  v.check((term) => !isPartialDocument(term), SearchMessages.partialDocument),
);
