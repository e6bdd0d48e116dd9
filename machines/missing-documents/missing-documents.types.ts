import type { ClientDocument } from '../../domain/api/documents.ts';

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
