import * as v from 'valibot';
import { Messages } from '../messages.ts';
import { Flag, Id, MaxLength, optionalText } from './fields.ts';

/**
 * Complementary data of the client (spec §3 names only the trimmed DocumentIssuerName and DocumentNumber; the
 * declarations a KYC needs are ours: politically exposed person, US person for FATCA, tax residence abroad).
 */
export const ComplementaryDataBody = v.strictObject(
  {
    DocumentIssuerName: optionalText(MaxLength.issuer),
    DocumentNumber: optionalText(MaxLength.documentNumber),
    PoliticallyExposedPerson: Flag,
    UsPerson: Flag,
    ForeignTaxResidence: Flag,
    ClientId: Id,
  },
  Messages.unknownField,
);
export type ComplementaryDataBody = v.InferOutput<typeof ComplementaryDataBody>;

/** Response of GET /api/client/complementary-data: documents trimmed (spec §3), flags false until answered. */
export const ComplementaryData = v.object({
  DocumentIssuerName: v.nullable(v.string()),
  DocumentNumber: v.nullable(v.string()),
  PoliticallyExposedPerson: v.boolean(),
  UsPerson: v.boolean(),
  ForeignTaxResidence: v.boolean(),
  ClientId: v.number(),
});
export type ComplementaryData = v.InferOutput<typeof ComplementaryData>;
