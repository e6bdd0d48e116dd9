import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  ScreeningHitItem,
  ScreeningReviewBody,
  ScreeningRun,
  ScreeningRunSummary,
  ScreeningState,
} from '../../../domain/api/screening.ts';
import type { Database } from '../../db/database.ts';
import { screeningHits, screeningRuns, staffMembers } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit/audit.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';
import type { StaffPrincipal } from '../../lib/auth/staff-token.ts';
import { lockClient } from '../../lib/clients/client-lock.ts';
import { ApiError, notFound } from '../../lib/http/api-error.ts';
import type { Screener } from '../../lib/screening/screener.ts';
import { applicationFor } from '../decisions/decision-application.ts';
import { staffActor } from '../staff/staff-members.ts';
import { approvalBlock } from './screening-gate.ts';
import { runScreening } from './screening-run.ts';

/** Runs listed in a state: the newest ones. */
export const HISTORY_LIMIT = 50;

/** Who ran a run with no staff member: the finalize's run. */
export const SYSTEM_ACTOR = 'Sistema';

/** pt-BR answer of a review of a hit from an older run. */
export const SUPERSEDED_HIT = 'Esta triagem foi substituída por uma mais recente: abra-a de novo';

const reviewer = alias(staffMembers, 'reviewer');

async function runsOf(db: Database, clientId: number): Promise<ScreeningRunSummary[]> {
  const rows = await db
    .select({
      id: screeningRuns.id,
      at: screeningRuns.at,
      by: staffMembers.name,
      provider: screeningRuns.provider,
      status: screeningRuns.status,
      hitCount: sql<number>`(select count(*)::int from ${screeningHits} where ${screeningHits.runId} = ${screeningRuns.id})`,
    })
    .from(screeningRuns)
    .leftJoin(staffMembers, eq(staffMembers.id, screeningRuns.staffId))
    .where(eq(screeningRuns.clientId, clientId))
    .orderBy(desc(screeningRuns.id))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({
    Id: row.id,
    At: row.at.toISOString(),
    By: row.by ?? SYSTEM_ACTOR,
    Provider: row.provider,
    Status: row.status as ScreeningRunSummary['Status'],
    HitCount: row.hitCount,
  }));
}

async function hitsOf(db: Database, runId: number): Promise<ScreeningHitItem[]> {
  const rows = await db
    .select({ hit: screeningHits, reviewer: reviewer.name })
    .from(screeningHits)
    .leftJoin(reviewer, eq(reviewer.id, screeningHits.reviewedBy))
    .where(eq(screeningHits.runId, runId))
    .orderBy(desc(screeningHits.score), asc(screeningHits.id));
  return rows.map(({ hit, reviewer: by }) => ({
    Id: hit.id,
    Subject: { Kind: hit.subjectKind as ScreeningHitItem['Subject']['Kind'], Name: hit.subjectName },
    List: hit.list as ScreeningHitItem['List'],
    Source: hit.source,
    EntryId: hit.entryId,
    MatchedName: hit.matchedName,
    Role: hit.role,
    Score: Math.round(hit.score * 1000) / 1000,
    Reason: hit.reason as ScreeningHitItem['Reason'],
    Review:
      hit.decision && hit.reviewedAt
        ? {
            Decision: hit.decision as 'false-positive' | 'confirmed',
            Note: hit.note ?? '',
            By: by ?? '',
            At: hit.reviewedAt.toISOString(),
          }
        : null,
  }));
}

/** GET …/screening: the latest run with its hits, the history, and whether the screening stops an approval (404 outside the staff member's partners). */
export async function screeningState(db: Database, staff: StaffPrincipal, clientId: number): Promise<ScreeningState> {
  await applicationFor(db, staff, clientId);
  const history = await runsOf(db, clientId);
  if (history.length === 0) return { Latest: null, History: [], ApprovalBlockedBy: null };
  const hits = await hitsOf(db, history[0].Id);
  const latest: ScreeningRun = { ...history[0], Hits: hits };
  const blocked = approvalBlock(hits.map((hit) => ({ list: hit.List, decision: hit.Review?.Decision ?? null })));
  return { Latest: latest, History: history, ApprovalBlockedBy: blocked };
}

/** POST …/screening: screens the file again now, audited; answers the new state (the run may be `error`). */
export async function rescreen(
  db: Database,
  screener: Screener,
  staff: StaffPrincipal,
  clientId: number,
  ctx: ChangeContext,
): Promise<ScreeningState> {
  await applicationFor(db, staff, clientId);
  await runScreening(db, screener, clientId, { staffId: staff.id, now: ctx.now, requestId: ctx.requestId });
  return screeningState(db, staff, clientId);
}

/**
 * POST …/screening/hits/{hitId}/review: a hit of the latest run judged a false positive or confirmed, with a note,
 * audited; under the client's lock, so it is ordered with a decision. 404 for a hit of another client or partner, 409
 * for one of an older run. Answers the new state.
 */
export async function reviewHit(
  db: Database,
  staff: StaffPrincipal,
  clientId: number,
  hitId: number,
  body: ScreeningReviewBody,
  ctx: ChangeContext,
): Promise<ScreeningState> {
  const application = await applicationFor(db, staff, clientId);
  await db.transaction(async (tx) => {
    await lockClient(tx, { clientId, partnerId: application.partnerId }, 'status');
    const [hit] = await tx
      .select({
        runId: screeningHits.runId,
        latest: sql<number>`(select max(${screeningRuns.id}) from ${screeningRuns}
        where ${screeningRuns.clientId} = ${clientId})`,
      })
      .from(screeningHits)
      .where(and(eq(screeningHits.id, hitId), eq(screeningHits.clientId, clientId)));
    if (!hit) throw notFound();
    if (Number(hit.runId) !== Number(hit.latest)) throw new ApiError(409, SUPERSEDED_HIT);
    await tx
      .update(screeningHits)
      .set({ decision: body.Decision, note: body.Note, reviewedBy: staff.id, reviewedAt: ctx.now })
      .where(eq(screeningHits.id, hitId));
    const entry = { actor: staffActor(staff.id), entity: 'client', entityId: clientId, requestId: ctx.requestId, at: ctx.now };
    await recordAudit(tx, { ...entry, action: 'screening.review', fields: [`ScreeningHit:${hitId}`, 'Decision'], reason: body.Note });
  });
  return screeningState(db, staff, clientId);
}
