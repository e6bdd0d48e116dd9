import { eq, sql } from 'drizzle-orm';
import type { ScreeningSubject } from '../../../domain/api/screening.ts';
import type { Database } from '../../db/database.ts';
import { administrators, clients, controllers, procurators, representatives } from '../../db/schema/index.ts';
import type { ScreeningQuery } from '../../lib/screening/screening-provider.ts';

/** One person a run screens: who they are to the file, and what the provider is asked. */
export type Subject = { kind: ScreeningSubject; query: ScreeningQuery };

/** Most people one run screens (a company's lists are bounded well below it). */
export const MAX_SUBJECTS = 40;

type Row = { kind: ScreeningSubject; name: string; document: string; birthDate: string | null };
type PeopleTable = typeof controllers | typeof administrators | typeof procurators | typeof representatives;

const people = (kind: ScreeningSubject, table: PeopleTable, clientId: number) =>
  sql`select ${kind}::text as kind, ${table.name} as name, ${table.cpfCnpj} as document, null::text as "birthDate"
    from ${table} where ${eq(table.clientId, clientId)}`;

/**
 * The people of a file, in one statement: the customer (name, CPF/CNPJ, a PF's birth date) and, for a company, its
 * controllers, administrators, procurators and representatives as the company sections list them, each once.
 */
export async function subjectsOf(db: Database, clientId: number): Promise<Subject[] | undefined> {
  const parts = [
    sql`select 'client'::text as kind, ${clients.name} as name, ${clients.cpfCnpj} as document,
      case when ${clients.personType} = 'F' then ${clients.birthDate}::text end as "birthDate"
      from ${clients} where ${eq(clients.id, clientId)}`,
    people('controller', controllers, clientId),
    people('administrator', administrators, clientId),
    people('procurator', procurators, clientId),
    people('representative', representatives, clientId),
  ].map((part) => sql`(${part})`);
  const result = await db.execute(sql.join(parts, sql` union all `));
  return toSubjects((result as unknown as { rows: Row[] }).rows);
}

function toSubjects(rows: Row[]): Subject[] | undefined {
  if (!rows.some((row) => row.kind === 'client')) return undefined;
  const seen = new Set<string>();
  const subjects: Subject[] = [];
  for (const row of rows) {
    const key = `${row.document}|${row.name.toLowerCase()}`;
    if (seen.has(key) || subjects.length >= MAX_SUBJECTS) continue;
    seen.add(key);
    const query: ScreeningQuery = { name: row.name, document: row.document };
    if (row.birthDate) query.birthDate = row.birthDate;
    subjects.push({ kind: row.kind, query });
  }
  return subjects;
}
