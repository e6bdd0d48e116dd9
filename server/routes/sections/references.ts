import { createHash } from 'node:crypto';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { type AuditEntry, auditCteOf, auditPlaceholders, auditPlaceholderValues } from '../../lib/audit.ts';

/** One reference check of a body: the field it is reported on, whether it holds, and the message when not. */
export type ReferenceCheck = [field: string, holds: boolean, message: string];

/** Field errors of the checks that fail (first failure per field), or undefined when all hold. */
export function referenceErrors(checks: readonly ReferenceCheck[]): Record<string, string[]> | undefined {
  const errors: Record<string, string[]> = {};
  for (const [field, holds, message] of checks) if (!holds && !errors[field]) errors[field] = [message];
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** A table holding one record per client, keyed by `clientId`. */
export type OnePerClientTable = PgTable & { clientId: AnyPgColumn };

type PreparedUpsert = { execute(values: Record<string, unknown>): Promise<unknown[]> };
// One prepared upsert-with-audit per database, table and set of columns (ADR 161): SQL built once per process.
const preparedUpserts = new WeakMap<Database, Map<string, PreparedUpsert>>();
const MAX_SHAPES = 200;

/** The upsert of `table`'s columns `keys` with its audit event (digests included), built and prepared once. */
function preparedUpsert(db: Database, table: OnePerClientTable, keys: readonly string[]): PreparedUpsert {
  let byShape = preparedUpserts.get(db);
  if (!byShape) {
    byShape = new Map();
    preparedUpserts.set(db, byShape);
  }
  const shape = `${getTableName(table)}:${keys.join(',')}`;
  let prepared = byShape.get(shape);
  if (!prepared) {
    const set = Object.fromEntries(keys.map((key) => [key, sql.placeholder(`v_${key}`)]));
    const clientId = sql.placeholder('clientId');
    const upsert = db
      .insert(table)
      .values({ ...set, clientId } as never)
      .onConflictDoUpdate({ target: table.clientId, set: set as never })
      .returning();
    const changed = db.$with('changed').as(upsert);
    const state = { table, where: eq(table.clientId, clientId) };
    const audit = auditCteOf(db, auditPlaceholders(), { state, after: 'changed' });
    const name = `upsert_${createHash('sha256').update(shape).digest('hex').slice(0, 16)}`;
    prepared = db.with(changed, audit).select().from(changed).prepare(name) as unknown as PreparedUpsert;
    // Shapes differ only by the columns left undefined: a few per table; past MAX_SHAPES new ones are not kept.
    if (byShape.size < MAX_SHAPES) byShape.set(shape, prepared);
  }
  return prepared;
}

/**
 * Inserts or replaces the client's one record of `table` and answers it as stored. With `audit` (sectionAuditEntry)
 * the change's audit event, with digests of the record before and after, is written by the same statement, which then
 * needs no transaction (ADR 155, 160), prepared once per table and columns (ADR 161); without it, call inside the
 * change's transaction.
 */
export async function upsertByClient<T extends OnePerClientTable>(
  tx: Database,
  table: T,
  clientId: number,
  values: Omit<T['$inferInsert'], 'clientId'>,
  audit?: AuditEntry,
): Promise<T['$inferSelect']> {
  if (audit) {
    const given = values as Record<string, unknown>;
    // Undefined values stay out of the statement, as drizzle leaves them out of an insert and its SET.
    const keys = Object.keys(given).filter((key) => given[key] !== undefined);
    const filled: Record<string, unknown> = { ...auditPlaceholderValues(audit), clientId };
    for (const key of keys) filled[`v_${key}`] = given[key];
    const [stored] = await preparedUpsert(tx, table, keys).execute(filled);
    return stored as T['$inferSelect'];
  }
  // The generic table loses drizzle's insert type; callers pass values typed against their own table.
  const [stored] = await tx
    .insert(table as OnePerClientTable)
    .values({ ...values, clientId } as never)
    .onConflictDoUpdate({ target: table.clientId, set: values as never })
    .returning();
  return stored as T['$inferSelect'];
}
