import { getTableColumns, getTableName } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import type { AuditEntry } from '../audit/audit.ts';
import { AUDIT_COLUMNS, AUDIT_PARAMS, auditValues, DIGEST } from '../audit/audit-statement.ts';
import { type FixedStatement, fixedStatement, runFixed } from '../audit/fixed-statement.ts';

/** A column's name in the database (snake_case for schema keys, DRIZZLE_OPTIONS). */
export const columnName = (column: AnyPgColumn) => (column.keyAsName ? toSnakeCase(column.name) : column.name);

/**
 * Column types whose value reads back the same from `to_jsonb` as from the driver (Drizzle's mapFromDriverValue
 * takes either): a table with another type keeps the Drizzle-built statement.
 */
const JSON_SAFE = new Set([
  'PgInteger',
  'PgSmallInt',
  'PgBoolean',
  'PgVarchar',
  'PgChar',
  'PgText',
  'PgTimestamp',
  'PgDateString',
  'PgNumericNumber',
]);

const fits = new WeakMap<PgTable, boolean>();
const jsonSafe = (table: PgTable) => {
  let safe = fits.get(table);
  if (safe === undefined) {
    safe = Object.values(getTableColumns(table)).every((column) => JSON_SAFE.has(column.columnType));
    fits.set(table, safe);
  }
  return safe;
};

/** True when fixedUpsert can write `values` to `table` beside `beside` (JSON_SAFE columns, at least one value). */
export const fixedUpsertFits = (table: PgTable, values: object, beside?: PgTable) =>
  jsonSafe(table) && (!beside || jsonSafe(beside)) && Object.values(values).some((value) => value !== undefined);

/** A row of `table` read back from its `to_jsonb`, keyed and typed as Drizzle's select gives it. */
function fromJson(table: PgTable, json: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!json) return null;
  const columns = Object.entries(getTableColumns(table));
  return Object.fromEntries(
    columns.map(([key, column]) => [key, json[columnName(column)] == null ? null : column.mapFromDriverValue(json[columnName(column)])]),
  );
}

const statements = new Map<string, FixedStatement>();

/**
 * The upsert of a client's one record of `table` writing the columns `given`, its audit event, and the client's
 * record of `beside` (when named), as one statement ($1 the client, $2 the values as a JSON object keyed by column
 * name, $3… the audit entry, AUDIT_PARAMS):
 * - `changed` inserts the record or, on the client's conflict, sets the given columns (the others keep their value,
 *   or their default on insert), returning it whole;
 * - `audit` records one event per returned row with the digests of the record before (the snapshot's row, null for a
 *   create) and after (the returned one), as auditCte does (ADR 160);
 * - the answer is the stored record and `beside`'s as JSON (null when the client has none).
 */
function upsertStatement(table: PgTable, given: string[], beside: PgTable | undefined): FixedStatement {
  const shape = `upsert:${getTableName(table)}:${given.join(',')}:${beside ? getTableName(beside) : ''}`;
  let statement = statements.get(shape);
  if (!statement) {
    const tableName = `"${getTableName(table)}"`;
    const columns = getTableColumns(table);
    const names = given.map((key) => `"${columnName(columns[key])}"`);
    const besideName = beside && `"${getTableName(beside)}"`;
    const text = `with changed as (insert into ${tableName} (client_id${names.map((name) => `, ${name}`).join('')})
    select $1::integer${names.map((name) => `, r.${name}`).join('')} from jsonb_populate_record(null::${tableName}, $2::jsonb) as r
    on conflict (client_id) do update set ${names.map((name) => `${name} = excluded.${name}`).join(', ')}
    returning *),
  audit as (insert into audit_events (${AUDIT_COLUMNS}, before_digest, after_digest)
    select ${AUDIT_PARAMS(3)},
      (select ${DIGEST(`to_jsonb(${tableName})`)} from ${tableName} where client_id = $1::integer),
      ${DIGEST('to_jsonb(changed)')} from changed)
select to_jsonb(changed) as stored${besideName ? `, to_jsonb(${besideName}) as beside` : ''} from changed${
      besideName ? ` left join ${besideName} on ${besideName}.client_id = $1::integer` : ''
    }`;
    statement = fixedStatement(shape, text);
    statements.set(shape, statement);
  }
  return statement;
}

/**
 * Inserts or replaces the client's record of `table` with `values` (undefined: not written) and its audit event in
 * one fixed-text statement (upsertStatement); answers the stored record and the client's record of `beside`.
 * Only for tables fixedUpsertFits.
 */
export async function fixedUpsert(
  tx: Database,
  table: PgTable,
  clientId: number,
  values: Record<string, unknown>,
  audit: AuditEntry,
  beside?: PgTable,
): Promise<{ stored: Record<string, unknown>; beside: Record<string, unknown> | null }> {
  const columns = getTableColumns(table);
  const given = Object.keys(values).filter((key) => values[key] !== undefined && key !== 'clientId');
  const row = Object.fromEntries(
    given.map((key) => [columnName(columns[key]), values[key] === null ? null : columns[key].mapToDriverValue(values[key])]),
  );
  const statement = upsertStatement(table, given, beside);
  type Answer = { stored: Record<string, unknown>; beside?: Record<string, unknown> | null };
  const [answer] = await runFixed<Answer>(tx, statement, [clientId, JSON.stringify(row), ...auditValues(audit)]);
  return {
    stored: fromJson(table, answer.stored) as Record<string, unknown>,
    beside: beside ? fromJson(beside, answer.beside ?? null) : null,
  };
}
