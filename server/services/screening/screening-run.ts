import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { ScreeningStatus, ScreeningSubject } from '../../../domain/api/screening.ts';
import type { Database } from '../../db/database.ts';
import { screeningHits, screeningRuns } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit/audit.ts';
import type { Screener } from '../../lib/screening/screener.ts';
import { type ScreeningHit, ScreeningProviderError } from '../../lib/screening/screening-provider.ts';
import { staffActor } from '../staff/staff-members.ts';
import { subjectsOf } from './screening-subjects.ts';

/** Who started a run (null: the finalize's run, delivered by the outbox), when, and in which request. */
export type RunContext = { staffId: number | null; now: Date; requestId: string };

type FoundHit = ScreeningHit & { subjectKind: ScreeningSubject; subjectName: string };

/** Searches one run has in flight at once: a company's people do not hit the provider all together. */
export const SEARCH_CONCURRENCY = 4;

/** `work` over `items`, at most `limit` at once, results in the items' order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const runner = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
  return results;
}

/** The outcome of searching every person of the file: their hits, or why the provider could not answer. */
async function searchAll(screener: Screener, clientId: number, db: Database): Promise<FoundHit[] | { error: string } | undefined> {
  const subjects = await subjectsOf(db, clientId);
  if (!subjects) return undefined;
  try {
    const found = await mapLimited(subjects, SEARCH_CONCURRENCY, async ({ kind, query }) =>
      (await screener.search(query)).map((hit) => ({ ...hit, subjectKind: kind, subjectName: query.name.slice(0, 120) })),
    );
    return found.flat();
  } catch (error) {
    if (!(error instanceof ScreeningProviderError)) throw error;
    return { error: error.message };
  }
}

const hitKey = (hit: { subjectKind: string; subjectName: string; source: string; entryId: string }) =>
  JSON.stringify([hit.subjectKind, hit.subjectName, hit.source, hit.entryId]);

/**
 * The reviews of the client's earlier hits, newest first per person and entry: a rescreen that finds the same
 * entry for the same person keeps its review (an analyst does not dismiss one homonym twice).
 */
async function earlierReviews(tx: Database, clientId: number) {
  const rows = await tx
    .select()
    .from(screeningHits)
    .where(and(eq(screeningHits.clientId, clientId), isNotNull(screeningHits.decision)))
    .orderBy(desc(screeningHits.id));
  const reviews = new Map<string, Pick<typeof screeningHits.$inferSelect, 'decision' | 'note' | 'reviewedBy' | 'reviewedAt'>>();
  for (const row of rows) {
    if (!reviews.has(hitKey(row)))
      reviews.set(hitKey(row), { decision: row.decision, note: row.note, reviewedBy: row.reviewedBy, reviewedAt: row.reviewedAt });
  }
  return reviews;
}

/**
 * Screens the file's people with `screener` and stores the run (ADR 233): `clear`, `possible-match` with its hits, or
 * `error` when the provider failed (no hits kept: the back office says "Triagem indisponível, tente de novo"). A run
 * by staff is audited. Answers the run (its id, status and the provider's error), or undefined when the client does not exist.
 */
export async function runScreening(
  db: Database,
  screener: Screener,
  clientId: number,
  ctx: RunContext,
): Promise<{ id: number; status: ScreeningStatus; error: string | null } | undefined> {
  const outcome = await searchAll(screener, clientId, db);
  if (outcome === undefined) return undefined;
  const failed = !Array.isArray(outcome);
  const status: ScreeningStatus = failed ? 'error' : outcome.length > 0 ? 'possible-match' : 'clear';
  const error = failed ? outcome.error : null;
  return db.transaction(async (tx) => {
    const [run] = await tx
      .insert(screeningRuns)
      .values({ clientId, at: ctx.now, staffId: ctx.staffId, provider: screener.provider, status, error })
      .returning({ id: screeningRuns.id });
    if (!failed && outcome.length > 0) {
      const reviews = await earlierReviews(tx, clientId);
      await tx.insert(screeningHits).values(outcome.map((hit) => ({ ...hit, runId: run.id, clientId, ...reviews.get(hitKey(hit)) })));
    }
    if (ctx.staffId !== null) {
      const actor = staffActor(ctx.staffId);
      const entry = {
        actor,
        action: 'screening.run' as const,
        entity: 'client',
        entityId: clientId,
        requestId: ctx.requestId,
        at: ctx.now,
      };
      await recordAudit(tx, { ...entry, fields: ['Screening'], reason: status });
    }
    return { id: run.id, status, error };
  });
}
