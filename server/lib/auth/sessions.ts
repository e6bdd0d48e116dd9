import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AccessClaims } from '../../../domain/auth.ts';
import { Messages } from '../../../domain/messages.ts';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppDeps } from '../http/context.ts';
import { type SessionClaims, signAccessToken, type TokenScope } from './access-token.ts';

/** What issuing a session needs: the database (the user's session version), the secret, the clock and the TTL. */
export type SessionDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** Signs a new session of the user at its current session version (ADR 192). */
export async function signSession(
  deps: SessionDeps,
  claims: Omit<AccessClaims, 'exp' | 'scope'> & { scope?: TokenScope },
): Promise<string> {
  const [user] = await deps.db.select({ version: users.sessionVersion }).from(users).where(eq(users.id, claims.UserId));
  const sv = user?.version ?? 0;
  return signAccessToken({ ...claims, sv }, deps.config.jwtSecret, deps.clock, deps.config.sessionTtlSeconds);
}

type SessionQuery = { execute(values: { userId: number }): Promise<{ version: number; kept: string | null }[]> };
// Prepared once per database (ADR 121): every authenticated request runs it.
const sessionQueries = new WeakMap<Database, SessionQuery>();

/**
 * Whether a verified token's session is still its user's: issued at the current session version, or the one
 * session a signature reset kept. False once the user is gone.
 */
export async function isSessionCurrent(db: Database, claims: SessionClaims): Promise<boolean> {
  let query = sessionQueries.get(db);
  if (!query) {
    const select = db
      .select({ version: users.sessionVersion, kept: users.keptSession })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')));
    query = select.prepare('session_current') as unknown as SessionQuery;
    sessionQueries.set(db, query);
  }
  const [user] = await query.execute({ userId: claims.UserId });
  if (!user) return false;
  return claims.sv === user.version || (user.kept !== null && claims.sid === user.kept);
}

/**
 * Ends every session of the user but `keep` (the session id of the caller, when a signed-in user made the change):
 * raises the session version, so older tokens answer 401 on their next call. `tx` is the change's transaction.
 */
export async function endOtherSessions(tx: Database, userId: number, keep?: string): Promise<void> {
  await tx
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, keptSession: keep ?? null })
    .where(eq(users.id, userId));
}

/**
 * A verified token whose session the request's own first statement checks instead of a statement of its own (ADR
 * 226): `checked` once one did. requireAuth's `sessionCheck: 'in-first-statement'` sets it.
 */
export type PendingSession = { claims: SessionClaims; checked: boolean };

type SessionParams = { userId: number | Placeholder; sv: number | Placeholder; sid: string | null | Placeholder };

/** isSessionCurrent as an SQL expression, for the statement that checks a pending session beside its own reading. */
export function sessionCurrentSql({ userId, sv, sid }: SessionParams): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${userId} and (${users.sessionVersion} = ${sv} or ${users.keptSession} = ${sid}))`;
}

/** The session of a scope while no statement has checked it yet: a statement that runs for the request then checks it. */
export const uncheckedSession = (scope: { session?: PendingSession }) => (scope.session?.checked === false ? scope.session : undefined);

/** The values of sessionCurrentSql for a pending session's claims. */
export const sessionParams = (claims: SessionClaims) => ({ userId: claims.UserId, sv: claims.sv, sid: claims.sid ?? null });

/** Records what a statement found of a pending session: 401 once it ended (the request then changes nothing). */
export function settleSession(pending: PendingSession, current: boolean): void {
  pending.checked = true;
  if (!current) throw new ApiError(401, Messages.unauthorized);
}
