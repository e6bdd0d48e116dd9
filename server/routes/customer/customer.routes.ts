import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import {
  AccessTokenResponse,
  CodeMessages,
  CodeSent,
  ContinueAuthBody,
  ContinueResult,
  ContinueTokenBody,
  MessageResponse,
} from '../../../domain/api/auth.ts';
import { AuthUploadBody, MissingDocumentsMessages, UploadToken, UploadTokenQuery } from '../../../domain/api/missing-documents.ts';
import { ChangePasswordBody, PasswordMessages } from '../../../domain/api/password.ts';
import { type BrokerageContact, DOCUMENT_TAKEN } from '../../../domain/document-taken.ts';
import { Messages } from '../../../domain/messages.ts';
import { codeSentOrThrow, perIpLimit, requireValidCode } from '../../lib/auth/codes-http.ts';
import { signSession } from '../../lib/auth/sessions.ts';
import { ApiError, fieldErrors, notFound } from '../../lib/http/api-error.ts';
import { clientIp } from '../../lib/http/client-ip.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { IdParam, jsonBody, pathParams, queryParams } from '../../lib/http/validate.ts';
import { requireAuth } from '../../middleware/auth.ts';
import { requireDocument, requirePartner } from '../../services/account/account.service.ts';
import { createPassword } from '../../services/account/password.service.ts';
import { exchangeUploadToken, issueUploadToken, UPLOAD_TOKEN_TTL_SECONDS } from '../../services/documents/missing-documents.service.ts';
import { authenticateContinue } from '../../services/sign-up/continue.service.ts';
import { requestContinueCode } from '../../services/sign-up/continue-code.service.ts';

const bearer = [{ bearerAuth: [] }];
const tooMany = errorResponse(Messages.tooManyRequests);
const gone = errorResponse(MissingDocumentsMessages.tokenGone);

/** /api/customer: continue sign-up by emailed code, first password, and the missing-documents upload session. */
export function customerRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post(
      '/token-continue-register',
      describeRoute({
        tags: ['auth'],
        summary:
          "Email a code to the document's client, whatever its status, or else to the pending sign-up of the document under the partner whose typed address `Email` is (without `Email`: its only pending sign-up, none when several wait; ADR 221) — a sign-up's 'reenviar código'; public; same answer whether or not the document exists",
        responses: {
          200: jsonResponse('Code sent if the document has a client or a pending sign-up', resolver(CodeSent)),
          404: errorResponse(Messages.partnerNotFound),
          429: errorResponse(
            `${CodeMessages.dailyCapReached} (5 codes per document and address per 15 minutes) / ${Messages.tooManyRequests}`,
          ),
        },
      }),
      perIpLimit(deps, 'continue-send', 'send'),
      jsonBody(ContinueTokenBody),
      async (c) => {
        const body = c.req.valid('json');
        const document = requireDocument('Document', body.Document);
        await requirePartner(deps.db, body.PartnerId);
        const address = clientIp(c, deps.config.trustProxy);
        const asker = { partnerId: body.PartnerId, document, email: body.Email };
        return c.json(codeSentOrThrow(await requestContinueCode(deps, asker, address)));
      },
    )
    .post(
      '/autenticate-continue-register',
      describeRoute({
        tags: ['auth'],
        summary:
          "Exchange the emailed code for where the sign-up stands (spec §3 flags) and, for continue or waitingDocuments, an AccessToken (public; spec spelling). A pending sign-up's code creates its client first (ADR 196) and answers continue with an onboarding AccessToken",
        responses: {
          200: jsonResponse('Continue flags', resolver(ContinueResult)),
          409: errorResponse(
            `${Messages.documentExists} (another sign-up of the document under the partner was confirmed first; the body adds \`Code: "${DOCUMENT_TAKEN}"\` and the brokerage's \`Contact\` {Email, Phone}, ADR 227)`,
          ),
          429: errorResponse(CodeMessages.attemptsExhausted),
        },
      }),
      perIpLimit(deps, 'continue-check', 'check'),
      jsonBody(ContinueAuthBody),
      async (c) => {
        const body = c.req.valid('json');
        const document = requireDocument('Document', body.Document);
        const result = requireValidCode(
          await authenticateContinue(deps, body.PartnerId, document, body.Token, { requestId: c.get('requestId') }),
        );
        if (result.value === 'documentExists') {
          // The holder proved their email but the document is another sign-up's: what to do, never whose it is.
          const { email, phone } = deps.config.brokerageContact ?? { email: null, phone: null };
          const Contact: BrokerageContact = { Email: email, Phone: phone };
          return c.json({ Message: Messages.documentExists, Code: DOCUMENT_TAKEN, Contact }, 409);
        }
        if (!result.value) throw fieldErrors({ Token: [CodeMessages.codeInvalid] });
        const { flags, session } = result.value;
        if (!session) return c.json<ContinueResult>(flags);
        const AccessToken = await signSession(deps, session);
        return c.json<ContinueResult>({ AccessToken, ...flags });
      },
    )
    .put(
      '/change-password',
      describeRoute({
        tags: ['password'],
        summary: "Create the signed-in user's password (only when none exists)",
        security: bearer,
        responses: {
          201: jsonResponse('Created', resolver(MessageResponse)),
          401: errorResponse(Messages.unauthorized),
          409: errorResponse(PasswordMessages.alreadySet),
        },
      }),
      requireAuth(deps),
      jsonBody(ChangePasswordBody),
      async (c) => {
        const result = await createPassword(deps, c.get('auth'), c.req.valid('json').NewPassword, { requestId: c.get('requestId') });
        if (result.status === 'policy') throw fieldErrors({ NewPassword: [result.message] });
        if (result.status === 'exists') throw new ApiError(409, PasswordMessages.alreadySet);
        return c.json({ Message: PasswordMessages.created }, 201);
      },
    )
    .get(
      '/get-token-upload-documents/:clientId',
      describeRoute({
        tags: ['missing-documents'],
        summary: "An upload token for the link's client; `code` is the link's code (public, rate-limited; ADR 045)",
        responses: {
          200: jsonResponse('Upload token', resolver(UploadToken)),
          404: errorResponse(MissingDocumentsMessages.linkNotFound),
          410: gone,
          429: tooMany,
        },
      }),
      perIpLimit(deps, 'upload-token', 'check'),
      pathParams(v.object({ clientId: IdParam })),
      queryParams(UploadTokenQuery),
      async (c) => {
        const result = await issueUploadToken(deps.db, c.req.valid('param').clientId, c.req.valid('query').code, deps.clock.now());
        if (result.status === 'notFound') throw notFound(MissingDocumentsMessages.linkNotFound);
        if (result.status === 'gone') throw new ApiError(410, MissingDocumentsMessages.tokenGone);
        return c.json({ Token: result.token, ExpiresInSeconds: UPLOAD_TOKEN_TTL_SECONDS });
      },
    )
    .post(
      '/auth-upload',
      describeRoute({
        tags: ['missing-documents'],
        summary: 'Exchange an upload token for an AccessToken of scope documents, valid 30 minutes at most (public, single use)',
        responses: { 200: jsonResponse('Documents session', resolver(AccessTokenResponse)), 410: gone, 429: tooMany },
      }),
      perIpLimit(deps, 'auth-upload', 'check'),
      jsonBody(AuthUploadBody),
      async (c) => {
        const claims = await exchangeUploadToken(deps.db, c.req.valid('json').Token, deps.clock.now());
        if (!claims) throw new ApiError(410, MissingDocumentsMessages.tokenGone);
        return c.json({ AccessToken: await signSession(deps, { ...claims, scope: 'documents' }) });
      },
    );
}
