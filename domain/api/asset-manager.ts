import * as v from 'valibot';
import { Messages } from '../messages.ts';
import { PartyDocumentTypeId } from '../read-side.ts';
import { FieldMessages } from './field-messages.ts';
import { allDistinct, CpfCnpj, Ddd, Id, PersonName, PhoneNumber } from './fields.ts';
import { listSectionBody, listSectionResponse } from './list-section.ts';
import { optionalTypeAgrees } from './party.ts';

const DocumentTypeId = v.picklist([PartyDocumentTypeId.CPF, PartyDocumentTypeId.CNPJ], FieldMessages.chooseDocumentType);
const typeOfId = (id: number | undefined) => (id === undefined ? undefined : id === PartyDocumentTypeId.CPF ? 'CPF' : 'CNPJ');

/**
 * One asset manager (portfolio manager) of the client (spec §3). DocumentTypeId (1 CPF, 2 CNPJ) may be
 * omitted: the server derives it from the document's length (11 → CPF).
 */
export const AssetManager = v.pipe(
  v.strictObject(
    {
      Name: PersonName,
      DDDMobilePhone: Ddd,
      MobilePhone: PhoneNumber,
      AssetManagerCpfCnpj: CpfCnpj,
      DocumentTypeId: v.optional(DocumentTypeId),
      CustomerId: Id,
    },
    Messages.unknownField,
  ),
  optionalTypeAgrees(
    'DocumentTypeId',
    (item) => item.AssetManagerCpfCnpj,
    (item) => typeOfId(item.DocumentTypeId),
  ),
);
export type AssetManager = v.InferOutput<typeof AssetManager>;

/** Body of PATCH /api/asset-manager/: the whole list, no document twice. */
export const AssetManagersBody = v.pipe(
  listSectionBody('AssetManagers', AssetManager),
  v.forward(
    v.check((body) => allDistinct(body.AssetManagers, (item) => item.AssetManagerCpfCnpj), FieldMessages.duplicateDocument),
    ['AssetManagers'],
  ),
);
export type AssetManagersBody = v.InferOutput<typeof AssetManagersBody>;

/** Response of GET /api/asset-manager/{clientId}: DocumentTypeId guessed from the stored document (spec §3). */
export const AssetManagers = listSectionResponse('AssetManagers', {
  Name: v.string(),
  DDDMobilePhone: v.string(),
  MobilePhone: v.string(),
  AssetManagerCpfCnpj: v.string(),
  DocumentTypeId: v.picklist([PartyDocumentTypeId.CPF, PartyDocumentTypeId.CNPJ]),
  CustomerId: v.number(),
});
export type AssetManagers = v.InferOutput<typeof AssetManagers>;
