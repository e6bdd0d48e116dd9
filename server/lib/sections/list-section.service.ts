import { eq, getTableName } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListAuditEntity } from '../../../domain/audit-actions.ts';
import type { Database } from '../../db/database.ts';
import { statementName } from '../../db/statement-names.ts';
import { auditCte } from '../audit/audit.ts';
import type { ChangeContext } from '../audit/change-context.ts';
import { type ClientRef, sectionAuditEntry } from '../clients/client-scope.ts';

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
 * client locked; audits it in the same statement and answers the stored list from the insert's RETURNING (ADR 121, 155).
 */
export async function replaceList<T extends ListTable, Item, Out>(
  tx: Database,
  section: ListSection<T, Item, Out>,
  clientId: number,
  items: readonly Item[],
  ctx: ChangeContext,
): Promise<Out[]> {
  const table = section.table as ListTable;
  const entry = sectionAuditEntry(ctx, clientId, `${section.entity}.replace`, [section.key]);
  const ofClient = eq(table.clientId, clientId);
  const state = { table, where: ofClient, list: table.position };
  if (items.length === 0) {
    await tx
      .with(auditCte(tx, entry, { state }))
      .delete(table)
      .where(ofClient);
    return [];
  }
  // Both parts see the statement's snapshot, so the delete never meets the new rows; the caller's lock orders
  // concurrent replacements. The audit reads the list before (the snapshot) and after (the inserted rows).
  const rows = items.map((item, position) => ({ ...section.toRow(item), clientId, position }));
  const removed = tx.$with('removed').as(tx.delete(table).where(ofClient) as never);
  const inserted = tx.$with('inserted').as(
    tx
      .insert(table)
      .values(rows as never)
      .returning() as never,
  );
  const audit = auditCte(tx, entry, { state, after: 'inserted' });
  const replaced = tx.with(removed, inserted, audit).select().from(inserted);
  // Its text depends on the table and on which columns each row leaves to their default.
  const name = statementName(`list:${getTableName(table)}:${rows.map(definedKeys).join(';')}`);
  return toItems(section, (await (name ? replaced.prepare(name).execute() : replaced)) as T['$inferSelect'][]);
}

const definedKeys = (row: Record<string, unknown>) =>
  Object.keys(row)
    .filter((key) => row[key] !== undefined)
    .join(',');
