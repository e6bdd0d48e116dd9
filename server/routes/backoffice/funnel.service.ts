import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Funnel, type FunnelQuery, SECTION_LABELS } from '../../../domain/api/backoffice.ts';
import type { DecisionReasonCount } from '../../../domain/api/reason-codes.ts';
import type { SectionId } from '../../../domain/api/section-id.ts';
import { JOURNEY_SECTIONS, mergedJourney } from '../../../domain/journey.ts';
import type { Database } from '../../db/database.ts';
import { clients, decisionReasons, reasonCodes, stepTransitions } from '../../db/schema/index.ts';

/** The brokerage's days: a date range of the funnel starts and ends at midnight in São Paulo. */
const BROKERAGE_TIME_ZONE = 'America/Sao_Paulo';

const entered = stepTransitions;
const completed = alias(stepTransitions, 'completed');
const midnight = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${BROKERAGE_TIME_ZONE})`;

/** What the funnel counts: one partner (or all), one person type (or both), clients who entered a step between two days. */
export type FunnelFilter = Omit<FunnelQuery, 'partner'> & { partnerId?: number };

/**
 * The funnel (issue 19): per step, the clients who entered it within the range (by the day they entered it), how many
 * of them completed it, how many dropped (entered − completed, those still in it included), and the median seconds
 * from entering to completing (percentile_cont over the completed). Rows in journey order: the person type's, or
 * both orders merged when it counts both; a step nobody entered counts zero. Beside it, the decisions by reason.
 */
export async function funnel(db: Database, filter: FunnelFilter): Promise<Funnel> {
  const where: (SQL | undefined)[] = [
    eq(entered.kind, 'entered'),
    filter.partnerId === undefined ? undefined : eq(entered.partnerId, filter.partnerId),
    filter.personType === undefined ? undefined : eq(entered.personType, filter.personType),
    filter.from === undefined ? undefined : gte(entered.at, midnight(filter.from)),
    filter.to === undefined ? undefined : lt(entered.at, midnight(filter.to, 1)),
  ];
  const [rows, reasons] = await Promise.all([stepRows(db, where), reasonCounts(db, filter)]);
  const byStep = new Map(rows.map((row) => [Number(row.step), row]));
  const order: readonly SectionId[] = filter.personType ? JOURNEY_SECTIONS[filter.personType] : mergedJourney();
  return {
    Steps: order.map((step) => {
      const row = byStep.get(step);
      const Entered = row?.entered ?? 0;
      const Completed = row?.completed ?? 0;
      const median = row?.median;
      return {
        Step: step,
        Name: SECTION_LABELS[step],
        Entered,
        Completed,
        Dropped: Entered - Completed,
        MedianSeconds: median === null || median === undefined ? null : Math.round(Number(median)),
      };
    }),
    Reasons: reasons,
  };
}

// Per step: entered, completed and the median seconds between them.
function stepRows(db: Database, where: (SQL | undefined)[]) {
  return db
    .select({
      step: entered.step,
      entered: sql<number>`count(*)::int`,
      completed: sql<number>`count(${completed.id})::int`,
      median: sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from ${completed.at} - ${entered.at}))`,
    })
    .from(entered)
    .leftJoin(completed, and(eq(completed.clientId, entered.clientId), eq(completed.step, entered.step), eq(completed.kind, 'completed')))
    .where(and(...where))
    .groupBy(entered.step);
}

/**
 * Rejections and documents requests by reason code (ADR 241): the same partner and person type, decided within the
 * range (São Paulo days); most frequent first, then by name.
 */
async function reasonCounts(db: Database, filter: FunnelFilter): Promise<DecisionReasonCount[]> {
  const count = sql<number>`count(*)::int`;
  const rows = await db
    .select({ kind: decisionReasons.kind, code: decisionReasons.reasonCode, label: reasonCodes.label, count })
    .from(decisionReasons)
    .innerJoin(reasonCodes, eq(reasonCodes.code, decisionReasons.reasonCode))
    .innerJoin(clients, eq(clients.id, decisionReasons.clientId))
    .where(
      and(
        filter.partnerId === undefined ? undefined : eq(clients.partnerId, filter.partnerId),
        filter.personType === undefined ? undefined : eq(clients.personType, filter.personType),
        filter.from === undefined ? undefined : gte(decisionReasons.decidedAt, midnight(filter.from)),
        filter.to === undefined ? undefined : lt(decisionReasons.decidedAt, midnight(filter.to, 1)),
      ),
    )
    .groupBy(decisionReasons.kind, decisionReasons.reasonCode, reasonCodes.label)
    .orderBy(sql`${count} desc`, reasonCodes.label, decisionReasons.kind);
  return rows.map((row) => ({
    Kind: row.kind === 'reject' ? 'reject' : 'requestDocuments',
    Code: row.code,
    Label: row.label,
    Count: row.count,
  }));
}
