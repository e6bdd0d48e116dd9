import type { AccessTokenResponse } from '../../domain/api/auth.ts';
import type { RegisterStatus, RegisterStatusBody } from '../../domain/api/client.ts';
import type { RequestedDocuments, UploadedDocument } from '../../domain/api/documents.ts';
import type { AuthUploadBody, ClientIdByCode, UploadToken } from '../../domain/api/missing-documents.ts';
import { call, placeholders } from '../shared/index.ts';
import type { DocumentsSession, UploadDocumentInput } from './missing-documents.types.ts';

/** Inputs and outputs of the actors the web app provides. */
const calls = {
  /** GET /api/client/code/document/{code} (public). */
  resolveDocumentCode: call<{ code: string }, ClientIdByCode>(),
  /** GET /api/customer/get-token-upload-documents/{clientId}?code= (public; 410 → 'Token Inválido'). */
  fetchUploadToken: call<{ clientId: number; code: string }, UploadToken>(),
  /** POST /api/customer/auth-upload (public): a documents-scope session. */
  authenticateUpload: call<AuthUploadBody, AccessTokenResponse>(),
  /** GET /api/document/client/{id}/requested: the brokerage's message and the documents it asked for, still to send. */
  listRequestedDocuments: call<DocumentsSession, RequestedDocuments>(),
  /** POST /api/document (multipart). */
  uploadRequestedDocument: call<UploadDocumentInput, UploadedDocument>(),
  /** PATCH /api/register/status {ClientId, StatusId: 2} (spec §4: finishing sets register status 2). */
  setRegisterStatus: call<DocumentsSession & { body: RegisterStatusBody }, RegisterStatus>(),
};

/** Each call's input and output, by name: what `src/api` implements and the binding provides. */
export type MissingDocumentsActors = typeof calls;

/** Every actor the machine invokes: its calls, placeholders until the web app (or a test) binds them. */
export const missingDocumentsActors = placeholders(calls);
