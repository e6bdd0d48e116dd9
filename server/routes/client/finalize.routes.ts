import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { FinalizeBody, Finalized } from '../../../domain/api/client.ts';
import { Messages } from '../../../domain/messages.ts';
import { changeOf } from '../../lib/audit/change-context.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { jsonBody } from '../../lib/http/validate.ts';
import { assertOwnClient, requireAuth, tokenClient } from '../../middleware/auth.ts';
import { idempotent, respondOnce, withIdempotencyKey } from '../../middleware/idempotency.ts';
import { FinalizeMessages, finalizeClient } from './finalize.service.ts';

/** PATCH /api/client/finalize (spec §7), mounted beside the other /api/client routes. */
export function finalizeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().patch(
    '/finalize',
    describeRoute(
      withIdempotencyKey({
        tags: ['client'],
        summary: 'Finish the sign-up: finalized, status 2 (under analysis); 409 with the missing items by section unless complete',
        security: [{ bearerAuth: [] }],
        responses: {
          200: jsonResponse('Finalized', resolver(Finalized)),
          401: errorResponse(Messages.unauthorized),
          403: errorResponse(Messages.forbidden),
          404: errorResponse(Messages.notFound),
          409: errorResponse(`${FinalizeMessages.incomplete} (Errors: missing items by section) / ${FinalizeMessages.notInProgress}`),
        },
      }),
    ),
    requireAuth(deps),
    idempotent(deps),
    jsonBody(FinalizeBody),
    async (c) => {
      assertOwnClient(c, c.req.valid('json').Id);
      return respondOnce(
        c,
        (once) => finalizeClient(deps.db, tokenClient(c), changeOf(c, deps), once),
        (done) => c.json(done),
      );
    },
  );
}
