import * as v from 'valibot';
import { COUNTRY_ID } from '../constants.ts';
import { Messages } from '../messages.ts';
import { ChooseMessages, FieldMessages, requiredMessage } from './field-messages.ts';
import { choiceId, Flag, Id, MaxLength, optionalText, PersonName, pastIsoDate, personName, requiredText } from './fields.ts';
import { CountryId } from './lookups.ts';

const optionalChoice = v.optional(v.nullable(choiceId(ChooseMessages.BirthPlace)), null);

/**
 * Body of PUT /api/natural-person/personal-data (spec §3 "Personal data"). Ids point at the lookups: countries
 * by ISO alpha-3 ('BRA'), states and cities by IBGE code, the rest by the ids of their lists. Born in Brazil →
 * birth state and city required; abroad → both null. Issuer name and number trimmed (spec §5).
 */
export const PersonalDataBody = v.pipe(
  v.strictObject(
    {
      BirthCountryId: CountryId,
      BirthStateId: optionalChoice,
      BirthCityId: optionalChoice,
      NationalityId: choiceId(ChooseMessages.NationalityId),
      MaritalStatusId: choiceId(ChooseMessages.MaritalStatusId),
      GenderId: choiceId(ChooseMessages.GenderId),
      OccupationId: choiceId(ChooseMessages.OccupationId),
      FatherName: v.optional(v.nullable(PersonName), null),
      MotherName: personName(Messages.motherNameRequired),
      SpouseName: v.optional(v.nullable(PersonName), null),
      Skype: optionalText(MaxLength.skype),
      Mtm: v.optional(Flag, true),
      DocumentTypeId: choiceId(ChooseMessages.DocumentTypeId),
      DocumentIssuerName: requiredText(MaxLength.issuer, FieldMessages.issuerRequired),
      DocumentNumber: requiredText(MaxLength.documentNumber, FieldMessages.documentNumberRequired),
      DocumentIssuerStateId: choiceId(ChooseMessages.DocumentIssuerStateId),
      DocumentIssueDate: pastIsoDate(requiredMessage('Data de emissão', 'a')),
      ClientId: Id,
    },
    Messages.unknownField,
  ),
  v.forward(
    v.check(
      (body) => body.BirthCountryId !== COUNTRY_ID || (body.BirthStateId !== null && body.BirthCityId !== null),
      FieldMessages.birthPlaceRequired,
    ),
    ['BirthCityId'],
  ),
  v.forward(
    v.check(
      (body) => body.BirthCountryId === COUNTRY_ID || (body.BirthStateId === null && body.BirthCityId === null),
      FieldMessages.birthPlaceForeign,
    ),
    ['BirthStateId'],
  ),
);
export type PersonalDataBody = v.InferOutput<typeof PersonalDataBody>;

/** Response of GET /api/natural-person/personal-data: every field null until the client fills the screen. */
export const PersonalData = v.object({
  BirthCountryId: v.nullable(v.string()),
  BirthStateId: v.nullable(v.number()),
  BirthCityId: v.nullable(v.number()),
  NationalityId: v.nullable(v.number()),
  MaritalStatusId: v.nullable(v.number()),
  GenderId: v.nullable(v.number()),
  OccupationId: v.nullable(v.number()),
  FatherName: v.nullable(v.string()),
  MotherName: v.nullable(v.string()),
  SpouseName: v.nullable(v.string()),
  Skype: v.nullable(v.string()),
  Mtm: v.boolean(),
  DocumentTypeId: v.nullable(v.number()),
  DocumentIssuerName: v.nullable(v.string()),
  DocumentNumber: v.nullable(v.string()),
  DocumentIssuerStateId: v.nullable(v.number()),
  DocumentIssueDate: v.nullable(v.string()),
  ClientId: v.number(),
});
export type PersonalData = v.InferOutput<typeof PersonalData>;
