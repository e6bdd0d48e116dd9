import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type * as v from 'valibot';
import { Messages } from '../../../domain/messages.ts';
import { assertOwnClient, requireAuth, tokenClient } from '../../middleware/auth.ts';
import { changeOf } from '../audit/change-context.ts';
import { withLockedClient } from '../clients/client-lock.ts';
import { assertOwnClients, ClientIdParams, readOwned } from '../clients/client-scope.ts';
import { lastStatement } from '../clients/pipelined-transaction.ts';
import { fieldErrors } from '../http/api-error.ts';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { errorResponse, jsonResponse } from '../http/openapi-responses.ts';
import { jsonBody, pathParams } from '../http/validate.ts';
import { type ListSection, type ListTable, replaceList, toItems } from './list-section.service.ts';

/** The wire schemas of a list section: its PATCH body and the answer of GET and PATCH. */
export type ListSectionSchemas = { body: v.GenericSchema; response: v.GenericSchema; summary: string };

const bearer = [{ bearerAuth: [] }];
const common = { 401: errorResponse(Messages.unauthorized), 403: errorResponse(Messages.forbidden) };

/**
 * GET `/{clientId}` and PATCH `/` of one list section (spec §7): the token's own client only (403 otherwise),
 * the PATCH replacing the whole list.
 */
export function listSectionRoutes<T extends ListTable, Item, Out>(
  deps: AppDeps,
  section: ListSection<T, Item, Out>,
  schemas: ListSectionSchemas,
) {
  const auth = requireAuth(deps, undefined, 'in-first-statement');
  const tags = [section.entity];
  return new Hono<AppEnv>()
    .get(
      '/:clientId',
      describeRoute({
        tags,
        summary: `${schemas.summary} of the client`,
        security: bearer,
        responses: { 200: jsonResponse(schemas.summary, resolver(schemas.response)), ...common },
      }),
      auth,
      pathParams(ClientIdParams),
      async (c) => {
        const { clientId } = c.req.valid('param');
        assertOwnClient(c, clientId);
        const { rows } = await readOwned(deps.db, c, section.table, { orderBy: section.table.position });
        return c.json({ ClientId: clientId, [section.key]: toItems(section, rows) });
      },
    )
    .patch(
      '/',
      describeRoute({
        tags,
        summary: `Replace the whole list: ${schemas.summary.toLowerCase()}`,
        security: bearer,
        responses: { 200: jsonResponse(schemas.summary, resolver(schemas.response)), ...common },
      }),
      auth,
      jsonBody(schemas.body),
      async (c) => {
        const body = c.req.valid('json') as { ClientId: number } & Record<string, Item[]>;
        const items = body[section.key];
        assertOwnClients(c, [body.ClientId, ...items.map(section.itemClientId)]);
        const ctx = changeOf(c, deps);
        const answer = await withLockedClient(deps.db, tokenClient(c), async (tx, client) => {
          const problem = section.check?.(items, client);
          if (problem) throw fieldErrors({ [section.key]: [problem] });
          const stored = await lastStatement(tx, () => replaceList(tx, section, client.id, items, ctx));
          return { ClientId: client.id, [section.key]: stored };
        });
        return c.json(answer);
      },
    );
}
