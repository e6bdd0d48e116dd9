import { eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { type AuditEntry, auditCteOf, auditPlaceholders, auditPlaceholderValues } from '../../lib/audit.ts';
import { type Prebuilt, prebuild, runPrebuilt } from './prebuilt.ts';

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

// One upsert-with-audit per table and set of columns (ADR 161): SQL built once per process, run on the caller's
// session (the pool, or the transaction of withLockedClient).
const upserts = new Map<string, Prebuilt>();
const MAX_SHAPES = 200;

/** The upsert of `table`'s columns `keys` with its audit event (digests included), built once. */
function upsertOf(db: Database, table: OnePerClientTable, keys: readonly string[]): Prebuilt {
  const shape = `${getTableName(table)}:${keys.join(',')}`;
  let built = upserts.get(shape);
  if (!built) {
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
    built = prebuild(db.with(changed, audit).select().from(changed));
    // Shapes differ only by the columns left undefined: a few per table; past MAX_SHAPES new ones are not kept.
    if (upserts.size < MAX_SHAPES) upserts.set(shape, built);
  }
  return built;
}

/**
 * Inserts or replaces the client's one record of `table` and answers it as stored. With `audit` (sectionAuditEntry)
 * the change's audit event, with digests of the record before and after, is written by the same statement (ADR 155,
 * 160), built once per table and columns (ADR 161). `tx` is the change's transaction (withLockedClient).
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
    const [stored] = await runPrebuilt<T['$inferSelect']>(tx, upsertOf(tx, table, keys), filled);
    return stored;
  }
  // The generic table loses drizzle's insert type; callers pass values typed against their own table.
  const [stored] = await tx
    .insert(table as OnePerClientTable)
    .values({ ...values, clientId } as never)
    .onConflictDoUpdate({ target: table.clientId, set: values as never })
    .returning();
  return stored as T['$inferSelect'];
}
