import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { isDatabaseUp } from '../../db/database.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { jsonResponse } from '../../lib/http/openapi-responses.ts';

const Health = v.object({
  status: v.picklist(['ok', 'unavailable', 'stopping']),
  database: v.optional(v.picklist(['ok', 'unavailable'])),
});

/** GET /api/health: 200 when the database answers, else 503 (for load balancers and `npm start` checks). */
export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    '/',
    describeRoute({
      tags: ['health'],
      summary: 'Readiness: the database answers and the server is not shutting down',
      responses: {
        200: jsonResponse('Healthy', resolver(Health)),
        503: jsonResponse('Database unreachable, or the server is shutting down', resolver(Health)),
      },
    }),
    async (c) => {
      const up = await isDatabaseUp(deps.db);
      return up ? c.json({ status: 'ok', database: 'ok' }, 200) : c.json({ status: 'unavailable', database: 'unavailable' }, 503);
    },
  );
}

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

/**
 * Wraps the server's fetch so that, once `isStopping()`, the health check answers 503 `{ status: 'stopping' }`:
 * load balancers stop sending new work while the requests in flight finish.
 */
export function readinessGate(fetch: Fetch, isStopping: () => boolean): Fetch {
  return (request, env) => {
    if (!isStopping() || !/^\/api\/health\/?$/.test(new URL(request.url).pathname)) return fetch(request, env);
    return Response.json({ status: 'stopping' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  };
}
