import { desc, eq, inArray } from 'drizzle-orm';
import { ScreeningMessages } from '../../../domain/api/screening.ts';
import type { Database } from '../../db/database.ts';
import { screeningHits, screeningRuns } from '../../db/schema/index.ts';

/** The latest run of a client (a subquery): its hits are the ones that count. */
export const latestRunId = (db: Database, clientId: number) =>
  db
    .select({ id: screeningRuns.id })
    .from(screeningRuns)
    .where(eq(screeningRuns.clientId, clientId))
    .orderBy(desc(screeningRuns.id))
    .limit(1);

/** Why the screening stops an approval: a hit of the latest run not reviewed, or a confirmed sanctions hit. */
export function approvalBlock(hits: readonly { list: string; decision: string | null }[]): string | null {
  if (hits.some((hit) => hit.list === 'sanctions' && hit.decision === 'confirmed')) return ScreeningMessages.confirmedSanction;
  if (hits.some((hit) => hit.decision === null)) return ScreeningMessages.unreviewedHits;
  return null;
}

/** approvalBlock of the client's latest run, in one statement (the decision service calls it under the client's lock). */
export async function screeningApprovalBlock(db: Database, clientId: number): Promise<string | null> {
  const hits = await db
    .select({ list: screeningHits.list, decision: screeningHits.decision })
    .from(screeningHits)
    .where(inArray(screeningHits.runId, latestRunId(db, clientId)));
  return approvalBlock(hits);
}
