import { and, eq } from 'drizzle-orm';
import type { AdvisorName } from '../../../domain/lookups.ts';
import type { Database } from '../../db/database.ts';
import { advisors } from '../../db/schema/index.ts';

/** An active advisor's name, or undefined. */
export async function findAdvisorName(db: Database, id: number): Promise<AdvisorName | undefined> {
  const [row] = await db
    .select({ Id: advisors.id, Name: advisors.name })
    .from(advisors)
    .where(and(eq(advisors.id, id), eq(advisors.active, true)));
  return row;
}
