import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { NewStaffBody, StaffAuthMessages, StaffChangeBody, StaffListItem } from '../../../domain/api/staff-auth.ts';
import { Messages } from '../../../domain/messages.ts';
import { requireStaff } from '../../lib/auth/staff-token.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { IdParam, jsonBody, pathParams } from '../../lib/http/validate.ts';
import { changeStaff, createStaff, endMemberSessions, listStaff } from './staff.service.ts';

const tags = ['backoffice'];
const security = [{ bearerAuth: [] }];
const StaffIdParams = v.object({ id: IdParam });
const unauthorized = errorResponse(Messages.unauthorized);
const forbidden = errorResponse(`${Messages.forbidden} (not an admin, or a customer's or an offer manager's token)`);
const notManaged = errorResponse(`${Messages.notFound} (no such member, or another partner's)`);

/**
 * /api/backoffice/staff: admins manage the staff (a partner admin their partner's, a provider admin everyone's). Every
 * change is audited with the acting admin.
 */
export function backofficeStaffRoutes(deps: AppDeps) {
  const admin = requireStaff(deps, ['admin']);
  return new Hono<AppEnv>()
    .get(
      '/staff',
      describeRoute({
        tags,
        summary: 'The staff the admin manages, by name',
        security,
        responses: { 200: jsonResponse('The staff', resolver(v.array(StaffListItem))), 401: unauthorized, 403: forbidden },
      }),
      admin,
      async (c) => c.json(await listStaff(deps.db, c.get('staff'))),
    )
    .post(
      '/staff',
      describeRoute({
        tags,
        summary: 'Adds a member, who is emailed a single-use link (72 hours) to set their password',
        security,
        responses: {
          201: jsonResponse('Added', resolver(StaffListItem)),
          400: errorResponse(`A field's message, e.g. '${StaffAuthMessages.partnerUnknown}' at PartnerId`),
          401: unauthorized,
          403: errorResponse(`${StaffAuthMessages.otherPartner} (a partner admin adding another partner's or provider staff)`),
          409: errorResponse(StaffAuthMessages.emailTaken),
        },
      }),
      admin,
      jsonBody(NewStaffBody),
      async (c) => c.json(await createStaff(deps, c.get('staff'), c.req.valid('json'), c.get('requestId')), 201),
    )
    .patch(
      '/staff/:id',
      describeRoute({
        tags,
        summary: "Changes a member's role, disables (ending their sessions) or enables them, or resets their authenticator",
        security,
        responses: {
          200: jsonResponse('Changed', resolver(StaffListItem)),
          400: errorResponse(StaffAuthMessages.changeRequired),
          401: unauthorized,
          403: errorResponse(`${StaffAuthMessages.selfChange}, or ${Messages.forbidden}`),
          404: notManaged,
          409: errorResponse(StaffAuthMessages.lastProviderAdmin),
        },
      }),
      admin,
      pathParams(StaffIdParams),
      jsonBody(StaffChangeBody),
      async (c) => c.json(await changeStaff(deps, c.get('staff'), c.req.valid('param').id, c.req.valid('json'), c.get('requestId'))),
    )
    .post(
      '/staff/:id/sessions/end',
      describeRoute({
        tags,
        summary: 'Ends every session of a member (their tokens answer 401 from the next call)',
        security,
        responses: { 204: { description: 'Ended' }, 401: unauthorized, 403: forbidden, 404: notManaged },
      }),
      admin,
      pathParams(StaffIdParams),
      async (c) => {
        await endMemberSessions(deps, c.get('staff'), c.req.valid('param').id, c.get('requestId'));
        return c.body(null, 204);
      },
    );
}
