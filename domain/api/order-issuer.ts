import * as v from 'valibot';
import { Messages } from '../messages.ts';
import { FieldMessages } from './field-messages.ts';
import { allDistinct, Cpf, Email, Id, MaxLength, optionalText, PersonName } from './fields.ts';
import { listSectionBody, listSectionResponse } from './list-section.ts';

/** One person allowed to place orders for the client (spec §3 "Order issuer"). */
export const OrderIssuer = v.strictObject(
  { Name: PersonName, Cpf, Rg: optionalText(MaxLength.rg), Email, ClientId: Id },
  Messages.unknownField,
);
export type OrderIssuer = v.InferOutput<typeof OrderIssuer>;

/** Body of PATCH /api/order-issuer/ (and of the save-customer sequence): the whole list, no CPF twice. */
export const OrderIssuersBody = v.pipe(
  listSectionBody('Issuers', OrderIssuer),
  v.forward(
    v.check((body) => allDistinct(body.Issuers, (issuer) => issuer.Cpf), FieldMessages.duplicateDocument),
    ['Issuers'],
  ),
);
export type OrderIssuersBody = v.InferOutput<typeof OrderIssuersBody>;

/** Response of GET /api/order-issuer/{clientId} and of the PATCH. */
export const OrderIssuers = listSectionResponse('Issuers', {
  Name: v.string(),
  Cpf: v.string(),
  Rg: v.nullable(v.string()),
  Email: v.string(),
  ClientId: v.number(),
});
export type OrderIssuers = v.InferOutput<typeof OrderIssuers>;
