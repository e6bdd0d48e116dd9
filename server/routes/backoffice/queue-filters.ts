import { and, asc, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { QueueQuery } from '../../../domain/api/backoffice.ts';
import { RegistrationStatus } from '../../../domain/constants.ts';
import { applicationApprovals, applicationClaims, clients, complementaryData, signUpConflicts } from '../../db/schema/index.ts';
import { clientSearchCondition, foldedName } from '../../lib/clients/client-search.ts';

/**
 * Who reads the queue and when: the staff member (their id: "Meus cadastros"), their partner (null: every partner) and
 * the time days in status and claims count to.
 */
export type QueueReader = { staffId: number; partnerId: number | null; now: Date };

const DAY_MS = 24 * 60 * 60 * 1000;
// Days are the brokerage's (Brazil), whatever the server's time zone.
const TIME_ZONE = 'America/Sao_Paulo';

/** Whole days from `since` to `now`. */
export const daysBetween = (since: Date, now: Date) => Math.floor((now.getTime() - since.getTime()) / DAY_MS);

/** Whether the client declared itself a politically exposed person (the declarations screen; false before it answers). */
export const pepColumn = sql<boolean>`coalesce(${complementaryData.politicallyExposedPerson}, false)`;

/** Whether a file "em análise" holds a first approval that waits for a second approver (four eyes). */
export const awaitingSecondColumn = sql<boolean>`(${clients.statusRegistration} = ${RegistrationStatus.UNDER_ANALYSIS}
  and exists (select 1 from ${applicationApprovals} where ${applicationApprovals.clientId} = ${clients.id}))`;

/** Whether sign-ups were refused because the client holds its document (ADR 223). */
export const documentConflictColumn = sql<boolean>`exists (select 1 from ${signUpConflicts} where ${signUpConflicts.clientId} = ${clients.id})`;

/** The join condition of a file's live claim (ADR 234): one not expired at `now`. */
export const liveClaimOn = (now: Date) => and(eq(applicationClaims.clientId, clients.id), gt(applicationClaims.expiresAt, now));

/** Whether `staffId` holds the file now. */
const heldBy = (staffId: number, now: Date) =>
  sql`exists (select 1 from ${applicationClaims} where ${liveClaimOn(now)} and ${applicationClaims.staffId} = ${staffId})`;

/** Whether a file em análise has been in its status for `sla_days` of its partner or longer (calendar days, ADR 242). */
export const isSlaOverdue = (item: { StatusRegistration: number; DaysInStatus: number; SlaDays: number }) =>
  item.StatusRegistration === RegistrationStatus.UNDER_ANALYSIS && item.DaysInStatus >= item.SlaDays;

// The first instant of a day (YYYY-MM-DD, already validated) in the brokerage's time zone.
const startOfDay = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${TIME_ZONE})`;

/**
 * The conditions of every filter but the status and the current step (the counts per status are taken under these;
 * the step is judged outside SQL): the reader's partner, the partner asked for, person type, creation days, search, PEP,
 * awaiting a second approval, minimum days in status, held by the reader. The query must join complementary_data (left)
 * for the PEP filter.
 */
export function baseConditions(reader: QueueReader, query: QueueQuery): SQL[] {
  const conditions: (SQL | undefined)[] = [
    reader.partnerId === null ? undefined : eq(clients.partnerId, reader.partnerId),
    query.partner === undefined ? undefined : eq(clients.partnerId, query.partner),
    query.personType === undefined ? undefined : eq(clients.personType, query.personType),
    query.from === undefined ? undefined : sql`${clients.createdAt} >= ${startOfDay(query.from)}`,
    query.to === undefined ? undefined : sql`${clients.createdAt} < ${startOfDay(query.to, 1)}`,
    query.search ? clientSearchCondition(query.search) : undefined,
    query.pep === undefined ? undefined : eq(pepColumn, query.pep === 'true'),
    query.awaitingSecondApproval === undefined
      ? undefined
      : query.awaitingSecondApproval === 'true'
        ? awaitingSecondColumn
        : sql`not ${awaitingSecondColumn}`,
    query.minDaysInStatus === undefined
      ? undefined
      : lte(clients.statusChangedAt, new Date(reader.now.getTime() - query.minDaysInStatus * DAY_MS)),
    query.mine === 'true' ? heldBy(reader.staffId, reader.now) : undefined,
  ];
  return conditions.filter((condition) => condition !== undefined);
}

/** The status filter's condition, if any. */
export const statusCondition = (query: QueueQuery): SQL | undefined =>
  query.status === undefined ? undefined : eq(clients.statusRegistration, Number(query.status));

/** The queue's order: the column asked for (longest in status first by default), ties broken by id the same way. */
export function queueOrder(query: QueueQuery): SQL[] {
  const direction = query.order === 'desc' ? desc : asc;
  const column =
    query.sort === 'name' ? foldedName(clients.name) : query.sort === 'createdAt' ? clients.createdAt : clients.statusChangedAt;
  return [direction(column), direction(clients.id)];
}

/** All the SQL conditions of a query: the base ones and the status. */
export const allConditions = (reader: QueueReader, query: QueueQuery) => and(...baseConditions(reader, query), statusCondition(query));
