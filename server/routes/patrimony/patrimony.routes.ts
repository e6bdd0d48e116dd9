import { Hono } from 'hono';
import { Patrimony, PatrimonyBody } from '../../../domain/api/patrimony.ts';
import { Messages } from '../../../domain/messages.ts';
import type { Database } from '../../db/database.ts';
import { patrimonies } from '../../db/schema/index.ts';
import type { LockedClient } from '../../lib/clients/client-lock.ts';
import { readOwned } from '../../lib/clients/client-scope.ts';
import { fieldErrors, notFound } from '../../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { recordSectionWrite } from '../../lib/sections/record-section.routes.ts';
import { sectionRoute } from '../../lib/sections/section-docs.ts';
import { requireAuth } from '../../middleware/auth.ts';
import {
  type InvestorRecords,
  investmentErrors,
  patrimonyOf,
  putPatrimony,
  readInvestorRecords,
  updatePatrimony,
} from '../../services/sections/patrimony.service.ts';

/**
 * The client's investor records, once the amounts are checked against its standing declarations (400 otherwise): read
 * under the lock, so a declaration saved meanwhile counts.
 */
async function consistentRecords(tx: Database, client: LockedClient, body: PatrimonyBody): Promise<InvestorRecords> {
  const stored = await readInvestorRecords(tx, client.id);
  const errors = investmentErrors(stored.declared, body, client.personType);
  if (errors) throw fieldErrors(errors);
  return stored;
}

/** /api/patrimony: GET (the token's client), POST create-or-replace, PUT update (spec §7). */
export function patrimonyRoutes(deps: AppDeps) {
  const auth = requireAuth(deps, undefined, 'in-first-statement');
  return new Hono<AppEnv>()
    .get('/', sectionRoute('patrimony', 'Patrimony of the signed-in client (nulls before any)', Patrimony), auth, async (c) => {
      const { rows } = await readOwned(deps.db, c, patrimonies);
      return c.json(patrimonyOf(rows[0]));
    })
    .post(
      '/',
      ...recordSectionWrite(deps, auth, {
        docs: sectionRoute('patrimony', 'Create or replace the patrimony', Patrimony, {
          status: 201,
          errors: { 409: Messages.fileFrozen },
        }),
        body: PatrimonyBody,
        owner: (body) => body.ClientId,
        change: async (tx, client, body, ctx) =>
          putPatrimony(tx, client.id, body, ctx, (await consistentRecords(tx, client, body)).patrimony),
        answer: (c, { created, patrimony }) => c.json(patrimony, created ? 201 : 200),
      }),
    )
    .put(
      '/',
      ...recordSectionWrite(deps, auth, {
        docs: sectionRoute('patrimony', 'Update the stored patrimony', Patrimony, {
          errors: { 404: Messages.notFound, 409: Messages.fileFrozen },
        }),
        body: PatrimonyBody,
        owner: (body) => body.ClientId,
        change: async (tx, client, body, ctx) => {
          await consistentRecords(tx, client, body);
          return updatePatrimony(tx, client.id, body, ctx);
        },
        answer: (c, patrimony) => {
          if (!patrimony) throw notFound();
          return c.json(patrimony);
        },
      }),
    );
}
