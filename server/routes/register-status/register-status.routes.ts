import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { RegisterStatus, RegisterStatusBody } from '../../../domain/api/client.ts';
import { RegistrationStatus } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import { changeOf } from '../../lib/audit/change-context.ts';
import { requireClient } from '../../lib/clients/client-scope.ts';
import { ApiError } from '../../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { jsonBody } from '../../lib/http/validate.ts';
import { assertOwnClient, DOCUMENT_SCOPES, requireAuth } from '../../middleware/auth.ts';
import { markDocumentsSent, RegisterStatusMessages } from './register-status.service.ts';

/** /api/register: the customer's one status change (ADR 083). */
export function registerStatusRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().patch(
    '/status',
    describeRoute({
      tags: ['documents'],
      summary: 'Finish sending documents: status 3 → 2 once every required document is there (customer or documents token)',
      security: [{ bearerAuth: [] }],
      responses: {
        200: jsonResponse('The status', resolver(RegisterStatus)),
        401: errorResponse(Messages.unauthorized),
        403: errorResponse(Messages.forbidden),
        404: errorResponse(Messages.notFound),
        409: errorResponse(`${RegisterStatusMessages.notWaiting} / ${RegisterStatusMessages.documentsMissing}`),
      },
    }),
    requireAuth(deps, DOCUMENT_SCOPES),
    jsonBody(RegisterStatusBody),
    async (c) => {
      const { ClientId, StatusId } = c.req.valid('json');
      assertOwnClient(c, ClientId);
      // Every other status is the brokerage's decision (operator CLI), never the customer's.
      if (StatusId !== RegistrationStatus.UNDER_ANALYSIS) throw new ApiError(403, Messages.forbidden);
      const client = await requireClient(deps.db, c);
      return c.json(await markDocumentsSent(deps.db, client, changeOf(c, deps)));
    },
  );
}
