import type { Context, MiddlewareHandler } from 'hono';
import { Messages } from '../../../domain/messages.ts';
import { isLocalRequest, namesOnlyLoopback, requestHost } from './loopback.ts';

/** The 403 of a development route asked for under another name than this machine's (e.g. a DNS-rebinding page). */
export const DEV_HOST_REFUSED = 'Rotas de desenvolvimento respondem apenas em localhost.';

/**
 * Guards a route that exists only in development (the dev mailbox, the flows relay; ADR 217): 403 `{ Message }`
 * unless the request names only loopback hosts (localhost, *.localhost, 127.0.0.1, [::1]; any port) and comes from
 * this machine (`isLocalRequest`, from the socket and TRUST_PROXY).
 */
export function devOnly(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    if (!namesOnlyLoopback(c)) return c.json({ Message: DEV_HOST_REFUSED }, 403);
    if (!isLocalRequest(c, trustProxy)) return c.json({ Message: Messages.forbidden }, 403);
    await next();
  };
}

/** True when the request's Origin names the host it was sent to (the page posting is this server's own); absent: false. */
export function isSameOrigin(c: Context): boolean {
  const origin = c.req.header('Origin');
  const host = requestHost(c);
  if (!origin) return false;
  try {
    return new URL(origin).host === new URL(`http://${host}`).host;
  } catch {
    return false;
  }
}
