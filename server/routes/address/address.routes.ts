import { Hono } from 'hono';
import { Address, AddressCreateBody, AddressUpdateBody } from '../../../domain/api/address.ts';
import { FieldMessages } from '../../../domain/api/field-messages.ts';
import { Messages } from '../../../domain/messages.ts';
import { addresses } from '../../db/schema/index.ts';
import { ClientIdParams, readOwned } from '../../lib/clients/client-scope.ts';
import { ApiError, fieldErrors, notFound } from '../../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { pathParams } from '../../lib/http/validate.ts';
import { recordSectionWrite } from '../../lib/sections/record-section.routes.ts';
import { sectionRoute } from '../../lib/sections/section-docs.ts';
import { assertOwnClient, requireAuth } from '../../middleware/auth.ts';
import { type AddressResult, createAddress, toAddress, updateAddress } from '../../services/sections/address.service.ts';

function answer(result: AddressResult): Address {
  if (result.status === 'invalid') throw fieldErrors(result.errors);
  if (result.status === 'exists') throw new ApiError(409, FieldMessages.addressExists);
  if (result.status === 'notFound') throw notFound();
  return result.address;
}

/** /api/address: GET /{clientId} (404 when none), POST the first address, PUT when AddressId is above 0 (spec §7). */
export function addressRoutes(deps: AppDeps) {
  const auth = requireAuth(deps, undefined, 'in-first-statement');
  return new Hono<AppEnv>()
    .get(
      '/:clientId',
      sectionRoute('address', 'Address of the client (404: none yet)', Address, { errors: { 404: Messages.notFound } }),
      auth,
      pathParams(ClientIdParams),
      async (c) => {
        const { clientId } = c.req.valid('param');
        assertOwnClient(c, clientId);
        const { rows } = await readOwned(deps.db, c, addresses);
        if (rows.length === 0) throw notFound();
        return c.json(toAddress(rows[0]));
      },
    )
    .post(
      '/',
      ...recordSectionWrite(deps, auth, {
        docs: sectionRoute('address', 'Store the first address (CountryId BRA)', Address, {
          status: 201,
          errors: { 409: `${FieldMessages.addressExists} / ${Messages.fileFrozen}` },
        }),
        body: AddressCreateBody,
        owner: (body) => body.ClientId,
        change: (tx, client, body, ctx) => createAddress(tx, client.id, body, ctx),
        answer: (c, result) => c.json(answer(result), 201),
      }),
    )
    .put(
      '/',
      ...recordSectionWrite(deps, auth, {
        docs: sectionRoute('address', 'Change the address named by AddressId', Address, {
          errors: { 404: Messages.notFound, 409: Messages.fileFrozen },
        }),
        body: AddressUpdateBody,
        owner: (body) => body.ClientId,
        change: (tx, client, body, ctx) => updateAddress(tx, client.id, body, ctx),
        answer: (c, result) => c.json(answer(result)),
      }),
    );
}
