import { and, asc, eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AuditAction } from '../../../domain/audit-actions.ts';
import type { PersonType } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import type { Database } from '../../db/database.ts';
import { clients } from '../../db/schema/index.ts';
import { assertOwnClient, tokenClient } from '../../middleware/auth.ts';
import type { AuditEntry } from '../audit/audit.ts';
import type { ChangeContext } from '../audit/change-context.ts';
import {
  isSessionCurrent,
  type PendingSession,
  sessionCurrentSql,
  sessionParams,
  settleSession,
  uncheckedSession,
} from '../auth/sessions.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { IdParam } from '../http/validate.ts';
import type { ClientScope } from './client-lock.ts';

/** Path parameters of the section GETs that name the client (`/{clientId}`). */
export const ClientIdParams = v.object({ clientId: IdParam });

/** What a section service needs to know about the client it changes (`status`: its registration status). */
export type ClientRef = { id: number; partnerId: number; personType: PersonType; cpfCnpj: string; status: number };

/** 403 unless every id (the body's ClientId, each item's ClientId or CustomerId) is the token's own client. */
export function assertOwnClients(c: Context<AppEnv>, ids: readonly number[]): void {
  for (const id of ids) assertOwnClient(c, id);
}

/** The columns of the client row every section call reads. */
export const clientColumns = {
  id: clients.id,
  partnerId: clients.partnerId,
  personType: clients.personType,
  cpfCnpj: clients.cpfCnpj,
  status: clients.statusRegistration,
};
type ClientRow = { id: number; partnerId: number; personType: string; cpfCnpj: string; status: number };

/** How a section call reaches its client: `personType` narrows it (403 otherwise). Changes: client-lock.ts. */
export type ClientOptions = { personType?: PersonType };

/** The client of a row read within the token's partner: 404 when there is none, 403 for the other person type. */
export function clientOf(row: ClientRow | undefined, { personType }: ClientOptions = {}): ClientRef {
  if (!row) throw notFound();
  if (personType && row.personType !== personType) throw new ApiError(403, Messages.forbidden);
  return { ...row, personType: row.personType as PersonType };
}

type ClientParams = { clientId: number; partnerId: number } & Partial<ReturnType<typeof sessionParams>>;
type ClientQuery = { execute(values: ClientParams): Promise<(ClientRow & { session?: boolean })[]> };
// Prepared once per database and session check (ADR 121): the lookup every section call makes.
const clientQueries = new WeakMap<Database, Map<boolean, ClientQuery>>();
const sessionPlaceholders = { userId: sql.placeholder('userId'), sv: sql.placeholder('sv'), sid: sql.placeholder('sid') };
const ofScope = and(eq(clients.id, sql.placeholder('clientId')), eq(clients.partnerId, sql.placeholder('partnerId')));

function clientQuery(db: Database, withSession: boolean): ClientQuery {
  let queries = clientQueries.get(db);
  if (!queries) {
    queries = new Map();
    clientQueries.set(db, queries);
  }
  let query = queries.get(withSession);
  if (!query) {
    const fields = withSession ? { ...clientColumns, session: sessionCurrentSql(sessionPlaceholders) } : clientColumns;
    query = db
      .select(fields)
      .from(clients)
      .where(ofScope)
      .prepare(withSession ? 'require_client_s' : 'require_client') as unknown as ClientQuery;
    queries.set(withSession, query);
  }
  return query;
}

/** The values of a prepared query for `scope`, with its pending session's when it has one. */
function scopeParams({ clientId, partnerId }: ClientScope, session: PendingSession | undefined): ClientParams {
  return session ? { clientId, partnerId, ...sessionParams(session.claims) } : { clientId, partnerId };
}

/**
 * Settles the pending session of `scope` from what its statement found: without the client's row the session is read
 * on its own, so that an ended one still answers 401 before the 404.
 */
async function settleFound(db: Database, session: PendingSession | undefined, first: { session?: boolean } | undefined) {
  if (session) settleSession(session, first ? first.session === true : await isSessionCurrent(db, session.claims));
}

/**
 * The token's client, read within the token's partner: 404 when it does not exist there (a client of another
 * partner is never reached, whatever the token says). `personType` narrows it: 403 for the other person type. A
 * pending session is checked in the same statement (ADR 226), its 401 first.
 */
export async function requireClient(db: Database, c: Context<AppEnv>, personType?: PersonType): Promise<ClientRef> {
  const scope = tokenClient(c);
  const session = uncheckedSession(scope);
  const [row] = await clientQuery(db, session !== undefined).execute(scopeParams(scope, session));
  await settleFound(db, session, row);
  const { session: _checked, ...client } = row ?? {};
  return clientOf(row && (client as ClientRow), { personType });
}

/** A section table keyed by the client's id. */
export type ClientTable = PgTable & { clientId: AnyPgColumn };

type OwnedRow = { client: ClientRow; row: Record<string, unknown> | null; session?: boolean };
type OwnedQuery = { execute(values: ClientParams): Promise<OwnedRow[]> };
// One prepared statement per database, table and session check: parsed and planned once per connection, built once
// per process.
const ownedQueries = new WeakMap<Database, Map<string, OwnedQuery>>();

function ownedQuery(db: Database, table: ClientTable, orderBy: AnyPgColumn | undefined, withSession: boolean): OwnedQuery {
  let byTable = ownedQueries.get(db);
  if (!byTable) {
    byTable = new Map();
    ownedQueries.set(db, byTable);
  }
  const name = `owned_${withSession ? 's_' : ''}${getTableName(table)}`;
  let query = byTable.get(name);
  if (!query) {
    const fields = { client: clientColumns, row: table as never };
    const select = db
      .select(withSession ? { ...fields, session: sessionCurrentSql(sessionPlaceholders) } : fields)
      .from(clients)
      .leftJoin(table, eq(table.clientId, clients.id))
      .where(ofScope);
    query = (orderBy ? select.orderBy(asc(orderBy)).prepare(name) : select.prepare(name)) as unknown as OwnedQuery;
    byTable.set(name, query);
  }
  return query;
}

/**
 * The token's client and its rows of `table` in one prepared query (ADR 121: the ownership check folded into the
 * section's read; ADR 226: the token's session too while requireAuth leaves it to the first statement), ordered by
 * `orderBy` when given; requireClient's 404 and 403, after the session's 401. A table is always read with the same
 * `orderBy`. Reads only: a change goes through withLockedClient (client-lock.ts).
 */
export async function readOwned<T extends ClientTable>(
  db: Database,
  c: Context<AppEnv>,
  table: T,
  options: { orderBy?: AnyPgColumn } & ClientOptions = {},
): Promise<{ client: ClientRef; rows: T['$inferSelect'][] }> {
  return readClientRows(db, tokenClient(c), table, options);
}

/**
 * readOwned for a client named by the caller rather than by a customer's token (the back office, which has checked
 * that its staff member sees `scope.partnerId`): the same prepared query, the same 404 and 403.
 */
export async function readClientRows<T extends ClientTable>(
  db: Database,
  scope: ClientScope,
  table: T,
  options: { orderBy?: AnyPgColumn } & ClientOptions = {},
): Promise<{ client: ClientRef; rows: T['$inferSelect'][] }> {
  const session = uncheckedSession(scope);
  const result = await ownedQuery(db, table, options.orderBy, session !== undefined).execute(scopeParams(scope, session));
  await settleFound(db, session, result[0]);
  const client = clientOf(result[0]?.client, options);
  return { client, rows: result.flatMap((entry) => (entry.row ? [entry.row as T['$inferSelect']] : [])) };
}

/**
 * The audit event of a change of a client's section (`<entity>.<verb>`, the names of the fields touched), made by the
 * client unless the change names another actor.
 */
export function sectionAuditEntry(ctx: ChangeContext, clientId: number, action: AuditAction, fields: string[]): AuditEntry {
  const entity = action.split('.')[0];
  return { actor: ctx.actor ?? `client:${clientId}`, action, entity, entityId: clientId, requestId: ctx.requestId, fields, at: ctx.now };
}
