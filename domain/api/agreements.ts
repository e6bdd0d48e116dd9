import * as v from 'valibot';
import { Agreement } from '../constants.ts';
import { Messages } from '../messages.ts';
import { FieldMessages } from './field-messages.ts';
import { text } from './fields.ts';

/** Agreement types signed one at a time with the signature (spec §7: 42 qualified, 43 professional investor). */
export const SINGLE_AGREEMENT_TYPES = [Agreement.QUALIFIED_INVESTOR_FILE_TYPE, Agreement.PROFESSIONAL_INVESTOR_FILE_TYPE] as const;

/** Agreement types signed together (spec §7: 1 general contract, 28 and 57 its companions). */
export const BATCH_AGREEMENT_TYPES = Agreement.BATCH_TYPES;

/** The agreement id each type stands for (spec §5, §9: file type 42 → agreement 33, 43 → 34; the batch types are their own ids). */
export const AGREEMENT_ID_BY_TYPE: Readonly<Record<number, number>> = {
  1: 1,
  28: 28,
  57: 57,
  [Agreement.QUALIFIED_INVESTOR_FILE_TYPE]: Agreement.QUALIFIED_INVESTOR_ID,
  [Agreement.PROFESSIONAL_INVESTOR_FILE_TYPE]: Agreement.PROFESSIONAL_INVESTOR_ID,
};

/** One section of an agreement's text: its heading and paragraphs, as the PDF lays them out. */
export const AgreementSection = v.object({ Heading: v.string(), Paragraphs: v.array(v.string()) });
export type AgreementSection = v.InferOutput<typeof AgreementSection>;

/**
 * Response of GET /api/file/type/{type}: the agreement's PDF — Path (an API path to GET the PDF from: spec §7
 * "fetched from a supplied path"), Name, Version and the SHA-256 of the exact bytes a signature will refer to —
 * and the text that PDF is laid out from (Subtitle, PublishedAt YYYY-MM-DD, Sections), to read it as a page (ADR 205).
 */
export const AgreementFile = v.object({
  Type: v.number(),
  AgreementId: v.number(),
  Name: v.string(),
  Version: v.string(),
  Path: v.string(),
  Sha256: v.string(),
  Subtitle: v.nullable(v.string()),
  PublishedAt: v.string(),
  Sections: v.array(AgreementSection),
});
export type AgreementFile = v.InferOutput<typeof AgreementFile>;

/** One agreement the client signed (spec §3 "Agreements": AgreementType, AgreementId), with what was signed and when. */
export const ClientAgreement = v.object({
  AgreementId: v.number(),
  AgreementType: v.number(),
  ClientId: v.number(),
  Version: v.string(),
  Sha256: v.string(),
  SignedAt: v.string(),
});
export type ClientAgreement = v.InferOutput<typeof ClientAgreement>;

/** Response of GET /api/client-agreement/client/{clientId} and of …/type/1 (the latter: only type 1, empty when unsigned). */
export const ClientAgreements = v.array(ClientAgreement);

const signature = v.pipe(
  text(FieldMessages.signatureRequired),
  v.nonEmpty(FieldMessages.signatureRequired),
  v.maxLength(64, FieldMessages.signatureInvalid),
);
const agreementType = v.pipe(v.number(FieldMessages.agreementTypeInvalid), v.integer(FieldMessages.agreementTypeInvalid));

/** Body of POST /api/client-agreement/type (spec spelling `EletronicCheck`): signs one agreement (42 or 43). Answer 201: `ClientAgreement`. */
export const SignAgreementBody = v.strictObject(
  {
    EletronicCheck: signature,
    AgreementType: v.pipe(agreementType, v.picklist(SINGLE_AGREEMENT_TYPES, FieldMessages.agreementTypeInvalid)),
  },
  Messages.unknownField,
);
export type SignAgreementBody = v.InferOutput<typeof SignAgreementBody>;

/** Body of POST /api/client-agreement/type/batch: signs several of 1, 28 and 57 at once. Answer 201: `ClientAgreements`. */
export const SignAgreementsBatchBody = v.strictObject(
  {
    EletronicCheck: signature,
    AgreementTypes: v.pipe(
      v.array(
        v.pipe(agreementType, v.picklist(BATCH_AGREEMENT_TYPES, FieldMessages.agreementTypeInvalid)),
        FieldMessages.agreementTypeInvalid,
      ),
      v.minLength(1, FieldMessages.agreementTypeInvalid),
      v.check((types) => new Set(types).size === types.length, FieldMessages.agreementTypeInvalid),
    ),
  },
  Messages.unknownField,
);
export type SignAgreementsBatchBody = v.InferOutput<typeof SignAgreementsBatchBody>;
