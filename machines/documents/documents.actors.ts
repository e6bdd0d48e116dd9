import type { ClientDocument, UploadedDocument } from '../../domain/api/documents.ts';
import type { ReceiptType } from '../../domain/api/lookups.ts';
import type { SectionBody, SectionCompletion } from '../../domain/api/section.ts';
import type { PersonType } from '../../domain/index.ts';
import { call, placeholders } from '../shared/index.ts';
import type { PhotoVerdict, UploadDocumentInput } from './documents.types.ts';

/** Inputs and outputs of the actors the web app provides (spec §7 "Documents"). */
const calls = {
  /** GET /api/common/receipt/{personType}: the document types of the person type. */
  loadReceiptTypes: call<{ personType: PersonType }, ReceiptType[]>(),
  /** GET /api/document/client/{clientId}: every document the client must or may send, required first. */
  loadClientDocuments: call<{ clientId: number }, ClientDocument[]>(),
  /** GET /api/document/client/{id}/required: the required documents not sent yet. */
  loadRequiredDocuments: call<{ clientId: number }, ClientDocument[]>(),
  /** On the device: whether a photo is too small, too dark or blurred to read (no call; the browser decodes it). */
  checkPhoto: call<{ file: File }, PhotoVerdict>(),
  /**
   * POST /api/document (multipart, to the uploads host). The implementation may report progress by sending
   * `upload.progress` (with the input's key) to its parent, the documents machine.
   */
  uploadDocument: call<UploadDocumentInput, UploadedDocument>(),
  /** DELETE /api/document/{receiptId}: removes a sent document (and the uploads of its slot it replaced). */
  removeDocument: call<{ receiptId: number }, undefined>(),
  /** POST /api/section {ClientId, SectionId 8 PF / 105 PJ} once every required document is sent. */
  completeSection: call<SectionBody, SectionCompletion>(),
};

/** Each call's input and output, by name: what `src/api` implements and the binding provides. */
export type DocumentsActors = typeof calls;

/** Every actor the machine invokes: its calls, placeholders until the web app (or a test) binds them. */
export const documentsActors = placeholders(calls);
