import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { ClaimBody, ClaimMessages, ClaimState } from '../../../domain/api/backoffice-claims.ts';
import { Messages } from '../../../domain/messages.ts';
import { changeOf } from '../../lib/audit/change-context.ts';
import { requireStaff } from '../../lib/auth/staff-token.ts';
import { ClientIdParams } from '../../lib/clients/client-scope.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { jsonBody, pathParams } from '../../lib/http/validate.ts';
import { claimFile, claimState, releaseFile } from '../../services/claims/claims.service.ts';

const tags = ['backoffice'];
const security = [{ bearerAuth: [] }];
const common = {
  200: jsonResponse('Who holds the application now', resolver(ClaimState)),
  401: errorResponse(Messages.unauthorized),
  403: errorResponse(`${Messages.forbidden} (not a staff token)`),
  404: errorResponse(`${Messages.notFound} (no such application, or another partner's)`),
};

/** /api/backoffice/applications/{clientId}/claim: one staff member works on a file at a time (ADR 234). */
export function backofficeClaimsRoutes(deps: AppDeps) {
  const staff = requireStaff(deps);
  return new Hono<AppEnv>()
    .get(
      '/applications/:clientId/claim',
      describeRoute({ tags, summary: 'Who holds the application (an expired claim is none)', security, responses: common }),
      staff,
      pathParams(ClientIdParams),
      async (c) => c.json(await claimState(deps.db, c.get('staff'), c.req.valid('param').clientId, deps.clock.now())),
    )
    .post(
      '/applications/:clientId/claim',
      describeRoute({
        tags,
        summary: 'Claim the application for 8 h; taking over from another member needs a Reason; audited',
        security,
        responses: { ...common, 400: errorResponse(Messages.invalidField), 409: errorResponse(ClaimMessages.heldBy('<nome>')) },
      }),
      staff,
      pathParams(ClientIdParams),
      jsonBody(ClaimBody),
      async (c) => c.json(await claimFile(deps.db, c.get('staff'), c.req.valid('param').clientId, c.req.valid('json'), changeOf(c, deps))),
    )
    .delete(
      '/applications/:clientId/claim',
      describeRoute({
        tags,
        summary: 'Release the application the staff member holds; audited',
        security,
        responses: { ...common, 409: errorResponse(ClaimMessages.notHolder) },
      }),
      staff,
      pathParams(ClientIdParams),
      async (c) => c.json(await releaseFile(deps.db, c.get('staff'), c.req.valid('param').clientId, changeOf(c, deps))),
    );
}
