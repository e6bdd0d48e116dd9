import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { ClientIdByCode, DocumentAccessCode, MissingDocumentsMessages } from '../../../domain/api/missing-documents.ts';
import { Messages } from '../../../domain/messages.ts';
import { perIpLimit } from '../../lib/auth/codes-http.ts';
import { ApiError, notFound } from '../../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { clientIdByCode } from '../../services/documents/missing-documents.service.ts';

/** /api/client/code: the client of a missing-documents link (public: the link's code is the credential, ADR 045). */
export function missingDocumentsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    '/document/:code',
    describeRoute({
      tags: ['missing-documents'],
      summary: 'The client a missing-documents link is for (public, rate-limited)',
      responses: {
        200: jsonResponse('The client', resolver(ClientIdByCode)),
        404: errorResponse(MissingDocumentsMessages.linkNotFound),
        410: errorResponse(MissingDocumentsMessages.linkExpired),
        429: errorResponse(Messages.tooManyRequests),
      },
    }),
    perIpLimit(deps, 'document-code', 'check'),
    async (c) => {
      const code = c.req.param('code');
      // A malformed code is answered like an unknown one.
      if (!v.is(DocumentAccessCode, code)) throw notFound(MissingDocumentsMessages.linkNotFound);
      const result = await clientIdByCode(deps.db, code, deps.clock.now());
      if (result.status === 'notFound') throw notFound(MissingDocumentsMessages.linkNotFound);
      if (result.status === 'gone') throw new ApiError(410, MissingDocumentsMessages.linkExpired);
      return c.json({ ClientId: result.clientId });
    },
  );
}
