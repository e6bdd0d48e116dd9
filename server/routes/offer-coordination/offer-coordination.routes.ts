import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { AccessTokenResponse, MessageResponse } from '../../../domain/api/auth.ts';
import {
  ApplicationsPage,
  ApplicationsQuery,
  OfferCoordinationMessages,
  OfferManagerPasswordBody,
  OfferManagerSignInBody,
} from '../../../domain/api/offer-coordination.ts';
import { isDocumentSearch } from '../../../domain/api/search.ts';
import { isValidCpf, normalizeDocument } from '../../../domain/document.ts';
import { StatusRegistrations } from '../../../domain/lookups.ts';
import { Messages } from '../../../domain/messages.ts';
import { recordAudit } from '../../lib/audit/audit.ts';
import { perIpLimit } from '../../lib/auth/codes-http.ts';
import { requireOfferManager } from '../../lib/auth/offer-manager-token.ts';
import { ApiError, fieldErrors } from '../../lib/http/api-error.ts';
import { clientIp } from '../../lib/http/client-ip.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { enforceLimits, rateLimit } from '../../lib/http/rate-limit.ts';
import { jsonBody, queryParams } from '../../lib/http/validate.ts';
import { listStatusRegistrations } from '../../services/lookups/common.service.ts';
import { listApplications } from './applications.service.ts';
import { changeOfferManagerPassword, PASSWORD_CHANGE_LIMIT } from './password.service.ts';
import { signInOfferManager } from './sign-in.service.ts';

const bearer = [{ bearerAuth: [] }];
const tags = ['offer-coordination'];
const unauthorized = errorResponse(Messages.unauthorized);
const forbidden = errorResponse(`${Messages.forbidden} (a customer's token)`);

/** Requests with a search one manager may make per 15 minutes (ADR 192): an exact document search is a guess. */
export const APPLICATIONS_SEARCH_LIMIT = { name: 'applications-search', limit: 60, windowSeconds: 15 * 60 };

// The audit action of a list read: which kind of search, if any (never the term).
const listAction = (search: string | undefined) =>
  !search ? 'applications.list' : isDocumentSearch(search) ? 'applications.search.document' : 'applications.search.name';

/**
 * /api/offer-coordination: offer managers (customer type 6) sign in, list their partner's applications (ADR 135)
 * and change their password (ADR 169).
 */
export function offerCoordinationRoutes(deps: AppDeps) {
  const manager = requireOfferManager(deps);
  return new Hono<AppEnv>()
    .post(
      '/sign-in',
      describeRoute({
        tags,
        summary: "An offer manager's sign-in with CPF and password under the page's partner (public; one answer for any failure)",
        responses: {
          200: jsonResponse('Signed in', resolver(AccessTokenResponse)),
          401: errorResponse(OfferCoordinationMessages.signInFailed),
          429: errorResponse(Messages.tooManyRequests),
        },
      }),
      perIpLimit(deps, 'offer-manager-sign-in', 'check'),
      jsonBody(OfferManagerSignInBody),
      async (c) => {
        const body = c.req.valid('json');
        const cpf = normalizeDocument(body.Document);
        if (cpf.length === 0) throw fieldErrors({ Document: [Messages.cpfRequired] });
        if (!isValidCpf(cpf)) throw fieldErrors({ Document: [Messages.cpfInvalid] });
        const request = { requestId: c.get('requestId'), address: clientIp(c, deps.config.trustProxy) };
        const token = await signInOfferManager(deps, body, request);
        if (!token) throw new ApiError(401, OfferCoordinationMessages.signInFailed);
        return c.json({ AccessToken: token });
      },
    )
    .get(
      '/applications',
      describeRoute({
        tags,
        summary:
          "The manager's partner's applications, newest first: filters by status, person type and a whole document or a name, paginated; searches are rate-limited per manager and audited",
        security: bearer,
        responses: {
          200: jsonResponse('One page', resolver(ApplicationsPage)),
          400: errorResponse(`A bad filter, e.g. '${OfferCoordinationMessages.searchPartialDocument}' at search for a partial document`),
          401: unauthorized,
          403: forbidden,
          429: errorResponse(`${Messages.tooManyRequests} (searches per manager per 15 minutes; Retry-After: seconds)`),
        },
      }),
      manager,
      queryParams(ApplicationsQuery),
      async (c) => {
        const claims = c.get('offerManager');
        const query = c.req.valid('query');
        if (query.search) await enforceLimits(deps, [{ limit: APPLICATIONS_SEARCH_LIMIT, key: String(claims.OfferManagerId) }]);
        // Partner staff reading customers' data: who read which partner's list, with which filters (never their values).
        await recordAudit(deps.db, {
          actor: `offer-manager:${claims.OfferManagerId}`,
          action: listAction(query.search),
          entity: 'partner',
          entityId: claims.PartnerId,
          requestId: c.get('requestId'),
          fields: Object.keys(query).filter((key) => query[key as keyof typeof query] !== undefined),
          at: deps.clock.now(),
        });
        return c.json(await listApplications(deps.db, claims.PartnerId, query));
      },
    )
    .put(
      '/password',
      describeRoute({
        tags,
        summary: "Change the signed-in manager's password (a wrong current password is a 400 at CurrentPassword, never 401)",
        security: bearer,
        responses: {
          200: jsonResponse('Password changed', resolver(MessageResponse)),
          400: errorResponse(
            `'${OfferCoordinationMessages.currentPasswordWrong}' at CurrentPassword, or the policy's message at NewPassword`,
          ),
          401: unauthorized,
          403: forbidden,
          429: errorResponse(Messages.tooManyRequests),
        },
      }),
      manager,
      rateLimit(deps, {
        name: 'offer-manager-password',
        ...PASSWORD_CHANGE_LIMIT,
        key: (c) => String(c.get('offerManager').OfferManagerId),
      }),
      jsonBody(OfferManagerPasswordBody),
      async (c) => {
        const refusal = await changeOfferManagerPassword(deps, c.get('offerManager'), c.req.valid('json'), c.get('requestId'));
        if (refusal) throw fieldErrors(refusal as Record<string, string[]>);
        return c.json({ Message: OfferCoordinationMessages.passwordChanged });
      },
    )
    .get(
      '/status-registrations',
      describeRoute({
        tags,
        summary: 'Registration statuses, for the status filter',
        security: bearer,
        responses: { 200: jsonResponse('Statuses', resolver(StatusRegistrations)), 401: unauthorized, 403: forbidden },
      }),
      manager,
      async (c) => c.json(await listStatusRegistrations(deps.db)),
    );
}
