import type { Context } from 'hono';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { CodeMessages, CodeSent, Validated } from '../../../domain/api/auth.ts';
import {
  ElectronicCheckAuthBody,
  ElectronicCheckCreateBody,
  ElectronicCheckMessages,
  ElectronicCheckResetBody,
  ElectronicCheckResetCodeBody,
  ElectronicCheckStatus,
} from '../../../domain/api/electronic-check.ts';
import { PasswordMessages } from '../../../domain/api/password.ts';
import { Messages } from '../../../domain/messages.ts';
import { codeSentOrThrow } from '../../lib/auth/codes-http.ts';
import { endOtherSessions } from '../../lib/auth/sessions.ts';
import { assertEditable, withLockedClient } from '../../lib/clients/client-lock.ts';
import { requireClient } from '../../lib/clients/client-scope.ts';
import { ApiError, fieldErrors, notFound } from '../../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { countHit, tooManyRequests } from '../../lib/http/rate-limit.ts';
import { IdParam, jsonBody, pathParams } from '../../lib/http/validate.ts';
import { requireAuth, tokenClient } from '../../middleware/auth.ts';
import {
  createElectronicCheck,
  electronicCheckStatus,
  newSignatureHash,
  resetElectronicCheck,
  verifySignature,
} from '../../services/electronic-check/electronic-check.service.ts';
import { requestResetCode, requireResetProof } from './electronic-check-reset.service.ts';

/** Resets a user may make per day: each one emails a notice, and a reset also lifts the 5-attempt lock (ADR 044). */
export const DAILY_RESET_CAP = 3;
const RESET_RULE = { name: 'electronic-check-reset', windowSeconds: 86_400 };

const bearer = [{ bearerAuth: [] }];
const common = { 401: errorResponse(Messages.unauthorized), 403: errorResponse(Messages.forbidden) };

/** 403 unless `userId` is the token's own user; the context of a change otherwise. */
function ownUser(c: Context<AppEnv>, deps: AppDeps, userId: number) {
  const claims = c.get('auth');
  if (claims.UserId !== userId) throw new ApiError(403, Messages.forbidden);
  return { claims, requestId: c.get('requestId'), now: deps.clock.now() };
}

/** /api/electronic-check: the signed-in user's electronic signature (create once, status, reset, check). */
export function electronicCheckRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAuth(deps))
    .post(
      '/create',
      describeRoute({
        tags: ['electronic-check'],
        summary: 'Create the electronic signature (only when none exists)',
        security: bearer,
        responses: {
          201: jsonResponse('Created', resolver(ElectronicCheckStatus)),
          ...common,
          409: errorResponse(`${ElectronicCheckMessages.alreadySet} / ${Messages.fileFrozen}`),
        },
      }),
      jsonBody(ElectronicCheckCreateBody),
      async (c) => {
        const body = c.req.valid('json');
        const ctx = ownUser(c, deps, body.UserId);
        const hash = await newSignatureHash(deps.db, deps.kdf, ctx.claims.UserId, body.ElectronicCheck);
        const alreadySet = new ApiError(409, ElectronicCheckMessages.alreadySet);
        if (hash === undefined) {
          // A sent file answers that it is frozen, whatever else holds.
          assertEditable(await requireClient(deps.db, c));
          throw alreadySet;
        }
        if ((await withLockedClient(deps.db, tokenClient(c), (tx) => createElectronicCheck(tx, hash, ctx))) === 'exists') throw alreadySet;
        return c.json({ HasEletronicCheck: true, IsLocked: false }, 201);
      },
    )
    .get(
      '/verify/:userId',
      describeRoute({
        tags: ['electronic-check'],
        summary: 'Whether the user has an electronic signature and whether it is locked',
        security: bearer,
        responses: { 200: jsonResponse('Status', resolver(ElectronicCheckStatus)), ...common },
      }),
      pathParams(v.object({ userId: IdParam })),
      async (c) => {
        const { claims } = ownUser(c, deps, c.req.valid('param').userId);
        return c.json(await electronicCheckStatus(deps.db, claims.UserId));
      },
    )
    .post(
      '/reset-code',
      describeRoute({
        tags: ['electronic-check'],
        summary: 'Email the signed-in customer a 6-digit code for POST /reset (ADR 192; 5 per 15 minutes)',
        security: bearer,
        responses: {
          200: jsonResponse('Code sent to the account email', resolver(CodeSent)),
          ...common,
          429: errorResponse(`${CodeMessages.dailyCapReached} (Retry-After: seconds, at most 900)`),
        },
      }),
      jsonBody(ElectronicCheckResetCodeBody),
      async (c) => {
        const { claims } = ownUser(c, deps, c.req.valid('json').UserId);
        return c.json(codeSentOrThrow(await requestResetCode(deps, claims)));
      },
    )
    .post(
      '/reset',
      describeRoute({
        tags: ['electronic-check'],
        summary:
          'Remove the electronic signature and its lock so a new one can be created, on proof (the account Password or the emailed Token of /reset-code); emails a notice and ends every other session of the user (ADR 192)',
        security: bearer,
        responses: {
          200: jsonResponse('Status after reset', resolver(ElectronicCheckStatus)),
          400: errorResponse(
            `'${ElectronicCheckMessages.resetProofRequired}' at Password without one proof, '${PasswordMessages.wrong}' at Password, '${CodeMessages.codeInvalid}' at Token`,
          ),
          ...common,
          409: errorResponse(Messages.fileFrozen),
          429: errorResponse(`${Messages.tooManyRequests} / ${CodeMessages.attemptsExhausted} (Retry-After: seconds)`),
        },
      }),
      jsonBody(ElectronicCheckResetBody),
      async (c) => {
        const body = c.req.valid('json');
        const ctx = ownUser(c, deps, body.UserId);
        // The file's signature stays as it was sent for analysis: 409 before a proof is spent or a reset counted.
        assertEditable(await requireClient(deps.db, c));
        await requireResetProof(deps, ctx.claims, body);
        await withLockedClient(deps.db, tokenClient(c), async (tx) => {
          const hit = await countHit(tx, deps.config.jwtSecret, RESET_RULE, String(ctx.claims.UserId), ctx.now);
          if (hit.count > DAILY_RESET_CAP) throw tooManyRequests(hit.retryAfterSeconds);
          await resetElectronicCheck(tx, ctx);
          await endOtherSessions(tx, ctx.claims.UserId, ctx.claims.sid);
        });
        return c.json({ HasEletronicCheck: false, IsLocked: false });
      },
    )
    .post(
      '/authenticate',
      describeRoute({
        tags: ['electronic-check'],
        summary: 'Check the electronic signature: 400 when wrong (attempts left), 423 once 5 wrong ones locked it',
        security: bearer,
        responses: {
          200: jsonResponse('Right signature', resolver(Validated)),
          ...common,
          404: errorResponse(ElectronicCheckMessages.notSet),
          423: errorResponse(ElectronicCheckMessages.locked),
        },
      }),
      jsonBody(ElectronicCheckAuthBody),
      async (c) => {
        const body = c.req.valid('json');
        const ctx = ownUser(c, deps, body.UserId);
        const result = await verifySignature(deps.db, ctx.claims.UserId, body.Signature, { kdf: deps.kdf, now: ctx.now });
        if (result.status === 'missing') throw notFound(ElectronicCheckMessages.notSet);
        if (result.status === 'locked') throw new ApiError(423, ElectronicCheckMessages.locked);
        if (result.status === 'invalid') throw fieldErrors({ Signature: [ElectronicCheckMessages.wrong(result.attemptsLeft)] });
        return c.json({ Valid: true as const });
      },
    );
}
