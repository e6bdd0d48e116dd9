import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { auditCte, auditCteOf, auditPlaceholders, auditPlaceholderValues } from '../../lib/audit.ts';
import { type ChangeContext, type ClientRef, sectionAuditEntry } from './client-scope.ts';
import { type Prebuilt, prebuild, runPrebuilt } from './prebuilt.ts';

/** A list table: its own id, the client's id and the item's position in the list as sent. */
export type ListTable = PgTable & { id: AnyPgColumn; clientId: AnyPgColumn; position: AnyPgColumn };

/**
 * How one list section (order issuers, representatives, bank accounts…) maps its wire items to rows and back.
 * `entity` names it in the audit trail and the OpenAPI tags; `key` is the list's field in the spec's spelling.
 */
export type ListSection<T extends ListTable, Item, Out> = {
  entity: string;
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

type Row = Record<string, unknown>;
// The replacement statement of each table and shape of rows, built once (ADR 161); values come as placeholders.
// Shapes vary with the item count and the optional fields sent: past MAX_SHAPES per table, new ones are not kept.
const statements = new WeakMap<ListTable, Map<string, Prebuilt>>();
const MAX_SHAPES = 200;
const valueName = (index: number, key: string) => `r${index}_${key}`;

/**
 * The old list's delete, the new list's insert and the audit event with the list's digests, in one statement (ADR
 * 155, 160): built once per table and shape of rows, run on the caller's transaction.
 */
function replacement(tx: Database, table: ListTable, rows: readonly Row[]): Prebuilt {
  const shape = rows.map((row) => Object.keys(row).join(',')).join(';');
  let byShape = statements.get(table);
  if (!byShape) {
    byShape = new Map();
    statements.set(table, byShape);
  }
  let built = byShape.get(shape);
  if (!built) {
    const ofClient = eq(table.clientId, sql.placeholder('clientId'));
    // Both parts see the statement's snapshot, so the delete never meets the new rows; the caller's lock orders
    // concurrent replacements. The audit reads the list before (the snapshot) and after (the inserted rows).
    const removed = tx.$with('removed').as(tx.delete(table).where(ofClient) as never);
    const values = rows.map((row, index) =>
      Object.fromEntries(Object.keys(row).map((key) => [key, sql.placeholder(valueName(index, key))])),
    );
    const inserted = tx.$with('inserted').as(
      tx
        .insert(table)
        .values(values as never)
        .returning() as never,
    );
    const audit = auditCteOf(tx, auditPlaceholders(), { state: { table, where: ofClient, list: table.position }, after: 'inserted' });
    built = prebuild(tx.with(removed, inserted, audit).select().from(inserted));
    if (byShape.size < MAX_SHAPES) byShape.set(shape, built);
  }
  return built;
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
  if (items.length === 0) {
    const ofClient = eq(table.clientId, clientId);
    const audit = auditCte(tx, entry, { state: { table, where: ofClient, list: table.position } });
    await tx.with(audit).delete(table).where(ofClient);
    return [];
  }
  // Undefined values stay out of the insert (drizzle's default for them), so they shape the statement too.
  const rows = items.map((item, position) => definedOnly({ ...section.toRow(item), clientId, position }));
  const values: Row = { ...auditPlaceholderValues(entry), clientId };
  rows.forEach((row, index) => {
    for (const [key, value] of Object.entries(row)) values[valueName(index, key)] = value;
  });
  return toItems(section, await runPrebuilt<T['$inferSelect']>(tx, replacement(tx, table, rows), values));
}

const definedOnly = (row: Row): Row => Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined));
