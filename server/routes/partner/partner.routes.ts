import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { Messages } from '../../../domain/messages.ts';
import { Partner, PartnerUrlBody } from '../../../domain/partner.ts';
import { notFound } from '../../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { jsonBody } from '../../lib/http/validate.ts';
import { findPartnerByHost, partnerHost } from './partner.service.ts';

/** POST /api/partner/url: the partner of a page host (public, spec §7). */
export function partnerRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/url',
    describeRoute({
      tags: ['partner'],
      summary: 'Find the partner (brand) of a page host',
      responses: { 200: jsonResponse('The partner', resolver(Partner)), 404: errorResponse(Messages.partnerNotFound) },
    }),
    jsonBody(PartnerUrlBody),
    async (c) => {
      const partner = await findPartnerByHost(deps.db, partnerHost(c.req.valid('json').Url));
      if (!partner) throw notFound(Messages.partnerNotFound);
      return c.json(partner);
    },
  );
}
