import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { CodeMessages, Validated } from '../../../domain/api/auth.ts';
import { TokenValidateBody } from '../../../domain/api/password.ts';
import { perIpLimit, requireValidCode } from '../../lib/auth/codes-http.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { jsonBody } from '../../lib/http/validate.ts';
import { requireDocument } from '../../services/account/account.service.ts';
import { validatePasswordCode } from '../../services/account/password.service.ts';

/** POST /api/token/validate: checks a password-reset code without using it up (public, spec §6). */
export function tokenRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/validate',
    describeRoute({
      tags: ['password'],
      summary: 'Check a password-reset code before asking for the new password (public; one of the code’s 5 attempts)',
      responses: { 200: jsonResponse('Valid code', resolver(Validated)), 429: errorResponse(CodeMessages.attemptsExhausted) },
    }),
    perIpLimit(deps, 'token-check', 'check'),
    jsonBody(TokenValidateBody),
    async (c) => {
      const body = c.req.valid('json');
      requireValidCode(await validatePasswordCode(deps, requireDocument('username', body.username), body.Token));
      return c.json({ Valid: true as const });
    },
  );
}
