import type { Context } from 'hono';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { DecisionBody, DecisionMessages, DecisionResult, DecisionState } from '../../../domain/api/decision.ts';
import { Messages } from '../../../domain/messages.ts';
import { changeOf } from '../../lib/audit/change-context.ts';
import { requireStaff } from '../../lib/auth/staff-token.ts';
import { ClientIdParams } from '../../lib/clients/client-scope.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { jsonBody, pathParams } from '../../lib/http/validate.ts';
import { idempotent, respondOnce, withIdempotencyKey } from '../../middleware/idempotency.ts';
import { decide, decisionState } from '../../services/decisions/decision.service.ts';

const tags = ['backoffice'];
const security = [{ bearerAuth: [] }];
const common = {
  401: errorResponse(Messages.unauthorized),
  404: errorResponse(`${Messages.notFound} (no such application, or another partner's)`),
};
// A staff member's Idempotency-Keys are theirs alone.
const staffScope = (c: Context<AppEnv>) => `staff:${c.get('staff').id}`;

/** /api/backoffice/applications/{clientId}/decision: where a decision stands, and the decision itself (ADR 200). */
export function backofficeDecisionRoutes(deps: AppDeps) {
  const staff = requireStaff(deps);
  return new Hono<AppEnv>()
    .get(
      '/applications/:clientId/decision',
      describeRoute({
        tags,
        summary: 'Where a decision on the application stands: its status, whether it needs two approvers, who approved first',
        security,
        responses: {
          200: jsonResponse('The decision state', resolver(DecisionState)),
          403: errorResponse(`${Messages.forbidden} (not a staff token)`),
          ...common,
        },
      }),
      staff,
      pathParams(ClientIdParams),
      async (c) => c.json(await decisionState(deps.db, c.get('staff'), c.req.valid('param').clientId, deps.clock.now())),
    )
    .post(
      '/applications/:clientId/decision',
      describeRoute(
        withIdempotencyKey({
          tags,
          summary:
            'Decide on an application "em análise": approve (4; a PEP or professional investor needs two approvers), reject (5) or request documents (3) with a reason code and the text the customer reads; audited, emailed, sent as a signed status-change event',
          security,
          responses: {
            200: jsonResponse('The status after the decision', resolver(DecisionResult)),
            400: errorResponse(`${Messages.invalidField} (ReasonCode missing, unknown or inactive; ADR 241)`),
            403: errorResponse(`${DecisionMessages.decisionRefused} / ${Messages.forbidden} (not a staff token)`),
            409: errorResponse(`${DecisionMessages.notUnderAnalysis} / ${DecisionMessages.stale} / a second approval refused (ADR 218)`),
            ...common,
          },
        }),
      ),
      staff,
      idempotent(deps, staffScope),
      pathParams(ClientIdParams),
      jsonBody(DecisionBody),
      async (c) => {
        const { clientId } = c.req.valid('param');
        const body = c.req.valid('json');
        return respondOnce(
          c,
          (once) => decide(deps.db, c.get('staff'), clientId, body, changeOf(c, deps), once),
          (result) => c.json(result),
        );
      },
    );
}
