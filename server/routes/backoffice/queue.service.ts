import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { QUEUE_PAGE_SIZE, type QueueItem, type QueuePage, type QueueQuery } from '../../../domain/api/backoffice.ts';
import { RegistrationStatus } from '../../../domain/constants.ts';
import type { Database } from '../../db/database.ts';
import { applicationClaims, clients, complementaryData, partners, staffMembers } from '../../db/schema/index.ts';
import { currentSections } from '../../services/completeness/completeness.service.ts';
import {
  allConditions,
  awaitingSecondColumn,
  baseConditions,
  daysBetween,
  documentConflictColumn,
  isSlaOverdue,
  liveClaimOn,
  pepColumn,
  type QueueReader,
  queueOrder,
  statusCondition,
} from './queue-filters.ts';

// Files judged per statement when every matching file's current step is needed (the step filter, the export).
const JUDGE_CHUNK = 1000;

/** The queue's rows with their partner's SLA and the file's holder at `now` (a live claim). */
function rowsSelect(db: Database, now: Date) {
  return db
    .select({
      id: clients.id,
      name: clients.name,
      document: clients.cpfCnpj,
      personType: clients.personType,
      partnerId: clients.partnerId,
      partnerName: partners.name,
      status: clients.statusRegistration,
      pep: pepColumn,
      awaitingSecond: awaitingSecondColumn,
      documentConflict: documentConflictColumn,
      createdAt: clients.createdAt,
      statusChangedAt: clients.statusChangedAt,
      slaDays: partners.slaDays,
      holderId: applicationClaims.staffId,
      holderName: staffMembers.name,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(clients)
    .innerJoin(partners, eq(partners.id, clients.partnerId))
    .leftJoin(complementaryData, eq(complementaryData.clientId, clients.id))
    .leftJoin(applicationClaims, liveClaimOn(now))
    .leftJoin(staffMembers, eq(staffMembers.id, applicationClaims.staffId));
}
type Row = Awaited<ReturnType<ReturnType<typeof rowsSelect>['where']>>[number];

function toItem(row: Row, step: number | null, now: Date): QueueItem {
  const item = {
    ClientId: row.id,
    Name: row.name,
    Document: row.document,
    PersonType: row.personType,
    PartnerId: row.partnerId,
    PartnerName: row.partnerName,
    StatusRegistration: row.status,
    CurrentStep: step,
    Pep: row.pep,
    AwaitingSecondApproval: row.awaitingSecond,
    DocumentConflict: row.documentConflict,
    CreatedAt: row.createdAt.toISOString(),
    StatusChangedAt: row.statusChangedAt.toISOString(),
    DaysInStatus: daysBetween(row.statusChangedAt, now),
    Holder: row.holderId === null || row.holderName === null ? null : { Id: row.holderId, Name: row.holderName },
    SlaDays: row.slaDays,
  };
  return { ...item, SlaOverdue: isSlaOverdue(item) };
}

/** Rows with their current step (the completeness rules' first incomplete section), judged in chunks. */
async function withSteps(db: Database, rows: readonly Row[], now: Date): Promise<QueueItem[]> {
  const steps = new Map<number, number | null>();
  for (let start = 0; start < rows.length; start += JUDGE_CHUNK) {
    const chunk = rows.slice(start, start + JUDGE_CHUNK).map((row) => row.id);
    for (const [id, step] of await currentSections(db, chunk)) steps.set(id, step);
  }
  return rows.map((row) => toItem(row, steps.get(row.id) ?? null, now));
}

/** Every matching file in the query's order, with its current step; those at `query.step` only when it is given. */
async function judgedItems(db: Database, reader: QueueReader, query: QueueQuery, where: SQL | undefined): Promise<QueueItem[]> {
  const items = await withSteps(
    db,
    await rowsSelect(db, reader.now)
      .where(where)
      .orderBy(...queueOrder(query)),
    reader.now,
  );
  return query.step === undefined ? items : items.filter((item) => item.CurrentStep === query.step);
}

const zeroCounts = () => Object.fromEntries(Object.values(RegistrationStatus).map((status) => [String(status), 0]));

/** The count of each status (every status listed, 0 when none) under `where`. */
async function countsByStatus(db: Database, where: SQL | undefined): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: clients.statusRegistration, n: sql<number>`count(*)`.mapWith(Number) })
    .from(clients)
    .leftJoin(complementaryData, eq(complementaryData.clientId, clients.id))
    .where(where)
    .groupBy(clients.statusRegistration);
  const counts = zeroCounts();
  for (const row of rows) counts[String(row.status)] = row.n;
  return counts;
}

/**
 * One page of the queue with the total under every filter and the count per status under every filter but the
 * status. Without a step filter the page is one indexed query and only its files are judged; with one, every file
 * under the other filters is judged (its step is a rule of the completeness service, not a column).
 */
export async function queuePage(db: Database, reader: QueueReader, query: QueueQuery): Promise<QueuePage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? QUEUE_PAGE_SIZE;
  const offset = (page - 1) * pageSize;
  const base = baseConditions(reader, query);
  if (query.step !== undefined) {
    const atStep = await judgedItems(db, reader, query, and(...base));
    const counts = zeroCounts();
    for (const item of atStep) counts[String(item.StatusRegistration)] += 1;
    const matching = query.status === undefined ? atStep : atStep.filter((item) => String(item.StatusRegistration) === query.status);
    return {
      Items: matching.slice(offset, offset + pageSize),
      Total: matching.length,
      Page: page,
      PageSize: pageSize,
      CountsByStatus: counts,
    };
  }
  const where = and(...base, statusCondition(query));
  const [rows, counts] = await Promise.all([
    rowsSelect(db, reader.now)
      .where(where)
      .orderBy(...queueOrder(query))
      .limit(pageSize)
      .offset(offset),
    countsByStatus(db, and(...base)),
  ]);
  // Past the last page the window count has no row to ride on: the status counts hold the total then.
  const total = rows[0]?.total ?? (query.status === undefined ? sumOf(counts) : (counts[query.status] ?? 0));
  return { Items: await withSteps(db, rows, reader.now), Total: total, Page: page, PageSize: pageSize, CountsByStatus: counts };
}

const sumOf = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);

/** Every file of the queue under all its filters, in its order, with its current step (the CSV export). */
export function queueItems(db: Database, reader: QueueReader, query: QueueQuery): Promise<QueueItem[]> {
  return judgedItems(db, reader, query, allConditions(reader, query));
}

/** The queue row of one client, or undefined (the caller has checked the reader sees its partner). */
export async function queueItemOf(db: Database, clientId: number, now: Date): Promise<QueueItem | undefined> {
  const rows = await rowsSelect(db, now).where(inArray(clients.id, [clientId]));
  return rows.length > 0 ? (await withSteps(db, rows, now))[0] : undefined;
}
