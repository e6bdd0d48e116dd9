import type { Context } from 'hono';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { ClientAgreement, ClientAgreements, SignAgreementBody, SignAgreementsBatchBody } from '../../../domain/api/agreements.ts';
import { ElectronicCheckMessages } from '../../../domain/api/electronic-check.ts';
import { Messages } from '../../../domain/messages.ts';
import { changeOf } from '../../lib/audit/change-context.ts';
import { assertEditable, withLockedClient } from '../../lib/clients/client-lock.ts';
import { requireClient } from '../../lib/clients/client-scope.ts';
import { clientIp } from '../../lib/http/client-ip.ts';
import type { AppDeps, AppEnv, Once } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { IdParam, jsonBody, pathParams } from '../../lib/http/validate.ts';
import { assertOwnClient, requireAuth, tokenClient } from '../../middleware/auth.ts';
import { idempotent, respondOnce, withIdempotencyKey } from '../../middleware/idempotency.ts';
import {
  AgreementMessages,
  assertMayDeclare,
  assertSignature,
  listClientAgreements,
  signAgreements,
} from '../../services/agreements/client-agreement.service.ts';

const bearer = [{ bearerAuth: [] }];
const common = { 401: errorResponse(Messages.unauthorized), 403: errorResponse(Messages.forbidden), 404: errorResponse(Messages.notFound) };
const signing = {
  ...common,
  409: errorResponse(`${ElectronicCheckMessages.notSet} / ${AgreementMessages.F.notQualified} / ${Messages.fileFrozen}`),
  423: errorResponse(ElectronicCheckMessages.locked),
};
const MAX_USER_AGENT = 512;

/** /api/client-agreement: the client's signed agreements and the signing calls (spec §7). */
export function clientAgreementRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  // The reads check the session in their requireClient (ADR 226); the signing calls keep their own statement.
  const readAuth = requireAuth(deps, undefined, 'in-first-statement');
  // A sent file and a missing declaration are refused before the signature check spends an attempt; the signing
  // itself runs under the client's lock, which checks the file again.
  const sign = async (c: Context<AppEnv>, signature: string, types: readonly number[], once: Once<ClientAgreement[]>) => {
    const client = await requireClient(deps.db, c);
    assertEditable(client);
    await assertMayDeclare(deps.db, client, types);
    const ctx = changeOf(c, deps);
    await assertSignature(deps.db, deps.kdf, c.get('auth').UserId, signature, ctx.now);
    const signer = {
      clientId: client.id,
      personType: client.personType,
      userId: c.get('auth').UserId,
      ip: clientIp(c, deps.config.trustProxy),
      userAgent: (c.req.header('User-Agent') ?? '').slice(0, MAX_USER_AGENT),
    };
    return withLockedClient(deps.db, tokenClient(c), async (tx) => {
      const signed = await signAgreements(tx, signer, types, ctx);
      await once(tx, signed);
      return signed;
    });
  };
  return new Hono<AppEnv>()
    .get(
      '/client/:clientId',
      describeRoute({
        tags: ['agreements'],
        summary: 'The agreements the client signed',
        security: bearer,
        responses: { 200: jsonResponse('Signed agreements', resolver(ClientAgreements)), ...common },
      }),
      readAuth,
      pathParams(v.object({ clientId: IdParam })),
      async (c) => {
        assertOwnClient(c, c.req.valid('param').clientId);
        const client = await requireClient(deps.db, c);
        return c.json(await listClientAgreements(deps.db, client.id));
      },
    )
    .get(
      '/client/:clientId/type/:type',
      describeRoute({
        tags: ['agreements'],
        summary: 'The signatures of one agreement type (spec: type 1, the general contract); empty when unsigned',
        security: bearer,
        responses: { 200: jsonResponse('Signed agreements of the type', resolver(ClientAgreements)), ...common },
      }),
      readAuth,
      pathParams(v.object({ clientId: IdParam, type: IdParam })),
      async (c) => {
        const { clientId, type } = c.req.valid('param');
        assertOwnClient(c, clientId);
        const client = await requireClient(deps.db, c);
        return c.json(await listClientAgreements(deps.db, client.id, type));
      },
    )
    .post(
      '/type',
      describeRoute(
        withIdempotencyKey({
          tags: ['agreements'],
          summary: 'Sign one investor declaration (42 qualified, 43 professional) with the electronic signature',
          security: bearer,
          responses: { 201: jsonResponse('Signed', resolver(ClientAgreement)), ...signing },
        }),
      ),
      auth,
      idempotent(deps),
      jsonBody(SignAgreementBody),
      async (c) => {
        const { EletronicCheck, AgreementType } = c.req.valid('json');
        return respondOnce(
          c,
          (once) => sign(c, EletronicCheck, [AgreementType], once),
          ([signed]) => c.json(signed, 201),
        );
      },
    )
    .post(
      '/type/batch',
      describeRoute(
        withIdempotencyKey({
          tags: ['agreements'],
          summary: 'Sign the general contract and its companions (1, 28, 57) with the electronic signature',
          security: bearer,
          responses: { 201: jsonResponse('Signed', resolver(ClientAgreements)), ...signing },
        }),
      ),
      auth,
      idempotent(deps),
      jsonBody(SignAgreementsBatchBody),
      async (c) => {
        const { EletronicCheck, AgreementTypes } = c.req.valid('json');
        return respondOnce(
          c,
          (once) => sign(c, EletronicCheck, AgreementTypes, once),
          (signed) => c.json(signed, 201),
        );
      },
    );
}
