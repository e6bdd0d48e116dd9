import type { Context } from 'hono';
import { Hono } from 'hono';
import { Patrimony, PatrimonyBody } from '../../../domain/api/patrimony.ts';
import { Messages } from '../../../domain/messages.ts';
import { declarations } from '../../db/schema/index.ts';
import { fieldErrors, notFound } from '../../lib/api-error.ts';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { jsonBody } from '../../lib/validate.ts';
import { assertOwnClient, requireAuth } from '../../middleware/auth.ts';
import { changeOf, readOwned, requireClient } from '../sections/client-scope.ts';
import { sectionRoute } from '../sections/section-docs.ts';
import { getPatrimony, investmentErrors, putPatrimony, updatePatrimony } from './patrimony.service.ts';

/** /api/patrimony: GET (the token's client), POST create-or-replace, PUT update (spec §7). */
export function patrimonyRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  // A change: the token's client, its file still open, and amounts consistent with its standing declarations.
  const changeable = async (c: Context<AppEnv>, body: PatrimonyBody) => {
    assertOwnClient(c, body.ClientId);
    const { client, rows } = await readOwned(deps.db, c, declarations, { editable: true });
    const errors = investmentErrors(rows[0], body);
    if (errors) throw fieldErrors(errors);
    return client;
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
        const client = await changeable(c, body);
        const { created, patrimony } = await putPatrimony(deps.db, client.id, body, changeOf(c, deps));
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
        const client = await changeable(c, body);
        const patrimony = await updatePatrimony(deps.db, client.id, body, changeOf(c, deps));
        if (!patrimony) throw notFound();
        return c.json(patrimony);
      },
    );
}
