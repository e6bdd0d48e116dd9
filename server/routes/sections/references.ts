import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';

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

/** Inserts or replaces the client's one record of `table` (call inside the change's transaction) and answers it as stored. */
export async function upsertByClient<T extends OnePerClientTable>(
  tx: Database,
  table: T,
  clientId: number,
  values: Omit<T['$inferInsert'], 'clientId'>,
): Promise<T['$inferSelect']> {
  // The generic table loses drizzle's insert type; callers pass values typed against their own table.
  const [stored] = await tx
    .insert(table as OnePerClientTable)
    .values({ ...values, clientId } as never)
    .onConflictDoUpdate({ target: table.clientId, set: values as never })
    .returning();
  return stored as T['$inferSelect'];
}
