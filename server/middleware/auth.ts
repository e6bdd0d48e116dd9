import type { Context, MiddlewareHandler } from 'hono';
import { Messages } from '../../domain/messages.ts';
import { type TokenScope, verifyAccessToken } from '../lib/auth/access-token.ts';
import { isSessionCurrent } from '../lib/auth/sessions.ts';
import { ApiError } from '../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../lib/http/context.ts';

/** Scopes the document routes accept (list, upload, register status): the journey's and the missing-documents link's. */
export const DOCUMENT_SCOPES: TokenScope[] = ['onboarding', 'documents'];

/**
 * Requires a valid bearer AccessToken: 401 `{ Message }` without one or once its session ended (a password or
 * signature reset, ADR 192), 403 when its scope is not one of `scopes` (a `documents` token reaches only the
 * document routes, DESIGN §5).
 */
export function requireAuth(
  deps: Pick<AppDeps, 'config' | 'clock' | 'db'>,
  scopes: TokenScope[] = ['onboarding'],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(c.req.header('Authorization') ?? '');
    const claims = match ? await verifyAccessToken(match[1], deps.config.jwtSecret, deps.clock) : undefined;
    if (!claims) throw new ApiError(401, Messages.unauthorized);
    if (!scopes.includes(claims.scope as TokenScope)) throw new ApiError(403, Messages.forbidden);
    if (!(await isSessionCurrent(deps.db, claims))) throw new ApiError(401, Messages.unauthorized);
    c.set('auth', claims);
    await next();
  };
}

/** The client and partner the request's token speaks for. */
export function tokenClient(c: Context<AppEnv>): { clientId: number; partnerId: number } {
  const auth = c.get('auth');
  return { clientId: auth.ClientId, partnerId: auth.PartnerId };
}

/**
 * 403 unless `clientId` is the token's own client. Services then read with the token's partner too, so a
 * token can never reach another partner's data.
 */
export function assertOwnClient(c: Context<AppEnv>, clientId: number): void {
  if (c.get('auth').ClientId !== clientId) throw new ApiError(403, Messages.forbidden);
}
