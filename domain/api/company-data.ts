import * as v from 'valibot';
import { Messages } from '../messages.ts';
import { ChooseMessages, FieldMessages } from './field-messages.ts';
import { choiceId, Id, MaxLength, Money, nameText, optionalText, text } from './fields.ts';

/** A GIIN (FATCA Global Intermediary Identification Number): XXXXXX.XXXXX.XX.XXX. */
export const Giin = v.pipe(
  text(FieldMessages.giinInvalid),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[0-9A-NP-Z]{6}\.[0-9A-NP-Z]{5}\.(LE|SL|ME|BR|SP|[0-9]{2})\.[0-9]{3}$/, FieldMessages.giinInvalid),
);

/**
 * Body of PUT /api/legal-person/company-data (spec §3 "Company data"). Activity is a CNAE division id
 * (GET /api/common/activities/J), ConstitutionFormat a legal-nature code (GET /api/common/constitution-form),
 * StatusFatcaId a FATCA status (GET /api/common/fatca; a status whose Giin flag is set needs the Giin).
 * CompanyCnpj must be the client's own CNPJ (the server checks it).
 */
export const CompanyDataBody = v.strictObject(
  {
    CompanyCnpj: v.pipe(text(Messages.cnpjRequired), v.nonEmpty(Messages.cnpjRequired)),
    TradeName: optionalText(MaxLength.name, nameText()),
    Activity: choiceId(ChooseMessages.Activity),
    ConstitutionFormat: choiceId(ChooseMessages.ConstitutionFormat),
    StatusFatcaId: choiceId(ChooseMessages.StatusFatcaId),
    Giin: v.optional(v.nullable(Giin), null),
    MonthlyRevenue: Money,
    ShareCapital: Money,
    ClientId: Id,
  },
  Messages.unknownField,
);
export type CompanyDataBody = v.InferOutput<typeof CompanyDataBody>;

/** Response of GET /api/legal-person/company-data: CompanyCnpj is the client's; the rest null until filled. */
export const CompanyData = v.object({
  CompanyCnpj: v.string(),
  TradeName: v.nullable(v.string()),
  Activity: v.nullable(v.number()),
  ConstitutionFormat: v.nullable(v.number()),
  StatusFatcaId: v.nullable(v.number()),
  Giin: v.nullable(v.string()),
  MonthlyRevenue: v.nullable(v.number()),
  ShareCapital: v.nullable(v.number()),
  ClientId: v.number(),
});
export type CompanyData = v.InferOutput<typeof CompanyData>;
