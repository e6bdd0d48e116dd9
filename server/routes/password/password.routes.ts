import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { CodeMessages, CodeSent, MessageResponse, Validated } from '../../../domain/api/auth.ts';
import {
  PasswordMessages,
  PasswordRequestBody,
  PasswordResetBody,
  PasswordStatus,
  PasswordValidateBody,
} from '../../../domain/api/password.ts';
import { Messages } from '../../../domain/messages.ts';
import { codeSentOrThrow, perIpLimit, requireValidCode } from '../../lib/auth/codes-http.ts';
import { fieldErrors, notFound } from '../../lib/http/api-error.ts';
import { clientIp } from '../../lib/http/client-ip.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { rateLimit } from '../../lib/http/rate-limit.ts';
import { jsonBody } from '../../lib/http/validate.ts';
import { requireAuth } from '../../middleware/auth.ts';
import { requireDocument, requirePartner } from '../../services/account/account.service.ts';
import {
  hasPassword,
  PASSWORD_CHECK_LIMIT,
  requestPasswordCode,
  resetPassword,
  validatePassword,
} from '../../services/account/password.service.ts';

const bearer = [{ bearerAuth: [] }];
const unauthorized = errorResponse(Messages.unauthorized);

/** /api/password: reset by emailed code (public), and the signed-in user's password status and check. */
export function passwordRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  return new Hono<AppEnv>()
    .put(
      '/request-new',
      describeRoute({
        tags: ['password'],
        summary: 'Email a password-reset code; username is the document (public; same answer either way)',
        responses: {
          200: jsonResponse('Code sent if the account exists', resolver(CodeSent)),
          429: errorResponse(
            `${CodeMessages.dailyCapReached} (5 codes per document and address per 15 minutes) / ${Messages.tooManyRequests}`,
          ),
        },
      }),
      perIpLimit(deps, 'password-send', 'send'),
      jsonBody(PasswordRequestBody),
      async (c) => {
        const body = c.req.valid('json');
        const document = requireDocument('username', body.username);
        await requirePartner(deps.db, body.partnerId);
        const address = clientIp(c, deps.config.trustProxy);
        return c.json(codeSentOrThrow(await requestPasswordCode(deps, body.partnerId, document, address)));
      },
    )
    .put(
      '/reset',
      describeRoute({
        tags: ['password'],
        summary: 'Set a new password with the emailed code (public; body shape ours, ADR 043)',
        responses: { 200: jsonResponse('Password changed', resolver(MessageResponse)), 429: errorResponse(CodeMessages.attemptsExhausted) },
      }),
      perIpLimit(deps, 'password-check', 'check'),
      jsonBody(PasswordResetBody),
      async (c) => {
        const body = c.req.valid('json');
        const document = requireDocument('username', body.username);
        const result = await resetPassword(deps, document, body.Token, body.NewPassword, { requestId: c.get('requestId') });
        if (result.status === 'policy') throw fieldErrors({ NewPassword: [result.message] });
        requireValidCode(result);
        return c.json({ Message: PasswordMessages.reset });
      },
    )
    .get(
      '/verify',
      describeRoute({
        tags: ['password'],
        summary: 'Whether the signed-in user has a password',
        security: bearer,
        responses: { 200: jsonResponse('Password status', resolver(PasswordStatus)), 401: unauthorized },
      }),
      auth,
      async (c) => c.json({ HasPassword: await hasPassword(deps.db, c.get('auth').UserId) }),
    )
    .post(
      '/validate',
      describeRoute({
        tags: ['password'],
        summary: "Check the signed-in user's password (400 when wrong, never 401: that would end the session)",
        security: bearer,
        responses: {
          200: jsonResponse('Right password', resolver(Validated)),
          401: unauthorized,
          404: errorResponse(PasswordMessages.notSet),
        },
      }),
      auth,
      rateLimit(deps, { ...PASSWORD_CHECK_LIMIT, key: (c) => String(c.get('auth').UserId) }),
      jsonBody(PasswordValidateBody),
      async (c) => {
        const outcome = await validatePassword(deps, c.get('auth').UserId, c.req.valid('json').CurrentPassword);
        if (outcome === 'notSet') throw notFound(PasswordMessages.notSet);
        if (outcome === 'invalid') throw fieldErrors({ CurrentPassword: [PasswordMessages.wrong] });
        return c.json({ Valid: true as const });
      },
    );
}
