import { type ColumnsSelection, SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { AuditAction } from '../../../domain/audit-actions.ts';
import type { Database } from '../../db/database.ts';
import { auditEvents } from '../../db/schema/index.ts';

/** One change to record: values are never stored, only the names of the fields touched and digests of the state. */
export type AuditEntry = {
  actor: string;
  action: AuditAction;
  entity: string;
  entityId: string | number;
  requestId: string;
  fields?: string[];
  at: Date;
  /** Why a staff member made the change (a decision's reason or message), when there is one to keep. */
  reason?: string;
};

/**
 * Where the audited entity's state lives, so its event can carry SHA-256 digests of it before and after the change
 * (DESIGN §5, ADR 160). `where` picks the entity's rows of `table` as they were before the change (the statement's
 * snapshot; none for a create: no before digest); `list` makes the entity all those rows, ordered by that column.
 */
export type AuditedState = { table: PgTable; where?: SQL; list?: AnyPgColumn };

/**
 * SHA-256 hex of a JSON value's canonical text: jsonb orders an object's keys itself (by length, then bytes), so the
 * digest does not depend on the order a statement lists columns in. Tests recompute it from `to_jsonb(row)::text`.
 */
const digestOf = (json: SQL) => sql`encode(sha256(convert_to((${json})::text, 'UTF8')), 'hex')`;

/** The canonical JSON of a whole row (a table or CTE name used as a row value). */
export const canonicalRow = (row: SQLWrapper) => sql`to_jsonb(${row})`;

const listJson = (row: SQLWrapper, order: SQL) => sql`coalesce(jsonb_agg(${canonicalRow(row)} order by ${order}), '[]'::jsonb)`;

/**
 * The digest of the entity's rows as the statement sees them (its snapshot: before a change it makes; after one an
 * earlier statement of the transaction made), null when there is none.
 */
function stateDigest(state: AuditedState): SQL {
  if (!state.where) return sql`null`;
  const json = state.list ? listJson(sql`${state.table}`, sql`${state.list}`) : canonicalRow(sql`${state.table}`);
  return sql`(select ${digestOf(json)} from ${state.table} where ${state.where})`;
}

/**
 * The digest of the entity's state as the CTE `after` returns it: one row (the event's source row), or for a list
 * all its rows ordered by the list's column (an empty list when there is no such CTE); null for a deleted row.
 */
function afterDigest(state: AuditedState, after: string | undefined): SQL {
  const source = after ? sql.identifier(after) : undefined;
  if (state.list) {
    if (!source) return digestOf(sql`'[]'::jsonb`);
    // The CTE's columns carry the database's names (snake_case, DRIZZLE_OPTIONS), not the schema's keys.
    const column = sql.identifier(state.list.keyAsName ? toSnakeCase(state.list.name) : state.list.name);
    return sql`(select ${digestOf(listJson(source, sql`${source}.${column}`))} from ${source})`;
  }
  return source ? digestOf(canonicalRow(source)) : sql`null`;
}

/** What an audit CTE digests and how many events it writes. */
export type AuditCteOptions = {
  /** The name of another CTE of the statement: one event per row it returns, none when it returns none. */
  onRowsOf?: string;
  /** The entity's state, digested before (from its table) and after (from the CTE `after`) the change. */
  state?: AuditedState;
  /** The CTE returning the entity's rows after the change (all columns); none for a delete. */
  after?: string;
};

/**
 * Appends an audit event (call it inside the transaction of the change it records). `created` names the rows the
 * transaction created: the event's after digest is read from them by the insert itself (no before digest).
 */
export async function recordAudit(db: Database, entry: AuditEntry, created?: AuditedState): Promise<void> {
  const values = { ...entry, entityId: String(entry.entityId), fields: entry.fields ?? [] };
  const afterDigest = created && sql<string>`${stateDigest(created)}`; // Read after the transaction created the rows.
  await db.insert(auditEvents).values(afterDigest ? { ...values, afterDigest } : values);
}

/**
 * The audit event of a change as a data-modifying CTE named `audit`, to put in the change's own statement
 * (`db.with(auditCte(…)).insert(…)`): change and event commit together without a transaction of their own (ADR 155),
 * and the digests cost no extra round trip (ADR 160). A row `state` with `after` writes one event per row of that
 * CTE (as `onRowsOf` does); `entityId` may then be an expression over that row (the id a new row was given).
 */
export function auditCte(
  db: Database,
  entry: Omit<AuditEntry, 'entityId'> & { entityId: string | number | SQL },
  options: AuditCteOptions = {},
) {
  // Plain values (no column to map them): an ISO time and JSON text, typed by the target columns.
  const { actor, action, entity, requestId } = entry;
  const entityId = entry.entityId instanceof SQL ? entry.entityId : String(entry.entityId);
  const fields = JSON.stringify(entry.fields ?? []);
  const at = entry.at.toISOString();
  const reason = entry.reason ?? null;
  const { state, after } = options;
  const rowsOf = options.onRowsOf ?? (state && !state.list ? after : undefined);
  const source = rowsOf ? sql` from ${sql.identifier(rowsOf)}` : sql``;
  const digests = state ? sql`${stateDigest(state)}, ${afterDigest(state, after)}` : sql`null, null`;
  return db.$with('audit', {}).as(
    sql`insert into ${auditEvents} (actor, action, entity, entity_id, request_id, fields, at, reason, before_digest, after_digest)
      select ${actor}, ${action}, ${entity}, ${entityId}, ${requestId}, ${fields}::jsonb, ${at}, ${reason}::text, ${digests}${source}`,
  );
}

/**
 * Runs `change` (an insert, update or delete with `.returning()` of every column) with its audit event in one
 * statement, digesting `state` before and the returned rows after (none after a delete); answers the returned rows.
 * A row entity gets one event per returned row, none when the change touched none.
 */
export async function auditedChange<Row, S extends ColumnsSelection = ColumnsSelection>(
  db: Database,
  entry: AuditEntry,
  state: AuditedState,
  change: TypedQueryBuilder<S>,
  options: { deletes?: boolean } = {},
): Promise<Row[]> {
  const changed = db.$with('changed').as(change);
  const audit = auditCte(db, entry, options.deletes ? { state, onRowsOf: 'changed' } : { state, after: 'changed' });
  // The generic selection hides from drizzle's types that `change` has a RETURNING clause.
  return (await db
    .with(changed, audit)
    .select()
    .from(changed as never)) as Row[];
}
