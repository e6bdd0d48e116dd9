import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { Funnel, FunnelMessages, FunnelQuery } from '../../../domain/api/backoffice.ts';
import { Messages } from '../../../domain/messages.ts';
import { requireStaff, seesPartner } from '../../lib/auth/staff-token.ts';
import { fieldErrors, notFound } from '../../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { queryParams } from '../../lib/http/validate.ts';
import { funnel } from './funnel.service.ts';

/** /api/backoffice/funnel: entered, completed, dropped and median time per step, from the recorded step transitions. */
export function backofficeFunnelRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    '/funnel',
    describeRoute({
      tags: ['backoffice'],
      summary:
        'The funnel per step in journey order: entered, completed, dropped, median seconds in the step; by partner (partner staff: their own), person type and the days clients entered the step',
      security: [{ bearerAuth: [] }],
      responses: {
        200: jsonResponse('The funnel', resolver(Funnel)),
        401: errorResponse(Messages.unauthorized),
        403: errorResponse(`${Messages.forbidden} (not a staff token)`),
        404: errorResponse(`${Messages.notFound} (a partner the staff member does not see)`),
      },
    }),
    requireStaff(deps),
    queryParams(FunnelQuery),
    async (c) => {
      const { partner, ...query } = c.req.valid('query');
      const staff = c.get('staff');
      if (partner !== undefined && !seesPartner(staff, partner)) throw notFound();
      if (query.from && query.to && query.to < query.from) throw fieldErrors({ to: [FunnelMessages.datesReversed] });
      return c.json(await funnel(deps.db, { ...query, partnerId: partner ?? staff.partnerId ?? undefined }));
    },
  );
}
