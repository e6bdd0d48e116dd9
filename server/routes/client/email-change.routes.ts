import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { CodeMessages } from '../../../domain/api/auth.ts';
import { EmailChangeConfirmBody } from '../../../domain/api/email-change.ts';
import { ClientBasicData } from '../../../domain/client.ts';
import { Messages } from '../../../domain/messages.ts';
import { changeOf } from '../../lib/audit/change-context.ts';
import { perIpLimit, requireValidCode } from '../../lib/auth/codes-http.ts';
import { withLockedClient } from '../../lib/clients/client-lock.ts';
import { fieldErrors, notFound } from '../../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { jsonBody } from '../../lib/http/validate.ts';
import { requireAuth, tokenClient } from '../../middleware/auth.ts';
import { confirmEmailChange } from '../../services/account/email-change.service.ts';
import { getBasicData } from '../../services/sections/basic-data.service.ts';

/** /api/client/basic-data/email: the confirmation of an email change that PATCH /api/client/basic-data started (ADR 222). */
export function emailChangeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/confirm',
    describeRoute({
      tags: ['client'],
      summary:
        "Confirm the signed-in client's email change with the 6-digit code emailed to the new address (ADR 222): the address becomes the account's email and the old one is told. Rate-limited per address; 5 attempts per code",
      security: [{ bearerAuth: [] }],
      responses: {
        200: jsonResponse('Basic data with the new email', resolver(ClientBasicData)),
        400: errorResponse(`${CodeMessages.codeInvalid} (at Token: wrong, used, replaced or expired, or not this client's)`),
        401: errorResponse(Messages.unauthorized),
        409: errorResponse(Messages.fileFrozen),
        429: errorResponse(`${Messages.tooManyRequests} / ${CodeMessages.attemptsExhausted}`),
      },
    }),
    perIpLimit(deps, 'email-change-confirm', 'check'),
    requireAuth(deps),
    jsonBody(EmailChangeConfirmBody),
    async (c) => {
      const scope = tokenClient(c);
      const { Token } = c.req.valid('json');
      const ctx = changeOf(c, deps);
      const result = requireValidCode(
        await withLockedClient(deps.db, scope, (tx, client) => confirmEmailChange({ ...deps, db: tx }, client, Token, ctx)),
      );
      if (!result.value) throw fieldErrors({ Token: [CodeMessages.codeInvalid] });
      const data = await getBasicData(deps.db, scope);
      if (!data) throw notFound();
      return c.json(data);
    },
  );
}
