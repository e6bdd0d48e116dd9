import * as v from 'valibot';
import { Messages } from '../messages.ts';
import { FieldMessages } from './field-messages.ts';
import { allDistinct, CpfCnpj, Flag, Id, Percentage, PersonName } from './fields.ts';
import { listSectionBody, listSectionResponse } from './list-section.ts';

/** One controller (direct or indirect owner) of a company client: who, which document, what share. */
export const Controller = v.strictObject(
  { Name: PersonName, CpfCnpj, Percentage, IsPoliticallyExposed: v.optional(Flag, false), ClientId: Id },
  Messages.unknownField,
);
export type Controller = v.InferOutput<typeof Controller>;

/** True when the shares of a list add up to at most 100 (cent precision). */
export function sharesWithinWhole(items: readonly { Percentage: number }[]): boolean {
  return Math.round(items.reduce((sum, item) => sum + item.Percentage * 100, 0)) <= 100 * 100;
}

/** Body of PATCH /api/controllers/ — the spec's lower-case `controllers`; shares add up to at most 100. */
export const ControllersBody = v.pipe(
  listSectionBody('controllers', Controller),
  v.forward(
    v.check((body) => sharesWithinWhole(body.controllers), FieldMessages.percentageTotal),
    ['controllers'],
  ),
  v.forward(
    v.check((body) => allDistinct(body.controllers, (item) => item.CpfCnpj), FieldMessages.duplicateDocument),
    ['controllers'],
  ),
);
export type ControllersBody = v.InferOutput<typeof ControllersBody>;

/** Response of GET /api/controllers/{clientId} and of the PATCH. */
export const Controllers = listSectionResponse('controllers', {
  Name: v.string(),
  CpfCnpj: v.string(),
  Percentage: v.number(),
  IsPoliticallyExposed: v.boolean(),
  ClientId: v.number(),
});
export type Controllers = v.InferOutput<typeof Controllers>;
