import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { Completeness } from '../../../domain/api/completeness.ts';
import { Messages } from '../../../domain/messages.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { IdParam, pathParams } from '../../lib/http/validate.ts';
import { assertOwnClient, requireAuth, tokenClient } from '../../middleware/auth.ts';
import { fileCompleteness } from '../../services/completeness/completeness.service.ts';

/** GET /api/client/{id}/completeness (ours, DESIGN §5), mounted beside the other /api/client routes. */
export function completenessRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    '/:id{[0-9]+}/completeness',
    describeRoute({
      tags: ['client'],
      summary: 'Whether the file may be sent for analysis: each section of the person type with what it lacks (pt-BR)',
      security: [{ bearerAuth: [] }],
      responses: {
        200: jsonResponse('Completeness', resolver(Completeness)),
        401: errorResponse(Messages.unauthorized),
        403: errorResponse(Messages.forbidden),
        404: errorResponse(Messages.notFound),
      },
    }),
    requireAuth(deps),
    pathParams(v.object({ id: IdParam })),
    async (c) => {
      assertOwnClient(c, c.req.valid('param').id);
      const { completeness } = await fileCompleteness(deps.db, tokenClient(c));
      return c.json(completeness);
    },
  );
}
