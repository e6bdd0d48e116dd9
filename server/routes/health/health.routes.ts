import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { isDatabaseUp } from '../../db/database.ts';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { jsonResponse } from '../../lib/openapi-responses.ts';

const Health = v.object({ status: v.picklist(['ok', 'unavailable']), database: v.picklist(['ok', 'unavailable']) });

/** GET /api/health: 200 when the database answers, else 503 (for load balancers and `npm start` checks). */
export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    '/',
    describeRoute({
      tags: ['health'],
      summary: 'Liveness and database reachability',
      responses: { 200: jsonResponse('Healthy', resolver(Health)), 503: jsonResponse('Database unreachable', resolver(Health)) },
    }),
    async (c) => {
      const up = await isDatabaseUp(deps.db);
      return up ? c.json({ status: 'ok', database: 'ok' }, 200) : c.json({ status: 'unavailable', database: 'unavailable' }, 503);
    },
  );
}
