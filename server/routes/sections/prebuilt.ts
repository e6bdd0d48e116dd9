import { Column, getTableColumns, is, type Query, SQL, Table } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

type Field = { path: string[]; field: unknown };

/**
 * A select built once (ADR 161): its SQL text with placeholders and how drizzle maps its rows. Unlike a drizzle
 * `.prepare()`, which belongs to the pool it was built on, it runs on any session: the pool or a transaction.
 */
export type Prebuilt = { query: Query; fields: Field[]; joinsNotNullableMap?: Record<string, boolean> };

// The selection's columns and expressions with the path of each in a result row, as drizzle's select orders them.
function ordered(fields: Record<string, unknown>, path: string[] = []): Field[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const at = [...path, name];
    if (is(field, Column) || is(field, SQL) || is(field, SQL.Aliased)) return [{ path: at, field }];
    return ordered(is(field, Table) ? getTableColumns(field) : (field as Record<string, unknown>), at);
  });
}

type SelectBuilder = { toSQL(): Query; _: { config: { fields: Record<string, unknown> } } };

/** Builds a select (placeholders for its values) into a Prebuilt. */
export function prebuild(select: SelectBuilder): Prebuilt {
  // Which left-joined tables may come back as null: drizzle keeps it on the builder, not in its types.
  const { joinsNotNullableMap } = select as unknown as { joinsNotNullableMap?: Record<string, boolean> };
  return { query: select.toSQL(), fields: ordered(select._.config.fields), joinsNotNullableMap };
}

/**
 * Runs a prebuilt select on `session` with its placeholders filled from `values`, mapping the rows as drizzle's
 * select would. On PostgreSQL the pool names the statement after its text, so each connection parses it once (ADR 155).
 */
export async function runPrebuilt<Row>(session: Database, built: Prebuilt, values: Record<string, unknown>): Promise<Row[]> {
  const prepared = session._.session.prepareQuery(built.query, built.fields as never, undefined, true);
  Object.assign(prepared, { joinsNotNullableMap: built.joinsNotNullableMap });
  return (await prepared.execute(values)) as Row[];
}
