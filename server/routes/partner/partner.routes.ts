import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { LOGO_KINDS } from '../../../domain/api/partners.ts';
import { Messages } from '../../../domain/messages.ts';
import { Partner, PartnerUrlBody } from '../../../domain/partner.ts';
import { notFound } from '../../lib/http/api-error.ts';
import { clientIp } from '../../lib/http/client-ip.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { rateLimit } from '../../lib/http/rate-limit.ts';
import { IdParam, jsonBody, pathParams } from '../../lib/http/validate.ts';
import { readLogo } from '../../lib/partners/partner-logos.ts';
import { findPartnerByHost, partnerHost } from '../../services/partners/partner.service.ts';
import { readFavicon } from '../../services/partners/theme-favicon.ts';

/** Partner lookups one address may make per minute (public; the page gets its partner inlined, ADR 151). */
export const PARTNER_LOOKUP_LIMIT = { name: 'partner-lookup', limit: 60, windowSeconds: 60 };

const LogoParams = v.object({ id: IdParam, kind: v.picklist(Object.values(LOGO_KINDS), Messages.invalidField) });
const FaviconParams = v.object({ id: IdParam, digest: v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/, Messages.invalidField)) });
// Shown in webmail (emails) and tabs; nothing may run it: a sandboxed, empty policy.
const IMAGE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Content-Security-Policy': "default-src 'none'; sandbox",
};
// The URL's version is the content's hash: that URL never changes meaning. Without it (or an old one), a short cache.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=300';

/**
 * POST /api/partner/url: the partner of a page host (public, spec §7). GET /api/partner/{id}/logo/{kind}: an uploaded
 * logo from the product's own origin (public: pages and emails show it; ADR 220); GET /api/partner/{id}/favicon/{digest}:
 * a favicon uploaded in the theme editor (issue 37).
 */
export function partnerRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(
      '/:id/logo/:kind',
      describeRoute({
        tags: ['partner'],
        summary: "A partner's uploaded logo (menu, icon or login); ?v= the version its URL carries",
        responses: { 200: { description: 'The PNG or JPEG' }, 404: errorResponse(Messages.notFound) },
      }),
      pathParams(LogoParams),
      async (c) => {
        const { id, kind } = c.req.valid('param');
        const logo = await readLogo(deps, id, kind);
        if (!logo) throw notFound();
        const current = c.req.query('v') === logo.version;
        return c.body(new Uint8Array(logo.bytes), 200, {
          'Content-Type': logo.type,
          ...IMAGE_HEADERS,
          'Cache-Control': current ? IMMUTABLE : REVALIDATE,
        });
      },
    )
    .get(
      '/:id/favicon/:digest',
      describeRoute({
        tags: ['partner'],
        summary: "A partner's uploaded favicon (theme editor) by its content's digest",
        responses: { 200: { description: 'The PNG or ICO' }, 404: errorResponse(Messages.notFound) },
      }),
      pathParams(FaviconParams),
      async (c) => {
        const { id, digest } = c.req.valid('param');
        const favicon = await readFavicon(deps, id, digest);
        if (!favicon) throw notFound();
        // The digest names the content: that URL never changes meaning.
        return c.body(new Uint8Array(favicon.bytes), 200, { 'Content-Type': favicon.type, ...IMAGE_HEADERS, 'Cache-Control': IMMUTABLE });
      },
    )
    .post(
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
