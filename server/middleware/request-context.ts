import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import type { AppEnv } from '../lib/http/context.ts';
import { setResponseHeader } from './security.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * Gives every request an id (the client's `X-Request-Id` when it is a uuid, else a new one), echoes it, and logs
 * one line per request with the route pattern — never the raw path, which may hold a CPF.
 */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('X-Request-Id');
    const requestId = incoming && UUID.test(incoming) ? incoming.toLowerCase() : randomUUID();
    c.set('requestId', requestId);
    // The app's logger, not a child per request (binding reqId costs a serialisation per call): lines add reqId.
    c.set('logger', logger);
    const started = performance.now();
    await next();
    setResponseHeader(c, 'X-Request-Id', requestId);
    const ms = Math.round(performance.now() - started);
    logger.info({ reqId: requestId, method: c.req.method, route: routePath(c), status: c.res.status, ms }, 'request');
  };
}
