import type { AccessTokenResponse } from '../../domain/api/auth.ts';
import type { RegisterStatus, RegisterStatusBody } from '../../domain/api/client.ts';
import type { ClientDocument, RequestedDocuments, UploadedDocument } from '../../domain/api/documents.ts';
import type { AuthUploadBody, ClientIdByCode, UploadToken } from '../../domain/api/missing-documents.ts';

/** Input of the missing-documents flow: the link's code and the customer's day (uploads are valid from today). */
export type MissingDocumentsInput = {
  /** The `:authCode` of `/documentos-pendentes/:authCode` (spec §2: must be non-empty). */
  authCode: string;
  /** ISO YYYY-MM-DD; sent as the validity date DD/MM/YYYY (spec §9). */
  today: string;
};

/** Events the missing-documents view sends (through the root, which forwards them). */
export type MissingDocumentsEvent =
  | { type: 'document.upload'; file: File }
  | { type: 'upload.retry' }
  | { type: 'document.next' }
  | { type: 'documents.finish' }
  | { type: 'documents.retry' }
  | { type: 'link.retry' };

/** Input of the calls made with the documents-scope session (not the root's: the customer may not be signed in). */
export type DocumentsSession = { accessToken: string; clientId: number };

/** Input of `uploadRequestedDocument`: the multipart fields of POST /api/document (spec §7) and the file (`image0`). */
export type UploadDocumentInput = DocumentsSession & {
  /** Whose document and which type (`receipt_document`, `receipt_type`). */
  document: ClientDocument;
  file: File;
  /** `receipt_validity_date`: today, DD/MM/YYYY. */
  validityDate: string;
};

/** Inputs and outputs of the actors the web app provides. */
export type MissingDocumentsActors = {
  /** GET /api/client/code/document/{code} (public). */
  resolveDocumentCode: { input: { code: string }; output: ClientIdByCode };
  /** GET /api/customer/get-token-upload-documents/{clientId}?code= (public; 410 → 'Token Inválido'). */
  fetchUploadToken: { input: { clientId: number; code: string }; output: UploadToken };
  /** POST /api/customer/auth-upload (public): a documents-scope session. */
  authenticateUpload: { input: AuthUploadBody; output: AccessTokenResponse };
  /** GET /api/document/client/{id}/requested: the brokerage's message and the documents it asked for, still to send. */
  listRequestedDocuments: { input: DocumentsSession; output: RequestedDocuments };
  /** POST /api/document (multipart). */
  uploadRequestedDocument: { input: UploadDocumentInput; output: UploadedDocument };
  /** PATCH /api/register/status {ClientId, StatusId: 2} (spec §4: finishing sets register status 2). */
  setRegisterStatus: { input: DocumentsSession & { body: RegisterStatusBody }; output: RegisterStatus };
};

/** Context of the missing-documents machine. */
export type MissingDocumentsContext = {
  authCode: string;
  today: string;
  clientId: number | null;
  uploadToken: string | null;
  accessToken: string | null;
  documents: ClientDocument[];
  /** The brokerage's message with its request ('' when it wrote none). */
  message: string;
  /** The current document (spec §2: starts at 0 once the list is fetched). */
  index: number;
  /** How many documents, from the first, are sent. */
  sent: number;
  /** The file being sent (kept for `upload.retry`). */
  file: File | null;
  /** The message of the last failure (spec §8), null when all goes well. */
  error: string | null;
};

/** One document as the screen lists it. */
export type MissingDocumentItem = { description: string; required: boolean; sent: boolean };

/** The missing-documents screen's view model. */
export type MissingDocumentsView = {
  /** opening: the link is being checked; failed: it cannot be used (see error); sending: the documents; done. */
  phase: 'opening' | 'failed' | 'sending' | 'done';
  /** Within `sending`: what the current document's area shows. */
  status: 'loading' | 'listError' | 'choosing' | 'uploading' | 'uploaded' | 'uploadError' | 'complete' | 'finishing' | 'finishError' | null;
  documents: MissingDocumentItem[];
  index: number;
  current: MissingDocumentItem | null;
  /** The brokerage's message with its request; null until the list arrives or when it wrote none. */
  message: string | null;
  error: string | null;
};
