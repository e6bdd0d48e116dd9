import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { ScreeningReviewBody, ScreeningState } from '../../../domain/api/screening.ts';
import { Messages } from '../../../domain/messages.ts';
import { changeOf } from '../../lib/audit/change-context.ts';
import { requireStaff } from '../../lib/auth/staff-token.ts';
import { ClientIdParams } from '../../lib/clients/client-scope.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { IdParam, jsonBody, pathParams } from '../../lib/http/validate.ts';
import { screenerFor } from '../../lib/screening/screener.ts';
import { rescreen, reviewHit, SUPERSEDED_HIT, screeningState } from '../../services/screening/screening.service.ts';

const tags = ['backoffice'];
const security = [{ bearerAuth: [] }];
const common = {
  401: errorResponse(Messages.unauthorized),
  403: errorResponse(`${Messages.forbidden} (not a staff token)`),
  404: errorResponse(`${Messages.notFound} (no such application or hit, or another partner's)`),
};
const state = { 200: jsonResponse('The screening of the application', resolver(ScreeningState)) };
const HitParams = v.object({ clientId: IdParam, hitId: IdParam });

/** /api/backoffice/applications/{clientId}/screening: the screening against PEP and sanctions lists (ADR 233). */
export function backofficeScreeningRoutes(deps: AppDeps) {
  const staff = requireStaff(deps);
  const screener = screenerFor(deps.config.screening, deps.clock, deps.db);
  return new Hono<AppEnv>()
    .get(
      '/applications/:clientId/screening',
      describeRoute({
        tags,
        summary: 'The latest screening run with its hits, every run, and whether the screening stops an approval',
        security,
        responses: { ...state, ...common },
      }),
      staff,
      pathParams(ClientIdParams),
      async (c) => c.json(await screeningState(deps.db, c.get('staff'), c.req.valid('param').clientId)),
    )
    .post(
      '/applications/:clientId/screening',
      describeRoute({
        tags,
        summary: 'Screen the application again now (a provider error is stored as an `error` run), audited',
        security,
        responses: { ...state, ...common },
      }),
      staff,
      pathParams(ClientIdParams),
      async (c) => c.json(await rescreen(deps.db, screener, c.get('staff'), c.req.valid('param').clientId, changeOf(c, deps))),
    )
    .post(
      '/applications/:clientId/screening/hits/:hitId/review',
      describeRoute({
        tags,
        summary: "Review a hit of the latest run: 'false-positive' or 'confirmed', with a note; audited",
        security,
        responses: {
          ...state,
          400: errorResponse(`${Messages.invalidField} (Errors by field)`),
          409: errorResponse(SUPERSEDED_HIT),
          ...common,
        },
      }),
      staff,
      pathParams(HitParams),
      jsonBody(ScreeningReviewBody),
      async (c) => {
        const { clientId, hitId } = c.req.valid('param');
        return c.json(await reviewHit(deps.db, c.get('staff'), clientId, hitId, c.req.valid('json'), changeOf(c, deps)));
      },
    );
}
