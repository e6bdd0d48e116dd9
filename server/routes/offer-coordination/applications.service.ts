import { and, desc, eq, sql } from 'drizzle-orm';
import { APPLICATIONS_PAGE_SIZE, type ApplicationsPage, type ApplicationsQuery } from '../../../domain/api/offer-coordination.ts';
import { CPF_LENGTH, type PersonType } from '../../../domain/constants.ts';
import { normalizeDocument } from '../../../domain/document.ts';
import { maskDocument } from '../../../domain/document-mask.ts';
import type { Database } from '../../db/database.ts';
import { clients, sectionCompletions, statusRegistrations } from '../../db/schema/index.ts';
import { clientSearchCondition } from '../../lib/clients/client-search.ts';

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
 * One page of a partner's applications, newest first, filtered by status, person type and a search, read in one
 * query (the total comes from a window count; the completed sections from a correlated subquery on their key).
 */
export async function listApplications(db: Database, partnerId: number, query: ApplicationsQuery): Promise<ApplicationsPage> {
  const page = query.page ?? 1;
  const conditions = [eq(clients.partnerId, partnerId)];
  if (query.status !== undefined) conditions.push(eq(clients.statusRegistration, query.status));
  if (query.personType !== undefined) conditions.push(eq(clients.personType, query.personType));
  if (query.search) conditions.push(clientSearchCondition(query.search));
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
