import { eq, getTableName } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { statementName } from '../../db/statement-names.ts';
import { type AuditEntry, auditCte } from '../audit/audit.ts';
import { fixedUpsert, fixedUpsertFits } from './fixed-upsert.ts';

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

/**
 * Inserts or replaces the client's one record of `table` and answers it as stored. With `audit` (sectionAuditEntry)
 * the change's audit event, with digests of the record before and after, is written by the same statement (ADR 155,
 * 160). `tx` is the change's transaction (withLockedClient).
 */
export async function upsertByClient<T extends OnePerClientTable>(
  tx: Database,
  table: T,
  clientId: number,
  values: Omit<T['$inferInsert'], 'clientId'>,
  audit?: AuditEntry,
): Promise<T['$inferSelect']> {
  if (!audit) return (await upsertOf(tx, table, clientId, values))[0] as T['$inferSelect'];
  return (await auditedUpsert(tx, table, clientId, values, audit)).stored;
}

/**
 * upsertByClient with its audit event, reading in the same statement the client's record of `beside` (null when
 * none), for a check across the two records: the statement begins after withLockedClient's lock, so a change of
 * `beside` that committed meanwhile is seen. A check that fails throws, which rolls the transaction back.
 */
export async function upsertByClientBeside<T extends OnePerClientTable, B extends OnePerClientTable>(
  tx: Database,
  table: T,
  clientId: number,
  values: Omit<T['$inferInsert'], 'clientId'>,
  audit: AuditEntry,
  beside: B,
): Promise<{ stored: T['$inferSelect']; beside: B['$inferSelect'] | null }> {
  return auditedUpsert(tx, table, clientId, values, audit, beside);
}

// The generic table loses drizzle's insert type; callers pass values typed against their own table.
const upsertOf = (tx: Database, table: OnePerClientTable, clientId: number, values: object) =>
  tx
    .insert(table)
    .values({ ...values, clientId } as never)
    .onConflictDoUpdate({ target: table.clientId, set: values as never })
    .returning();

async function auditedUpsert<T extends OnePerClientTable, B extends OnePerClientTable>(
  tx: Database,
  table: T,
  clientId: number,
  values: Omit<T['$inferInsert'], 'clientId'>,
  audit: AuditEntry,
  beside?: B,
): Promise<{ stored: T['$inferSelect']; beside: B['$inferSelect'] | null }> {
  if (fixedUpsertFits(table, values, beside)) {
    return (await fixedUpsert(tx, table, clientId, values as Record<string, unknown>, audit, beside)) as never;
  }
  const changed = tx.$with('changed').as(upsertOf(tx, table, clientId, values));
  const state = { table, where: eq(table.clientId, clientId) };
  const statement = tx.with(changed, auditCte(tx, audit, { state, after: 'changed' }));
  const stored = { stored: changed._.selectedFields };
  const upserted = beside
    ? statement
        .select({ ...stored, beside })
        .from(changed)
        .leftJoin(beside as OnePerClientTable, eq(beside.clientId, clientId))
    : statement.select(stored).from(changed);
  // Its text depends on the tables and on the columns given a value.
  const given = Object.keys(values).filter((key) => (values as Record<string, unknown>)[key] !== undefined);
  const name = statementName(`upsert:${getTableName(table)}:${given.join(',')}:${beside ? getTableName(beside) : ''}`);
  const [row] = (await (name ? upserted.prepare(name).execute() : upserted)) as {
    stored: T['$inferSelect'];
    beside?: B['$inferSelect'] | null;
  }[];
  return { stored: row.stored, beside: row.beside ?? null };
}
