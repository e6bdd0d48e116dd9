import { Hono } from 'hono';
import { SaveClientBody } from '../../../domain/api/client.ts';
import { ComplementaryData, ComplementaryDataBody } from '../../../domain/api/complementary-data.ts';
import { DeclarationData, DeclarationDataBody } from '../../../domain/api/declaration-data.ts';
import { EmailChangeMessages } from '../../../domain/api/email-change.ts';
import { ClientSummary } from '../../../domain/client.ts';
import { Messages } from '../../../domain/messages.ts';
import { complementaryData, declarations } from '../../db/schema/index.ts';
import { ClientIdParams, readOwned } from '../../lib/clients/client-scope.ts';
import { fieldErrors, notFound } from '../../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { pathParams } from '../../lib/http/validate.ts';
import { recordSectionWrite } from '../../lib/sections/record-section.routes.ts';
import { sectionRoute } from '../../lib/sections/section-docs.ts';
import { assertOwnClient, requireAuth } from '../../middleware/auth.ts';
import {
  saveClient,
  saveComplementary,
  saveDeclaration,
  toComplementary,
  toDeclaration,
} from '../../services/sections/client-data.service.ts';

/** /api/client (beside the spine's client routes): save customer, declaration data, complementary data. */
export function clientDataRoutes(deps: AppDeps) {
  // Every route reads through readOwned or the client lock first, which check the session too (ADR 226).
  const auth = requireAuth(deps, undefined, 'in-first-statement');
  return new Hono<AppEnv>()
    .put(
      '/',
      ...recordSectionWrite(deps, auth, {
        docs: sectionRoute(
          'client',
          'Save the customer: editable basic data (save customer, step 1); another Email is only emailed a code and answered as PendingEmail (ADR 222)',
          ClientSummary,
          {
            errors: { 409: Messages.fileFrozen },
          },
        ),
        body: SaveClientBody,
        owner: (body) => body.Id,
        change: (tx, client, body, ctx) => saveClient(deps, tx, client, body, ctx),
        answer: (c, result) => {
          if (result.status === 'invalid') throw fieldErrors(result.errors);
          if (result.status === 'notFound') throw notFound();
          if (!result.pendingEmail) return c.json(result.client);
          return c.json({ ...result.client, PendingEmail: result.pendingEmail, Message: EmailChangeMessages.codeSent });
        },
      }),
    )
    .get(
      '/declaration-data/:clientId',
      sectionRoute('client', 'Declaration data of the client', DeclarationData),
      auth,
      pathParams(ClientIdParams),
      async (c) => {
        const { clientId } = c.req.valid('param');
        assertOwnClient(c, clientId);
        const { rows } = await readOwned(deps.db, c, declarations);
        return c.json(toDeclaration(rows[0], clientId));
      },
    )
    .post(
      '/declaration-data',
      ...recordSectionWrite(deps, auth, {
        docs: sectionRoute(
          'client',
          'Store the declaration data (400 when the stored patrimony does not support an investor one)',
          DeclarationData,
          { errors: { 409: Messages.fileFrozen } },
        ),
        body: DeclarationDataBody,
        owner: (body) => body.ClientId,
        change: (tx, client, body, ctx) => saveDeclaration(tx, client, body, ctx),
      }),
    )
    .get(
      '/complementary-data',
      sectionRoute('client', 'Complementary data of the signed-in client', ComplementaryData),
      auth,
      async (c) => {
        const { client, rows } = await readOwned(deps.db, c, complementaryData);
        return c.json(toComplementary(rows[0], client.id));
      },
    )
    .post(
      '/complementary-data',
      ...recordSectionWrite(deps, auth, {
        docs: sectionRoute('client', 'Store the complementary data', ComplementaryData, { errors: { 409: Messages.fileFrozen } }),
        body: ComplementaryDataBody,
        owner: (body) => body.ClientId,
        change: (tx, client, body, ctx) => saveComplementary(tx, client.id, body, ctx),
      }),
    );
}
