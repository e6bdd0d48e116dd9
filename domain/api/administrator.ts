import * as v from 'valibot';
import { Messages } from '../messages.ts';
import { FieldMessages } from './field-messages.ts';
import { allDistinct, CpfCnpj, Email, Id, MaxLength, optionalText, PartyDocumentType, PersonName } from './fields.ts';
import { listSectionBody, listSectionResponse } from './list-section.ts';
import { optionalTypeAgrees } from './party.ts';

/** One administrator of the client (spec §3); DocumentType may be omitted: the server derives it (11 → CPF). */
export const Administrator = v.pipe(
  v.strictObject(
    {
      CpfCnpj,
      Name: PersonName,
      Rg: optionalText(MaxLength.rg),
      Email,
      DocumentType: v.optional(PartyDocumentType),
      ClientId: Id,
    },
    Messages.unknownField,
  ),
  optionalTypeAgrees(
    'DocumentType',
    (item) => item.CpfCnpj,
    (item) => item.DocumentType,
  ),
);
export type Administrator = v.InferOutput<typeof Administrator>;

/** Body of PATCH /api/administrator/: the whole list, no document twice. */
export const AdministratorsBody = v.pipe(
  listSectionBody('Administrators', Administrator),
  v.forward(
    v.check((body) => allDistinct(body.Administrators, (item) => item.CpfCnpj), FieldMessages.duplicateDocument),
    ['Administrators'],
  ),
);
export type AdministratorsBody = v.InferOutput<typeof AdministratorsBody>;

/** Response of GET /api/administrator/{clientId}: DocumentType guessed from the stored document (spec §9). */
export const Administrators = listSectionResponse('Administrators', {
  CpfCnpj: v.string(),
  Name: v.string(),
  Rg: v.nullable(v.string()),
  Email: v.string(),
  DocumentType: v.picklist(['CPF', 'CNPJ']),
  ClientId: v.number(),
});
export type Administrators = v.InferOutput<typeof Administrators>;
