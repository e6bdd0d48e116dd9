import type { Context, MiddlewareHandler } from 'hono';
import { Messages } from '../../domain/messages.ts';
import { type TokenScope, verifyAccessToken } from '../lib/auth/access-token.ts';
import { isSessionCurrent, type PendingSession } from '../lib/auth/sessions.ts';
import { ApiError } from '../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../lib/http/context.ts';

/** Scopes the document routes accept (list, upload, register status): the journey's and the missing-documents link's. */
export const DOCUMENT_SCOPES: TokenScope[] = ['onboarding', 'documents'];

/**
 * Where requireAuth checks that the token's session is still its user's. `own-statement` (the default): a statement
 * of its own before the route runs. `in-first-statement` (ADR 226): the route's first statement checks it beside its
 * own reading (readOwned, the client lock of withLockedClient), so a section call spends no statement on it; an
 * answer given before any such statement (a 400, a 403) is checked afterwards and turned into the 401 it would have
 * been. Only for routes that change nothing before their first statement.
 */
export type SessionCheck = 'own-statement' | 'in-first-statement';

/**
 * Requires a valid bearer AccessToken: 401 `{ Message }` without one or once its session ended (a password or
 * signature reset, ADR 192), before any other answer; 403 when its scope is not one of `scopes` (a `documents` token
 * reaches only the document routes, DESIGN §5).
 */
export function requireAuth(
  deps: Pick<AppDeps, 'config' | 'clock' | 'db'>,
  scopes: TokenScope[] = ['onboarding'],
  sessionCheck: SessionCheck = 'own-statement',
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(c.req.header('Authorization') ?? '');
    const claims = match ? await verifyAccessToken(match[1], deps.config.jwtSecret, deps.clock) : undefined;
    if (!claims) throw new ApiError(401, Messages.unauthorized);
    if (!scopes.includes(claims.scope as TokenScope)) throw new ApiError(403, Messages.forbidden);
    c.set('auth', claims);
    if (sessionCheck === 'own-statement') {
      if (!(await isSessionCurrent(deps.db, claims))) throw new ApiError(401, Messages.unauthorized);
      return next();
    }
    const pending: PendingSession = { claims, checked: false };
    c.set('session', pending);
    await next();
    if (!pending.checked && !(await isSessionCurrent(deps.db, claims))) throw new ApiError(401, Messages.unauthorized);
  };
}

/**
 * The client and partner the request's token speaks for, and its session when the request's first statement is to
 * check it (requireAuth's `in-first-statement`).
 */
export function tokenClient(c: Context<AppEnv>): { clientId: number; partnerId: number; session?: PendingSession } {
  const auth = c.get('auth');
  const session = c.get('session');
  const scope = { clientId: auth.ClientId, partnerId: auth.PartnerId };
  return session ? { ...scope, session } : scope;
}

/**
 * 403 unless `clientId` is the token's own client. Services then read with the token's partner too, so a
 * token can never reach another partner's data.
 */
export function assertOwnClient(c: Context<AppEnv>, clientId: number): void {
  if (c.get('auth').ClientId !== clientId) throw new ApiError(403, Messages.forbidden);
}
