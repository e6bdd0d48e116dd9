import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { CodeMessages, CodeSent } from '../../../domain/api/auth.ts';
import { BasicDataPatchAnswer, EmailChangeMessages } from '../../../domain/api/email-change.ts';
import { BasicDataBody } from '../../../domain/basic-data.ts';
import { BasicDataPatchBody, ClientBasicData, ClientSummary } from '../../../domain/client.ts';
import { Messages } from '../../../domain/messages.ts';
import { VerifyResponse } from '../../../domain/registration.ts';
import { codeSentOrThrow } from '../../lib/auth/codes-http.ts';
import { cpfCheckerFor } from '../../lib/cpf-check/cpf-checker-for.ts';
import { ApiError, fieldErrors, notFound } from '../../lib/http/api-error.ts';
import { clientIp } from '../../lib/http/client-ip.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { enforceLimits, rateLimit } from '../../lib/http/rate-limit.ts';
import { IdParam, jsonBody, pathParams } from '../../lib/http/validate.ts';
import { assertOwnClient, requireAuth, tokenClient } from '../../middleware/auth.ts';
import { bodyPartnerScope, idempotent, respondOnce, withIdempotencyKey } from '../../middleware/idempotency.ts';
import { patchBasicData } from '../../services/account/basic-data-patch.service.ts';
import { clientDocument, VerifyParams, verifyRegistration } from '../../services/account/verify.service.ts';
import { getBasicData, getClientSummary } from '../../services/sections/basic-data.service.ts';
import { requestSignUp } from '../../services/sign-up/continue-code.service.ts';
import { requireHolderData } from '../../services/sign-up/holder-check.service.ts';
import { signUpReferenceErrors } from '../../services/sign-up/sign-up.service.ts';
import { clientDataRoutes } from './client-data.routes.ts';
import { completenessRoutes } from './completeness.routes.ts';
import { emailChangeRoutes } from './email-change.routes.ts';
import { finalizeRoutes } from './finalize.routes.ts';
import { missingDocumentsRoutes } from './missing-documents.routes.ts';

/** Verify calls allowed per IP and minute (ADR 010; it now answers only a session about its own document, ADR 196). */
export const VERIFY_RATE_LIMIT = { limit: 30, windowSeconds: 60 };

/**
 * Sign-ups one address may attempt per 15 minutes, and attempts at one document from one address (ADR 192): keyed
 * by address too, so nobody elsewhere can spend the document's attempts and keep its owner out.
 */
export const SignUpLimits = {
  address: { name: 'sign-up-address', limit: 30, windowSeconds: 15 * 60 },
  document: { name: 'sign-up-document', limit: 5, windowSeconds: 15 * 60 },
} as const;

const bearer = [{ bearerAuth: [] }];
const unauthorized = errorResponse(Messages.unauthorized);

/**
 * /api/client: verify, sign-up (basic data) and the signed-in client's own data; with the files beside it, the
 * missing-documents code (/client/code), finalize, completeness and the complementary and declaration data.
 */
export function clientRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  // The reads of the client's row check the session in that statement (ADR 226); the other calls keep their own.
  const readAuth = requireAuth(deps, undefined, 'in-first-statement');
  const change = (c: { get(key: 'requestId'): string }) => ({ requestId: c.get('requestId'), now: deps.clock.now() });
  // One per app: its answers are cached in memory (ADR 221).
  const cpfChecker = cpfCheckerFor(deps.config.cpfCheck, deps.clock);
  return new Hono<AppEnv>()
    .get(
      '/document/:document/partner/:partnerId/verify',
      describeRoute({
        tags: ['client'],
        summary:
          "Where the signed-in client's own document stands under the token's partner: exists, status, current partner (rate-limited; ADR 196: it no longer answers about other documents)",
        security: bearer,
        responses: {
          200: jsonResponse('Registration status', resolver(VerifyResponse)),
          401: unauthorized,
          403: errorResponse(`${Messages.forbidden} (not the token's own document and partner)`),
          404: errorResponse(Messages.partnerNotFound),
          429: errorResponse(Messages.tooManyRequests),
        },
      }),
      rateLimit(deps, { name: 'verify', ...VERIFY_RATE_LIMIT, key: (c) => clientIp(c, deps.config.trustProxy) }),
      auth,
      pathParams(VerifyParams),
      async (c) => {
        const { document, partnerId } = c.req.valid('param');
        const scope = tokenClient(c);
        if (partnerId !== scope.partnerId || (await clientDocument(deps.db, scope)) !== document) {
          throw new ApiError(403, Messages.forbidden);
        }
        const result = await verifyRegistration(deps.db, document, partnerId);
        if (!result) throw notFound(Messages.partnerNotFound);
        return c.json(result);
      },
    )
    .post(
      '/basic-data',
      describeRoute(
        withIdempotencyKey({
          tags: ['client'],
          summary:
            'Sign up (ADR 196): a new document is kept as a pending sign-up and a code to confirm it is emailed to the typed address; a document that has a client (under any partner) is sent a continue code to its stored email instead. The same 202 either way; POST /api/customer/autenticate-continue-register with the code creates the client and answers the AccessToken (public; rate-limited per address and document). The name and birth date of a CPF are checked with the CPF data provider first (ADR 221); 503 with Retry-After when it cannot answer',
          responses: {
            202: jsonResponse('Code sent (the same answer for every document)', resolver(CodeSent)),
            400: errorResponse(`${Messages.cpfDataMismatch} (at Name and/or BirthDate: not the CPF's holder's, ADR 221)`),
            429: errorResponse(`${Messages.tooManyRequests} / ${CodeMessages.dailyCapReached} (Retry-After: seconds, at most 900)`),
            503: errorResponse(`${Messages.defaultError} (the CPF data provider did not answer; Retry-After: seconds)`),
          },
        }),
      ),
      rateLimit(deps, { ...SignUpLimits.address, key: (c) => clientIp(c, deps.config.trustProxy) }),
      idempotent(deps, bodyPartnerScope),
      jsonBody(BasicDataBody),
      async (c) => {
        const body = c.req.valid('json');
        const address = clientIp(c, deps.config.trustProxy);
        await enforceLimits(deps, [{ limit: SignUpLimits.document, key: `${body.PartnerId}:${body.CpfCnpj}:${address}` }]);
        const errors = await signUpReferenceErrors(deps.db, body);
        if (Object.keys(errors).length > 0) throw fieldErrors(errors);
        await requireHolderData(cpfChecker, body, (reason) =>
          c.get('logger').warn({ reqId: c.get('requestId'), reason }, 'CPF check unavailable'),
        );
        return respondOnce(
          c,
          (once) => requestSignUp(deps, body, { address, requestId: c.get('requestId') }, once),
          (result) => c.json(codeSentOrThrow(result, CodeMessages.signUpCodeSent), 202),
        );
      },
    )
    .get(
      '/basic-data',
      describeRoute({
        tags: ['client'],
        summary: "The signed-in client's basic data as stored",
        security: bearer,
        responses: { 200: jsonResponse('Basic data', resolver(ClientBasicData)), 401: unauthorized },
      }),
      readAuth,
      async (c) => {
        const data = await getBasicData(deps.db, tokenClient(c));
        if (!data) throw notFound();
        return c.json(data);
      },
    )
    .patch(
      '/basic-data',
      describeRoute({
        tags: ['client'],
        summary:
          "Change the signed-in client's name, phone or birth/opening date at once; another Email is only emailed a 6-digit code (ADR 222) and answered as PendingEmail: it becomes the account's email with POST /api/client/basic-data/email/confirm (codes capped 5 per 15 minutes)",
        security: bearer,
        responses: {
          200: jsonResponse('Updated basic data (Email as stored; PendingEmail when a code was sent)', resolver(BasicDataPatchAnswer)),
          401: unauthorized,
          409: errorResponse(Messages.fileFrozen),
          429: errorResponse(`${CodeMessages.dailyCapReached} (Retry-After: seconds, at most 900)`),
        },
      }),
      auth,
      jsonBody(BasicDataPatchBody),
      async (c) => {
        const result = await patchBasicData(deps, tokenClient(c), c.req.valid('json'), change(c));
        if (result.status === 'invalid') throw fieldErrors(result.errors);
        if (result.status === 'notFound') throw notFound();
        if (!('pendingEmail' in result)) return c.json(result.data);
        return c.json({ ...result.data, PendingEmail: result.pendingEmail, Message: EmailChangeMessages.codeSent });
      },
    )
    .get(
      '/:id{[0-9]+}',
      describeRoute({
        tags: ['client'],
        summary: 'A client (only the token’s own)',
        security: bearer,
        responses: { 200: jsonResponse('The client', resolver(ClientSummary)), 401: unauthorized, 403: errorResponse(Messages.forbidden) },
      }),
      readAuth,
      pathParams(v.object({ id: IdParam })),
      async (c) => {
        assertOwnClient(c, c.req.valid('param').id);
        const client = await getClientSummary(deps.db, tokenClient(c));
        if (!client) throw new ApiError(403, Messages.forbidden);
        return c.json(client);
      },
    )
    .route('/basic-data/email', emailChangeRoutes(deps))
    .route('/code', missingDocumentsRoutes(deps))
    .route('/', finalizeRoutes(deps))
    .route('/', completenessRoutes(deps))
    .route('/', clientDataRoutes(deps));
}
