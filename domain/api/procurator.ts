import * as v from 'valibot';
import { PersonType } from '../constants.ts';
import { documentError } from '../document.ts';
import { Messages } from '../messages.ts';
import { FieldMessages } from './field-messages.ts';
import { allDistinct, Ddd, Email, Id, MaxLength, PersonName, PhoneNumber, requiredText, text } from './fields.ts';
import { listSectionBody, listSectionResponse } from './list-section.ts';

/**
 * One procurator (attorney) of the client (spec §3). Note the spec's `CustomerId` (not ClientId) on the item;
 * CpfCnpj is read by PersonType (F → CPF, J → CNPJ); issuer name and number are trimmed (spec §5).
 */
export const Procurator = v.pipe(
  v.strictObject(
    {
      DDDMobilePhone: Ddd,
      MobilePhone: PhoneNumber,
      PersonType: v.picklist([PersonType.F, PersonType.J], Messages.personTypeInvalid),
      DocumentIssuerName: requiredText(MaxLength.issuer, FieldMessages.issuerRequired),
      DocumentNumber: requiredText(MaxLength.documentNumber, FieldMessages.documentNumberRequired),
      Name: PersonName,
      CpfCnpj: text(FieldMessages.cpfCnpjInvalid),
      Email,
      CustomerId: Id,
    },
    Messages.unknownField,
  ),
  v.forward(
    v.check(
      (item) => documentError(item.CpfCnpj, item.PersonType) === undefined && /^[0-9A-Z]+$/.test(item.CpfCnpj),
      (issue) => documentError(issue.input.CpfCnpj, issue.input.PersonType) ?? FieldMessages.cpfCnpjInvalid,
    ),
    ['CpfCnpj'],
  ),
);
export type Procurator = v.InferOutput<typeof Procurator>;

/** Body of PATCH /api/procurator/: the whole list, no document twice. */
export const ProcuratorsBody = v.pipe(
  listSectionBody('Procurators', Procurator),
  v.forward(
    v.check((body) => allDistinct(body.Procurators, (item) => item.CpfCnpj), FieldMessages.duplicateDocument),
    ['Procurators'],
  ),
);
export type ProcuratorsBody = v.InferOutput<typeof ProcuratorsBody>;

/** Response of GET /api/procurator/{clientId}: the phone also combined into MobilePhoneNumber (spec §3). */
export const Procurators = listSectionResponse('Procurators', {
  DDDMobilePhone: v.string(),
  MobilePhone: v.string(),
  MobilePhoneNumber: v.string(),
  PersonType: v.picklist([PersonType.F, PersonType.J]),
  DocumentIssuerName: v.string(),
  DocumentNumber: v.string(),
  Name: v.string(),
  CpfCnpj: v.string(),
  Email: v.string(),
  CustomerId: v.number(),
});
export type Procurators = v.InferOutput<typeof Procurators>;
