import { type Context, Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { isDatabaseUp } from '../../db/database.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { jsonResponse } from '../../lib/http/openapi-responses.ts';

const Health = v.object({
  status: v.picklist(['ok', 'unavailable', 'stopping']),
  database: v.optional(v.picklist(['ok', 'unavailable'])),
});

const Live = v.object({ status: v.literal('ok') });

/** True when the database answers: from the availability tracker (its own connection) when there is one. */
function databaseAnswers(deps: AppDeps): Promise<boolean> {
  if (!deps.availability) return isDatabaseUp(deps.db);
  return deps.availability.check();
}

const readiness = describeRoute({
  tags: ['health'],
  summary: 'Readiness: the database answers and the server is not shutting down (send traffic here)',
  responses: {
    200: jsonResponse('Ready', resolver(Health)),
    503: jsonResponse('Database unreachable, or the server is shutting down', resolver(Health)),
  },
});

/**
 * GET /api/health/live: 200 while the process serves HTTP at all (restart it when this fails). GET /api/health/ready,
 * and /api/health as before: 200 when the database answers, else 503 (stop sending it traffic); 503 `stopping` once
 * the server drains (lib/http/readiness-gate.ts).
 */
export function healthRoutes(deps: AppDeps) {
  const ready = async (c: Context<AppEnv>) =>
    (await databaseAnswers(deps))
      ? c.json({ status: 'ok', database: 'ok' }, 200)
      : c.json({ status: 'unavailable', database: 'unavailable' }, 503);
  return new Hono<AppEnv>()
    .get('/', readiness, ready)
    .get('/ready', readiness, ready)
    .get(
      '/live',
      describeRoute({
        tags: ['health'],
        summary: 'Liveness: the process answers HTTP (never checks the database; 200 while draining too)',
        responses: { 200: jsonResponse('Alive', resolver(Live)) },
      }),
      (c) => c.json({ status: 'ok' as const }, 200),
    );
}
