import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import {
  NewReasonCodeBody,
  ReasonCodeChange,
  ReasonCodeItem,
  ReasonCodeList,
  ReasonCodeMessages,
  ReasonCodeParams,
} from '../../../domain/api/reason-codes.ts';
import { Messages } from '../../../domain/messages.ts';
import { changeOf } from '../../lib/audit/change-context.ts';
import { requireStaff } from '../../lib/auth/staff-token.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { jsonBody, pathParams } from '../../lib/http/validate.ts';
import { addReasonCode, changeReasonCode, listReasonCodes } from '../../services/reason-codes/reason-codes.service.ts';

const tags = ['backoffice'];
const security = [{ bearerAuth: [] }];
const unauthorized = errorResponse(Messages.unauthorized);
const forbidden = errorResponse(`${ReasonCodeMessages.providerOnly} / ${Messages.forbidden} (not an admin, or not a staff token)`);

/**
 * /api/backoffice/reason-codes: the codes rejections and documents requests take (ADR 241). Every staff member reads
 * them; the provider's admins add, rename, deactivate and reactivate them, audited. A code is never deleted: the
 * decisions that took it keep counting under it.
 */
export function backofficeReasonCodesRoutes(deps: AppDeps) {
  const admin = requireStaff(deps, ['admin']);
  return new Hono<AppEnv>()
    .get(
      '/reason-codes',
      describeRoute({
        tags,
        summary: 'Every reason code, active first, by name',
        security,
        responses: { 200: jsonResponse('The codes', resolver(ReasonCodeList)), 401: unauthorized, 403: errorResponse(Messages.forbidden) },
      }),
      requireStaff(deps),
      async (c) => c.json(await listReasonCodes(deps.db)),
    )
    .post(
      '/reason-codes',
      describeRoute({
        tags,
        summary: 'Adds an active reason code (provider admins); audited',
        security,
        responses: {
          201: jsonResponse('The code added', resolver(ReasonCodeItem)),
          400: errorResponse(Messages.invalidField),
          401: unauthorized,
          403: forbidden,
          409: errorResponse(ReasonCodeMessages.taken),
        },
      }),
      admin,
      jsonBody(NewReasonCodeBody),
      async (c) => c.json(await addReasonCode(deps.db, c.get('staff'), c.req.valid('json'), changeOf(c, deps)), 201),
    )
    .patch(
      '/reason-codes/:code',
      describeRoute({
        tags,
        summary: 'Renames, deactivates or reactivates a reason code (provider admins); audited',
        security,
        responses: {
          200: jsonResponse('The code changed', resolver(ReasonCodeItem)),
          400: errorResponse(Messages.invalidField),
          401: unauthorized,
          403: forbidden,
          404: errorResponse(ReasonCodeMessages.notFound),
        },
      }),
      admin,
      pathParams(ReasonCodeParams),
      jsonBody(ReasonCodeChange),
      async (c) =>
        c.json(await changeReasonCode(deps.db, c.get('staff'), c.req.valid('param').code, c.req.valid('json'), changeOf(c, deps))),
    );
}
