import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import {
  LOGO_CONTENT_TYPES,
  LOGO_KINDS,
  MAX_LOGO_BYTES,
  NewPartnerBody,
  PartnerChangeBody,
  PartnerItem,
  PartnerMessages,
} from '../../../domain/api/partners.ts';
import { Messages } from '../../../domain/messages.ts';
import { ThemeMessages } from '../../../domain/theme-tokens.ts';
import { requireStaff } from '../../lib/auth/staff-token.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { IdParam, jsonBody, pathParams } from '../../lib/http/validate.ts';
import { logoKeyOf } from '../../lib/partners/partner-logos.ts';
import { addPartner, editPartner, listManagedPartners, managedPartner, uploadPartnerLogo } from './partners.service.ts';

const tags = ['backoffice'];
const security = [{ bearerAuth: [] }];
const PartnerIdParams = v.object({ id: IdParam });
const LogoParams = v.object({ id: IdParam, kind: v.picklist(Object.values(LOGO_KINDS), Messages.invalidField) });
const logoLimit = bodyLimit({
  maxSize: MAX_LOGO_BYTES,
  onError: (c) => {
    const kind = v.parse(LogoParams.entries.kind, c.req.param('kind'));
    return c.json({ Message: PartnerMessages.logoTooLarge, Errors: { [`Logos.${logoKeyOf(kind)}`]: [PartnerMessages.logoTooLarge] } }, 413);
  },
});
const unauthorized = errorResponse(Messages.unauthorized);
const forbidden = errorResponse(`${Messages.forbidden} (not an admin, or a customer's or an offer manager's token)`);
const notManaged = errorResponse(`${Messages.notFound} (no such partner, or another partner's)`);

/**
 * /api/backoffice/partners: admins manage partners (brands): a provider admin every partner and adds new ones, a
 * partner's admin their own partner's brand. Every change is audited with the acting admin.
 */
export function backofficePartnersRoutes(deps: AppDeps) {
  const admin = requireStaff(deps, ['admin']);
  return new Hono<AppEnv>()
    .get(
      '/partners',
      describeRoute({
        tags,
        summary: 'The partners the admin manages, by name',
        security,
        responses: { 200: jsonResponse('The partners', resolver(v.array(PartnerItem))), 401: unauthorized, 403: forbidden },
      }),
      admin,
      async (c) => c.json(await listManagedPartners(deps.db, c.get('staff'))),
    )
    .get(
      '/partners/:id',
      describeRoute({
        tags,
        summary: 'A partner the admin manages',
        security,
        responses: { 200: jsonResponse('The partner', resolver(PartnerItem)), 401: unauthorized, 403: forbidden, 404: notManaged },
      }),
      admin,
      pathParams(PartnerIdParams),
      async (c) => c.json(await managedPartner(deps.db, c.get('staff'), c.req.valid('param').id)),
    )
    .post(
      '/partners',
      describeRoute({
        tags,
        summary: "Adds a partner (provider admins) with the default brand's theme and logos; colours are the theme editor's",
        security,
        responses: {
          201: jsonResponse('Added', resolver(PartnerItem)),
          400: errorResponse(`A field's message, e.g. '${PartnerMessages.hostInvalid}' at Host, or '${ThemeMessages.colorsInThemeEditor}'`),
          401: unauthorized,
          403: errorResponse(`${PartnerMessages.providerOnly}, or ${Messages.forbidden}`),
          409: errorResponse(PartnerMessages.hostTaken),
        },
      }),
      admin,
      jsonBody(NewPartnerBody),
      async (c) => c.json(await addPartner(deps, c.get('staff'), c.req.valid('json'), c.get('requestId')), 201),
    )
    .patch(
      '/partners/:id',
      describeRoute({
        tags,
        summary: "Changes a partner's fields (a partner's admin: name, URLs and logos only); colours are the theme editor's",
        security,
        responses: {
          200: jsonResponse('Changed', resolver(PartnerItem)),
          400: errorResponse(`${PartnerMessages.changeRequired}, or ${ThemeMessages.colorsInThemeEditor}`),
          401: unauthorized,
          403: errorResponse(`${PartnerMessages.providerOnly}, or ${Messages.forbidden}`),
          404: notManaged,
          409: errorResponse(PartnerMessages.hostTaken),
        },
      }),
      admin,
      pathParams(PartnerIdParams),
      jsonBody(PartnerChangeBody),
      async (c) => c.json(await editPartner(deps, c.get('staff'), c.req.valid('param').id, c.req.valid('json'), c.get('requestId'))),
    )
    .put(
      '/partners/:id/logos/:kind',
      describeRoute({
        tags,
        summary: 'Uploads a logo (menu, icon or login) as the raw PNG or JPEG body; it is then served from /api/partner/{id}/logo/{kind}',
        security,
        requestBody: {
          required: true,
          content: Object.fromEntries(LOGO_CONTENT_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
        },
        responses: {
          200: jsonResponse('The partner with the new logo URL', resolver(PartnerItem)),
          400: errorResponse(`${PartnerMessages.logoUnreadable}, or ${PartnerMessages.logoDimensions}`),
          401: unauthorized,
          403: forbidden,
          404: notManaged,
          413: errorResponse(PartnerMessages.logoTooLarge),
          415: errorResponse(PartnerMessages.logoType),
        },
      }),
      admin,
      pathParams(LogoParams),
      logoLimit,
      async (c) => {
        const upload = { bytes: Buffer.from(await c.req.arrayBuffer()), type: c.req.header('Content-Type')?.split(';')[0].trim() ?? '' };
        const target = c.req.valid('param');
        return c.json(await uploadPartnerLogo(deps, c.get('staff'), target, upload, c.get('requestId')));
      },
    );
}
