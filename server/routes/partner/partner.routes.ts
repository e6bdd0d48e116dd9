import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { Messages } from '../../../domain/messages.ts';
import { Partner, PartnerUrlBody } from '../../../domain/partner.ts';
import { notFound } from '../../lib/http/api-error.ts';
import { clientIp } from '../../lib/http/client-ip.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { rateLimit } from '../../lib/http/rate-limit.ts';
import { jsonBody } from '../../lib/http/validate.ts';
import { findPartnerByHost, partnerHost } from '../../services/partners/partner.service.ts';

/** Partner lookups one address may make per minute (public; the page gets its partner inlined, ADR 151). */
export const PARTNER_LOOKUP_LIMIT = { name: 'partner-lookup', limit: 60, windowSeconds: 60 };

/** POST /api/partner/url: the partner of a page host (public, spec §7). */
export function partnerRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/url',
    describeRoute({
      tags: ['partner'],
      summary: 'Find the partner (brand) of a page host',
      responses: {
        200: jsonResponse('The partner', resolver(Partner)),
        404: errorResponse(Messages.partnerNotFound),
        429: errorResponse(`${Messages.tooManyRequests} (per address; Retry-After: seconds)`),
      },
    }),
    rateLimit(deps, { ...PARTNER_LOOKUP_LIMIT, key: (c) => clientIp(c, deps.config.trustProxy) }),
    jsonBody(PartnerUrlBody),
    async (c) => {
      const partner = await findPartnerByHost(deps.db, partnerHost(c.req.valid('json').Url));
      if (!partner) throw notFound(Messages.partnerNotFound);
      return c.json(partner);
    },
  );
}
