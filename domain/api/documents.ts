import * as v from 'valibot';
import { CNPJ_LENGTH } from '../constants.ts';
import { Messages } from '../messages.ts';
import { FieldMessages } from './field-messages.ts';
import { isCpfOrCnpj, text } from './fields.ts';

/** Largest upload accepted by POST /api/document (DESIGN §5). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Content types an upload may have, checked against the file's magic bytes (DESIGN §5). */
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** Name of the multipart file field (spec §7). */
export const UPLOAD_FILE_FIELD = 'image0';

/**
 * One document of a client (GET /api/document/client/{clientId}; spec §3 "Document"): ReceiptTypeId is the
 * document type code (spec §9), CpfCnpj whose document it is (the client's, or a procurator's or administrator's),
 * ReceiptId the stored upload (null until sent; DELETE /api/document/{ReceiptId} removes it), RequiredDocument
 * whether it must be sent; required first.
 */
export const ClientDocument = v.object({
  ReceiptTypeId: v.number(),
  CpfCnpj: v.string(),
  ReceiptId: v.nullable(v.number()),
  RequiredDocument: v.boolean(),
  DocumentBaseDescription: v.string(),
  ValidityDate: v.nullable(v.string()),
  SentAt: v.nullable(v.string()),
  /** The sent file's name (last segment, for display) and size in bytes; null until sent. */
  FileName: v.nullable(v.string()),
  Size: v.nullable(v.number()),
});
export type ClientDocument = v.InferOutput<typeof ClientDocument>;

/** Response of GET /api/document/client/{clientId} (every document, required first: spec §9). */
export const ClientDocuments = v.array(ClientDocument);

/** Response of GET /api/document/client/{id}/required: the required documents not yet sent, in order. */
export const RequiredDocuments = v.array(ClientDocument);

/**
 * Response of GET /api/document/client/{id}/requested: the brokerage's message and the documents it asked for
 * that were not sent since it asked, in the order it asked (a request naming none: the required ones missing).
 */
export const RequestedDocuments = v.object({ Message: v.string(), Documents: v.array(ClientDocument) });
export type RequestedDocuments = v.InferOutput<typeof RequestedDocuments>;

const digits = (message: string, max: number) => v.pipe(text(message), v.regex(new RegExp(`^\\d{1,${max}}$`), message));

/**
 * The text fields of the multipart POST /api/document (spec §7), as strings the way a form sends them:
 * receipt_customerid (the client id), receipt_type (a receipt type id), receipt_validity_date DD/MM/YYYY (today:
 * spec §9), receipt_document (whose document: a stripped CPF or CNPJ). The file travels in `image0`.
 */
export const UploadFields = v.strictObject(
  {
    receipt_customerid: digits(Messages.invalidField, 10),
    receipt_type: digits(FieldMessages.receiptTypeInvalid, 4),
    receipt_validity_date: v.pipe(text(FieldMessages.dateInvalid), v.regex(/^\d{2}\/\d{2}\/\d{4}$/, FieldMessages.dateInvalid)),
    receipt_document: v.pipe(
      text(FieldMessages.cpfCnpjInvalid),
      v.maxLength(CNPJ_LENGTH, FieldMessages.cpfCnpjInvalid),
      v.check(isCpfOrCnpj, FieldMessages.cpfCnpjInvalid),
    ),
  },
  Messages.unknownField,
);
export type UploadFields = v.InferOutput<typeof UploadFields>;

/** Answer of POST /api/document (201): the stored receipt. */
export const UploadedDocument = v.object({
  ReceiptId: v.number(),
  ReceiptTypeId: v.number(),
  CpfCnpj: v.string(),
  ContentType: v.picklist(UPLOAD_CONTENT_TYPES),
  Size: v.number(),
  ValidityDate: v.string(),
  SentAt: v.string(),
});
export type UploadedDocument = v.InferOutput<typeof UploadedDocument>;
