import { type ClientDocument, MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES, type UploadFields } from '../../domain/api/documents.ts';
import type { ReceiptType } from '../../domain/api/lookups.ts';
import { validityDateOf } from '../missing-documents/missing-documents.dates.ts';
import type { DocumentItem, DocumentsContext } from './documents.types.ts';

/** pt-BR messages of the checks made before an upload (ours; the size text is the server's own 413 answer). */
export const FileMessages = {
  tooLarge: 'O arquivo excede o tamanho máximo de 10 MB',
  wrongType: 'Formato não aceito: envie um arquivo PDF, JPG ou PNG',
  empty: 'O arquivo está vazio',
} as const;

type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

const BY_EXTENSION: Readonly<Record<string, UploadContentType>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

// Some systems give no type for a file: the extension decides then. The server checks the bytes either way.
function contentTypeOf(file: Pick<File, 'name' | 'type'>): string {
  if (file.type !== '') return file.type;
  return BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
}

/** What is wrong with a file before it is sent (DESIGN §5: PDF, JPEG or PNG, up to 10 MB), or null. */
export function fileError(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(contentTypeOf(file))) return FileMessages.wrongType;
  if (file.size === 0) return FileMessages.empty;
  return file.size > MAX_UPLOAD_BYTES ? FileMessages.tooLarge : null;
}

/** True for a photo (JPEG or PNG) the device checks before sending; PDFs skip the check. */
export const isPhoto = (file: Pick<File, 'name' | 'type'>): boolean => contentTypeOf(file).startsWith('image/');

/** The slot key of a document: its type and whose document it is. */
export const documentKey = (document: Pick<ClientDocument, 'ReceiptTypeId' | 'CpfCnpj'>): string =>
  `${document.ReceiptTypeId}:${document.CpfCnpj}`;

/**
 * The client's document slots: every document of the client's list plus any required one it lacks, a slot
 * required when either list says so, sent when it has a receipt and is not in the required-not-sent list.
 * Required first (spec §9), otherwise in the server's order.
 */
export function buildItems(documents: ClientDocument[], required: ClientDocument[], receiptTypes: ReceiptType[]): DocumentItem[] {
  const missing = new Set(required.map(documentKey));
  const known = new Set(documents.map(documentKey));
  const all = [...documents, ...required.filter((document) => !known.has(documentKey(document)))];
  const items = all.map((document): DocumentItem => {
    const key = documentKey(document);
    return {
      key,
      receiptTypeId: document.ReceiptTypeId,
      cpfCnpj: document.CpfCnpj,
      description: document.DocumentBaseDescription,
      typeDescription: receiptTypes.find((type) => type.Id === document.ReceiptTypeId)?.Description ?? null,
      required: document.RequiredDocument || missing.has(key),
      status: document.ReceiptId !== null && !missing.has(key) ? 'uploaded' : 'pending',
      progress: null,
      error: null,
      file: null,
      photo: null,
      receiptId: document.ReceiptId,
      fileName: document.FileName,
      fileSize: document.Size,
    };
  });
  return items.filter((item) => item.required).concat(items.filter((item) => !item.required));
}

/** The item with a key. */
export const itemOf = (context: Pick<DocumentsContext, 'items'>, key: string): DocumentItem | undefined =>
  context.items.find((item) => item.key === key);

/** The items with one of them changed. */
export const updateItem = (items: DocumentItem[], key: string, change: Partial<DocumentItem>): DocumentItem[] =>
  items.map((item) => (item.key === key ? { ...item, ...change } : item));

/** True when every required document is sent. */
export const allRequiredUploaded = (items: readonly DocumentItem[]): boolean =>
  items.every((item) => !item.required || item.status === 'uploaded');

/** The multipart fields of a slot's upload (spec §7): client, type, validity date today (DD/MM/YYYY), whose document. */
export function uploadFields(context: Pick<DocumentsContext, 'clientId' | 'today'>, item: DocumentItem): UploadFields {
  return {
    receipt_customerid: String(context.clientId),
    receipt_type: String(item.receiptTypeId),
    receipt_validity_date: validityDateOf(context.today),
    receipt_document: item.cpfCnpj,
  };
}
