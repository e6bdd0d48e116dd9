import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  APPLICATIONS_PAGE_SIZE,
  type ApplicationsPage,
  type ApplicationsQuery,
  isDocumentSearch,
} from '../../../domain/api/offer-coordination.ts';
import { CPF_LENGTH, type PersonType } from '../../../domain/constants.ts';
import { normalizeDocument } from '../../../domain/document.ts';
import { maskDocument } from '../../../domain/document-mask.ts';
import type { Database } from '../../db/database.ts';
import { clients, sectionCompletions, statusRegistrations } from '../../db/schema/index.ts';

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
 * A document as partner staff see it in the list (ADR 192): a CPF keeps only three digits (`***.***.789-**`), so a
 * million candidates stay behind the mask against the rate-limited exact search; a CNPJ, a public registry number,
 * is shown as `maskDocument` shows it.
 */
export function maskForStaff(document: string): string {
  const doc = normalizeDocument(document);
  return doc.length === CPF_LENGTH ? `***.***.${doc.slice(6, 9)}-**` : maskDocument(doc);
}

/**
 * The search's condition: a whole valid CPF/CNPJ matches that document exactly (never a prefix, which would let a
 * masked document be guessed digit by digit, ADR 136; the query schema refuses partial documents); anything else is
 * a substring of the name.
 */
function searchCondition(search: string): SQL {
  if (isDocumentSearch(search)) return eq(clients.cpfCnpj, normalizeDocument(search));
  const pattern = `%${escapeLike(foldForSearch(search))}%`;
  return sql`${foldedName(clients.name)} like ${pattern}`;
}

/**
 * One page of a partner's applications, newest first, filtered by status, person type and a search, read in one
 * query (the total comes from a window count; the completed sections from a correlated subquery on their key).
 */
export async function listApplications(db: Database, partnerId: number, query: ApplicationsQuery): Promise<ApplicationsPage> {
  const page = query.page ?? 1;
  const conditions = [eq(clients.partnerId, partnerId)];
  if (query.status !== undefined) conditions.push(eq(clients.statusRegistration, query.status));
  if (query.personType !== undefined) conditions.push(eq(clients.personType, query.personType));
  if (query.search) conditions.push(searchCondition(query.search));
  const where = and(...conditions);
  const completions = sql`from ${sectionCompletions} where ${sectionCompletions.clientId} = ${clients.id}`;
  const rows = await db
    .select({
      id: clients.id,
      name: clients.name,
      document: clients.cpfCnpj,
      personType: clients.personType,
      status: clients.statusRegistration,
      statusDescription: statusRegistrations.description,
      sections: sql<
        number[]
      >`coalesce((select array_agg(${sectionCompletions.sectionId} order by ${sectionCompletions.sectionId}) ${completions}), '{}')`,
      createdAt: clients.createdAt,
      // The last sign of activity: a saved client row or a completed section, whichever is later.
      updatedAt: sql<Date>`greatest(${clients.updatedAt}, (select max(${sectionCompletions.completedAt}) ${completions}))`.mapWith(
        clients.updatedAt,
      ),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(clients)
    .innerJoin(statusRegistrations, eq(statusRegistrations.id, clients.statusRegistration))
    .where(where)
    .orderBy(desc(clients.createdAt), desc(clients.id))
    .limit(APPLICATIONS_PAGE_SIZE)
    .offset((page - 1) * APPLICATIONS_PAGE_SIZE);
  // Past the last page the window count has no row to ride on: only then is the total counted on its own.
  const total = rows[0]?.total ?? (page > 1 ? await db.$count(clients, where) : 0);
  return {
    Items: rows.map((row) => ({
      ClientId: row.id,
      Name: row.name,
      MaskedDocument: maskForStaff(row.document),
      PersonType: row.personType as PersonType,
      StatusRegistration: row.status,
      StatusDescription: row.statusDescription,
      CompletedSections: row.sections.map(Number),
      CreatedAt: row.createdAt.toISOString(),
      UpdatedAt: row.updatedAt.toISOString(),
    })),
    Page: page,
    PageSize: APPLICATIONS_PAGE_SIZE,
    Total: total,
  };
}
