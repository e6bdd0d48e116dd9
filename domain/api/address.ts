import * as v from 'valibot';
import { COUNTRY_ID } from '../constants.ts';
import { Messages } from '../messages.ts';
import { ChooseMessages, FieldMessages, requiredMessage } from './field-messages.ts';
import { choiceId, Id, MaxLength, optionalText, requiredText, text } from './fields.ts';

const entries = {
  PostalCode: v.pipe(text(FieldMessages.postalCodeInvalid), v.regex(/^\d{8}$/, FieldMessages.postalCodeInvalid)),
  Street: requiredText(MaxLength.street, requiredMessage('Logradouro')),
  Number: requiredText(MaxLength.number, requiredMessage('Número')),
  Complement: optionalText(MaxLength.complement),
  Neighborhood: requiredText(MaxLength.neighborhood, requiredMessage('Bairro')),
  /** IBGE municipality code (GET /api/common/cities/{stateId}). */
  CityId: choiceId(ChooseMessages.CityId),
  /** IBGE state code (GET /api/common/states/BRA). */
  StateId: choiceId(ChooseMessages.StateId),
  /** Fixed to 'BRA' (spec §9); optional on the wire, stored as 'BRA'. */
  CountryId: v.optional(v.literal(COUNTRY_ID, FieldMessages.countryInvalid), COUNTRY_ID),
  ClientId: Id,
};

/** Body of POST /api/address: the client's first address; AddressId absent or 0 (spec §7: PUT when above 0). */
export const AddressCreateBody = v.strictObject(
  { AddressId: v.optional(v.literal(0, Messages.invalidField)), ...entries },
  Messages.unknownField,
);
export type AddressCreateBody = v.InferOutput<typeof AddressCreateBody>;

/** Body of PUT /api/address: changes the stored address named by AddressId. */
export const AddressUpdateBody = v.strictObject({ AddressId: Id, ...entries }, Messages.unknownField);
export type AddressUpdateBody = v.InferOutput<typeof AddressUpdateBody>;

/** Response of GET /api/address/{clientId} (404 when the client has none: spec §8), POST and PUT. */
export const Address = v.object({
  AddressId: v.number(),
  PostalCode: v.string(),
  Street: v.string(),
  Number: v.string(),
  Complement: v.nullable(v.string()),
  Neighborhood: v.string(),
  CityId: v.number(),
  StateId: v.number(),
  CountryId: v.string(),
  ClientId: v.number(),
});
export type Address = v.InferOutput<typeof Address>;
