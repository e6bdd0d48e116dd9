import { type PersonType, RegistrationStatus } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import type { Database } from '../../db/database.ts';
import { isLockNotAvailable } from '../../db/db-errors.ts';
import { type FixedStatement, fixedStatement, runFixed } from '../audit/fixed-statement.ts';
import { isSessionCurrent, type PendingSession, sessionParams, settleSession, uncheckedSession } from '../auth/sessions.ts';
import { ApiError } from '../http/api-error.ts';
import { RowHeld, waitForClientRow } from './client-row-wait.ts';
import { type ClientRef, clientOf } from './client-scope.ts';
import { behindNextStatement, pipelinedTransaction } from './pipelined-transaction.ts';

/**
 * The client a call names: its id and the partner it must belong to (tokenClient of a request), and the token's
 * session when the lock is to check it too (ADR 226).
 */
export type ClientScope = { clientId: number; partnerId: number; session?: PendingSession };

/** The client row as a lock reads it. */
export type LockedClient = ClientRef & { finalized: boolean };

/**
 * How a call locks the client's row. `change`, every customer write: FOR NO KEY UPDATE, so two writes of one client
 * run one after the other (a list replacement or a check across sections sees the other's result), while the foreign
 * keys of other tables stay free. `status`, finalize and staff decisions: FOR UPDATE, which keeps out every write
 * until it commits.
 */
export type LockMode = 'change' | 'status';
const LOCK_CLAUSES: Record<LockMode, string> = { change: 'for no key update', status: 'for update' };

// The client's row (and the pending session's check, ADR 226), locked: one fixed text per lock clause and session
// check (ADR 237), as every write runs it.
const SESSION_COLUMN = `, exists (select 1 from users where users.id = $3 and (users.session_version = $4 or users.kept_session = $5)) as "session"`;
const lockStatements = new Map<string, FixedStatement>();
function lockStatement(clause: string, withSession: boolean): FixedStatement {
  const shape = `client-lock:${clause}:${withSession}`;
  let statement = lockStatements.get(shape);
  if (!statement) {
    statement = fixedStatement(
      shape,
      `select id, partner_id as "partnerId", person_type as "personType", cpf_cnpj as "cpfCnpj", status_registration as "status",
    finalized${withSession ? SESSION_COLUMN : ''} from clients where id = $1 and partner_id = $2 ${clause}`,
    );
    lockStatements.set(shape, statement);
  }
  return statement;
}

/** The statuses in which the customer may change the file: in progress only (DESIGN §5). */
export const EDITABLE_STATUSES: readonly RegistrationStatus[] = [RegistrationStatus.IN_PROGRESS];

/**
 * 409 once the file was sent for analysis (status 2 and every later one, DESIGN §5), unless `statuses` allow the
 * client's: the customer's changes stop there, only the documents the brokerage asks for still arrive.
 */
export function assertEditable(client: { status: number }, statuses: readonly number[] = EDITABLE_STATUSES): void {
  if (!statuses.includes(client.status)) throw new ApiError(409, Messages.fileFrozen);
}

/**
 * Reads the client of `scope` (404 outside its partner, 403 for the other `personType`) and locks its row until `tx`
 * ends, in one statement, waiting in PostgreSQL's queue while another transaction holds it (bounded by
 * statement_timeout): for staff decisions, few and in a transaction of their own. Customer calls take the row with
 * lockedTransaction, which waits without a connection. Anything that must see writes which held the lock before (the
 * file's completeness) is read by a later statement: in READ COMMITTED a statement keeps the snapshot it started with,
 * even after waiting.
 */
export function lockClient(tx: Database, scope: ClientScope, mode: LockMode, personType?: PersonType): Promise<LockedClient> {
  return selectLocked(tx, scope, LOCK_CLAUSES[mode], personType);
}

async function selectLocked(tx: Database, scope: ClientScope, clause: string, personType?: PersonType): Promise<LockedClient> {
  const session = uncheckedSession(scope);
  const values: unknown[] = [scope.clientId, scope.partnerId];
  if (session) {
    const { userId, sv, sid } = sessionParams(session.claims);
    values.push(userId, sv, sid);
  }
  const [found] = await runFixed<LockedClient & { personType: string; session?: boolean }>(tx, lockStatement(clause, !!session), values);
  // The token's 401 comes before the client's 404: without a row, the session is read on its own (a rare answer).
  if (session) settleSession(session, found ? found.session === true : await isSessionCurrent(tx, session.claims));
  const { session: _checked, finalized, ...row } = found ?? {};
  return { ...clientOf(found && row, { personType }), finalized };
}

/**
 * Runs `fn` in a transaction whose first statement locks the client's row in `mode` (lockClient's reading and
 * checks) without ever waiting in PostgreSQL, so a waiting call holds no connection (ADR 216): the calls of this
 * process for one client take turns before they open their transaction, and while a transaction elsewhere holds the
 * row, the attempt rolls back at once (NOWAIT), its connection goes back to the pool, and it is tried again after a
 * short pause (waitForClientRow); past CLIENT_ROW_WAIT_MS, 503 with Retry-After for that customer alone. `fn` runs
 * once, on the attempt that holds the row. `read`, statements that need only the scope (the file's facts), leaves
 * right behind the lock on node-postgres (behindNextStatement: the same round trip) yet runs after it, seeing every
 * write that committed before the lock was granted; `fn` gets its answer.
 */
export function lockedTransaction<T, R = undefined>(
  db: Database,
  scope: ClientScope,
  mode: LockMode,
  fn: (tx: Database, client: LockedClient, read: R) => Promise<T>,
  personType?: PersonType,
  read?: (tx: Database) => Promise<R>,
): Promise<T> {
  const lockNow = `${LOCK_CLAUSES[mode]} nowait`;
  return waitForClientRow(scope.clientId, () =>
    pipelinedTransaction(db, async (tx) => {
      const behind = read && behindNextStatement(tx, () => read(tx));
      const client = await selectLocked(tx, scope, lockNow, personType).catch((error) => {
        throw isLockNotAvailable(error) ? new RowHeld() : error;
      });
      return fn(tx, client, (await (behind ?? read?.(tx))) as R);
    }),
  );
}

/**
 * What withLockedClient checks: the person type (403) and the statuses the change is allowed in (409); and what it
 * reads right behind the lock (lockedTransaction's `read`).
 */
export type LockOptions<R = undefined> = { personType?: PersonType; statuses?: readonly number[]; read?: (tx: Database) => Promise<R> };

/**
 * The one way a customer write reaches its client (DESIGN §5): `fn` runs in a transaction that first locks the
 * client's row (`change` mode, lockedTransaction: a held row is waited for without a connection, 503 past
 * CLIENT_ROW_WAIT_MS) and checks it is still editable, so no write commits after finalize judged the file, and
 * finalize, which takes the row in `status` mode, sees every write that committed before it. Give `fn` the
 * transaction: on PGlite a query outside it would wait for it forever.
 */
export function withLockedClient<T, R = undefined>(
  db: Database,
  scope: ClientScope,
  fn: (tx: Database, client: LockedClient, read: R) => Promise<T>,
  options: LockOptions<R> = {},
): Promise<T> {
  return lockedTransaction(
    db,
    scope,
    'change',
    (tx, client, read: R) => {
      assertEditable(client, options.statuses);
      return fn(tx, client, read);
    },
    options.personType,
    options.read,
  );
}
