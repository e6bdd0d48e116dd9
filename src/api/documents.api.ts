import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { RegisterStatus, type RegisterStatusBody } from '../../domain/api/client.ts';
import {
  type ClientDocument,
  ClientDocuments,
  RequiredDocuments,
  UPLOAD_FILE_FIELD,
  UploadedDocument,
  type UploadFields,
} from '../../domain/api/documents.ts';
import { type ReceiptType, ReceiptTypes } from '../../domain/api/lookups.ts';
import { Messages, type PersonType, RequestFailure } from '../../domain/index.ts';
import { readJson, withBearer } from './client.ts';
import type { Uploader, UploadProgress } from './upload.ts';

/** GET /api/common/receipt/{personType}: the document types of a person type. */
export function listReceiptTypes(http: KyInstance, personType: PersonType): Promise<ReceiptType[]> {
  return readJson(http.get(`common/receipt/${personType}`), ReceiptTypes);
}

/** GET /api/document/client/{clientId}: every document the client must or may send, required first. */
export function listClientDocuments(http: KyInstance, clientId: number): Promise<ClientDocument[]> {
  return readJson(http.get(`document/client/${clientId}`), ClientDocuments);
}

/** GET /api/document/client/{id}/required: the required documents not sent yet; `token` for a documents-scope session. */
export function listRequiredDocuments(http: KyInstance, clientId: number, token: string | null = null): Promise<ClientDocument[]> {
  return readJson(http.get(`document/client/${clientId}/required`, withBearer(token)), RequiredDocuments);
}

/** PATCH /api/register/status {ClientId, StatusId}: a customer may only set 2 (documents sent, spec §4). */
export function setRegisterStatus(http: KyInstance, body: RegisterStatusBody, token: string | null = null): Promise<RegisterStatus> {
  return readJson(http.patch('register/status', { json: body, ...withBearer(token) }), RegisterStatus);
}

/** What one upload sends: the multipart text fields of spec §7, the file (`image0`) and the session to use. */
export type DocumentUpload = {
  fields: UploadFields;
  file: File;
  token?: string | null;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/** POST /api/document (multipart, spec §7), reporting progress; answers the stored receipt. */
export async function uploadDocument(upload: Uploader, args: DocumentUpload): Promise<UploadedDocument> {
  const form = new FormData();
  for (const [name, value] of Object.entries(args.fields)) form.append(name, value);
  form.append(UPLOAD_FILE_FIELD, args.file, args.file.name);
  const body = await upload({ path: 'document', form, token: args.token, onProgress: args.onProgress, signal: args.signal });
  const parsed = v.safeParse(UploadedDocument, body);
  if (!parsed.success) throw new RequestFailure(201, Messages.defaultError);
  return parsed.output;
}
