import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import type { AppEnv } from '../lib/context.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * Gives every request an id (the client's `X-Request-Id` when it is a uuid, else a new one), echoes it, and logs
 * one line per request with the route pattern — never the raw path, which may hold a CPF.
 */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('X-Request-Id');
    const requestId = incoming && UUID.test(incoming) ? incoming.toLowerCase() : randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('logger', log);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    log.info({ method: c.req.method, route: routePath(c), status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
  };
}
