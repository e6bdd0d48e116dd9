import type { Context } from 'hono';
import { Hono } from 'hono';
import { Patrimony, PatrimonyBody } from '../../../domain/api/patrimony.ts';
import { Messages } from '../../../domain/messages.ts';
import type { Database } from '../../db/database.ts';
import { changeOf } from '../../lib/audit/change-context.ts';
import { withLockedClient } from '../../lib/clients/client-lock.ts';
import { requireClient } from '../../lib/clients/client-scope.ts';
import { fieldErrors, notFound } from '../../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { jsonBody } from '../../lib/http/validate.ts';
import { sectionRoute } from '../../lib/sections/section-docs.ts';
import { assertOwnClient, requireAuth, tokenClient } from '../../middleware/auth.ts';
import {
  getPatrimony,
  type InvestorRecords,
  investmentErrors,
  putPatrimony,
  readInvestorRecords,
  updatePatrimony,
} from '../../services/sections/patrimony.service.ts';

/** /api/patrimony: GET (the token's client), POST create-or-replace, PUT update (spec §7). */
export function patrimonyRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  // A change: the token's client, its file still open, and amounts consistent with its standing declarations (read
  // under the lock, so a declaration saved meanwhile counts).
  const change = <T>(
    c: Context<AppEnv>,
    body: PatrimonyBody,
    save: (tx: Database, clientId: number, stored: InvestorRecords) => Promise<T>,
  ) => {
    assertOwnClient(c, body.ClientId);
    return withLockedClient(deps.db, tokenClient(c), async (tx, client) => {
      const stored = await readInvestorRecords(tx, client.id);
      const errors = investmentErrors(stored.declared, body, client.personType);
      if (errors) throw fieldErrors(errors);
      return save(tx, client.id, stored);
    });
  };
  return new Hono<AppEnv>()
    .get('/', sectionRoute('patrimony', 'Patrimony of the signed-in client (nulls before any)', Patrimony), auth, async (c) => {
      const client = await requireClient(deps.db, c);
      return c.json(await getPatrimony(deps.db, client.id));
    })
    .post(
      '/',
      sectionRoute('patrimony', 'Create or replace the patrimony', Patrimony, { status: 201, errors: { 409: Messages.fileFrozen } }),
      auth,
      jsonBody(PatrimonyBody),
      async (c) => {
        const body = c.req.valid('json');
        const ctx = changeOf(c, deps);
        const { created, patrimony } = await change(c, body, (tx, clientId, stored) =>
          putPatrimony(tx, clientId, body, ctx, stored.patrimony),
        );
        return c.json(patrimony, created ? 201 : 200);
      },
    )
    .put(
      '/',
      sectionRoute('patrimony', 'Update the stored patrimony', Patrimony, { errors: { 404: Messages.notFound, 409: Messages.fileFrozen } }),
      auth,
      jsonBody(PatrimonyBody),
      async (c) => {
        const body = c.req.valid('json');
        const ctx = changeOf(c, deps);
        const patrimony = await change(c, body, (tx, clientId) => updatePatrimony(tx, clientId, body, ctx));
        if (!patrimony) throw notFound();
        return c.json(patrimony);
      },
    );
}
