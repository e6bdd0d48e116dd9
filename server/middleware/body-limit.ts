import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * Refuses request bodies above `maxSize` bytes with `onError`'s answer. A GET or HEAD has no body and a declared
 * Content-Length is checked from the header, without touching the body: Hono's bodyLimit reads `c.req.raw.body`,
 * which makes @hono/node-server build a full web Request for every call (ADR 155). Chunked bodies still go
 * through Hono's bodyLimit, which counts them as they arrive.
 */
export function requestBodyLimit(maxSize: number, onError: (c: Context) => Response): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const length = c.req.header('Content-Length');
    if (length === undefined || c.req.header('Transfer-Encoding') !== undefined) return counted(c, next);
    if (Number.parseInt(length, 10) > maxSize) return onError(c);
    await next();
  };
}
