import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { AdvisorName } from '../../../domain/lookups.ts';
import { Messages } from '../../../domain/messages.ts';
import { notFound } from '../../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { IdParam, pathParams } from '../../lib/http/validate.ts';
import { findAdvisorName } from '../../services/partners/advisor.service.ts';

/** GET /api/advisor/{id}/name (public, spec §7). */
export function advisorRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    '/:id/name',
    describeRoute({
      tags: ['advisor'],
      summary: "An advisor's name (public)",
      responses: { 200: jsonResponse('The advisor', resolver(AdvisorName)), 404: errorResponse(Messages.notFound) },
    }),
    pathParams(v.object({ id: IdParam })),
    async (c) => {
      const advisor = await findAdvisorName(deps.db, c.req.valid('param').id);
      if (!advisor) throw notFound();
      return c.json(advisor);
    },
  );
}
