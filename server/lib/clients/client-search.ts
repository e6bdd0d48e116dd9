import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isDocumentSearch } from '../../../domain/api/search.ts';
import { normalizeDocument } from '../../../domain/document.ts';
import { clients } from '../../db/schema/index.ts';

// Accents folded in SQL the way `foldForSearch` folds the term (lower() alone is ASCII-only under the C locale).
const ACCENTED = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';

/** A search term as the name column is compared with it: accents stripped, lowercased. */
export function foldForSearch(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A name column folded as foldForSearch folds a term (accents stripped, lowercased), to compare or sort by. */
export const foldedName = (column: AnyPgColumn): SQL => sql`lower(translate(${column}, ${ACCENTED}, ${PLAIN}))`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * A staff search's condition on clients (domain/api/search.ts): a whole valid CPF/CNPJ matches that document exactly
 * (the query schema refuses partial documents); anything else is a substring of the name, accents and case folded.
 */
export function clientSearchCondition(search: string): SQL {
  if (isDocumentSearch(search)) return eq(clients.cpfCnpj, normalizeDocument(search));
  const pattern = `%${escapeLike(foldForSearch(search))}%`;
  return sql`${foldedName(clients.name)} like ${pattern}`;
}
