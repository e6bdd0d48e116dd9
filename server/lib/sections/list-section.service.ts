import { getTableColumns, getTableName } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListAuditEntity } from '../../../domain/audit-actions.ts';
import type { Database } from '../../db/database.ts';
import { AUDIT_COLUMNS, AUDIT_PARAMS, auditValues, DIGEST } from '../audit/audit-statement.ts';
import type { ChangeContext } from '../audit/change-context.ts';
import { type FixedStatement, fixedStatement, runFixed } from '../audit/fixed-statement.ts';
import { type ClientRef, sectionAuditEntry } from '../clients/client-scope.ts';
import { columnName } from './fixed-upsert.ts';

/** A list table: its own id, the client's id and the item's position in the list as sent. */
export type ListTable = PgTable & { id: AnyPgColumn; clientId: AnyPgColumn; position: AnyPgColumn };

/**
 * How one list section (order issuers, representatives, bank accounts…) maps its wire items to rows and back.
 * `entity` names it in the audit trail and the OpenAPI tags; `key` is the list's field in the spec's spelling.
 */
export type ListSection<T extends ListTable, Item, Out> = {
  entity: ListAuditEntity;
  key: string;
  table: T;
  /** The client an item names (ClientId, or the spec's CustomerId on some sections). */
  itemClientId: (item: Item) => number;
  toRow: (item: Item) => Omit<T['$inferInsert'], 'id' | 'clientId' | 'position'>;
  toItem: (row: T['$inferSelect']) => Out;
  /** Reference checks the schema cannot do (ids of lookup lists), as field errors on `key`. */
  check?: (items: readonly Item[], client: ClientRef) => string | undefined;
};

/** The items of stored rows, in the order they were sent. */
export function toItems<T extends ListTable, Item, Out>(section: ListSection<T, Item, Out>, rows: readonly T['$inferSelect'][]): Out[] {
  const byPosition = [...rows].sort((a, b) => (a.position as number) - (b.position as number));
  return byPosition.map(section.toItem);
}

/**
 * Replaces the client's whole list (spec: PATCH with the list) inside the caller's transaction, which holds the
 * client locked; audits it in the same statement and answers the stored list from the insert's RETURNING (ADR 121,
 * 155). One fixed text per table (listStatement), the rows as one JSON parameter, so nothing is rendered per call.
 */
export async function replaceList<T extends ListTable, Item, Out>(
  tx: Database,
  section: ListSection<T, Item, Out>,
  clientId: number,
  items: readonly Item[],
  ctx: ChangeContext,
): Promise<Out[]> {
  const { statement, columns } = listStatement(section.table);
  const rows = items.map((item, position) => {
    const row: Record<string, unknown> = { ...section.toRow(item), position };
    return Object.fromEntries(
      columns.filter(([key]) => row[key] != null).map(([key, column, name]) => [name, column.mapToDriverValue(row[key])]),
    );
  });
  const entry = sectionAuditEntry(ctx, clientId, `${section.entity}.replace`, [section.key]);
  const values = [clientId, JSON.stringify(rows), ...auditValues(entry)];
  const stored = await runFixed<Record<string, unknown>>(tx, statement, values);
  // Back from the database's names and values to the schema's (PostgreSQL's numeric text to a number, …).
  const fromDriver = (row: Record<string, unknown>) =>
    Object.fromEntries(columns.map(([key, column, name]) => [key, row[name] == null ? null : column.mapFromDriverValue(row[name])]));
  return toItems(section, stored.map(fromDriver) as T['$inferSelect'][]);
}

type ListColumn = [key: string, column: AnyPgColumn, name: string];
const listStatements = new Map<ListTable, { statement: FixedStatement; columns: ListColumn[] }>();

/**
 * The replacement of a client's list in `table` as one statement ($1 the client, $2 the rows as a JSON array of
 * objects keyed by column name, $3… the audit entry, auditValues):
 * - `removed` deletes the client's rows and `inserted` inserts the new ones: both see the statement's snapshot, so the
 *   delete never meets the new rows (the caller's lock orders concurrent replacements). The rows are read with the
 *   table's own row type (jsonb_populate_recordset: a key not sent is null; list tables have no column defaults but
 *   the id) and inserted in list order, so their ids follow it;
 * - `audit` records the event with the digests of the list before (the snapshot's rows) and after (the inserted
 *   ones), both ordered by position: an empty list digests as `[]` (ADR 160, the same digests as auditCte's).
 */
function listStatement(table: ListTable) {
  let built = listStatements.get(table);
  if (!built) {
    const columns: ListColumn[] = Object.entries(getTableColumns(table)).map(([key, column]) => [key, column, columnName(column)]);
    const written = columns.filter(([key, column]) => {
      if (key !== 'id' && column.hasDefault) throw new Error(`list table ${getTableName(table)}: ${key} has a default`);
      return key !== 'id' && key !== 'clientId';
    });
    const tableName = `"${getTableName(table)}"`;
    const names = written.map(([, , name]) => `"${name}"`);
    const digest = (rows: string, from: string) =>
      `(select ${DIGEST(`coalesce(jsonb_agg(to_jsonb(${rows}) order by ${rows}.position), '[]'::jsonb)`)} from ${from})`;
    const text = `with removed as (delete from ${tableName} where client_id = $1::integer),
  inserted as (insert into ${tableName} (client_id, ${names.join(', ')})
    select $1::integer, ${names.map((name) => `r.${name}`).join(', ')}
    from jsonb_populate_recordset(null::${tableName}, $2::jsonb) as r order by r.position
    returning *),
  audit as (insert into audit_events (${AUDIT_COLUMNS}, before_digest, after_digest)
    select ${AUDIT_PARAMS(3)},
      ${digest(tableName, `${tableName} where client_id = $1::integer`)},
      ${digest('inserted', 'inserted')})
select * from inserted`;
    built = { statement: fixedStatement(`list:${getTableName(table)}`, text), columns };
    listStatements.set(table, built);
  }
  return built;
}
