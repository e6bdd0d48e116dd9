import * as v from 'valibot';
import { Messages } from '../messages.ts';
import { ChooseMessages, FieldMessages } from './field-messages.ts';
import { allDistinct, choiceId, Id, PartyDocumentType, Percentage, PersonName, text } from './fields.ts';
import { listSectionBody, listSectionResponse } from './list-section.ts';
import { documentMatchesType } from './party.ts';

/**
 * One legal representative of a company client (spec §3): DocumentType says how to read CpfCnpj (the spec's
 * length guess for representatives reads masked input: domain/read-side.ts); Category is a representative
 * category id (GET /api/common/representative-categories).
 */
export const Representative = v.pipe(
  v.strictObject(
    {
      Name: PersonName,
      DocumentType: PartyDocumentType,
      CpfCnpj: text(FieldMessages.cpfCnpjInvalid),
      Category: choiceId(ChooseMessages.Category),
      Percentage,
      ClientId: Id,
    },
    Messages.unknownField,
  ),
  documentMatchesType(),
);
export type Representative = v.InferOutput<typeof Representative>;

/** Body of PATCH /api/representative/ (and of the save-customer sequence): the whole list, no document twice. */
export const RepresentativesBody = v.pipe(
  listSectionBody('Representatives', Representative),
  v.forward(
    v.check((body) => allDistinct(body.Representatives, (item) => item.CpfCnpj), FieldMessages.duplicateDocument),
    ['Representatives'],
  ),
);
export type RepresentativesBody = v.InferOutput<typeof RepresentativesBody>;

/** Response of GET /api/representative/{clientId} and of the PATCH. */
export const Representatives = listSectionResponse('Representatives', {
  Name: v.string(),
  DocumentType: v.picklist(['CPF', 'CNPJ']),
  CpfCnpj: v.string(),
  Category: v.number(),
  Percentage: v.number(),
  ClientId: v.number(),
});
export type Representatives = v.InferOutput<typeof Representatives>;
