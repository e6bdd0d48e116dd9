import type { ClientDocument, UploadFields } from '../../domain/api/documents.ts';
import type { ReceiptType } from '../../domain/api/lookups.ts';
import type { PersonType } from '../../domain/index.ts';

/** Input of the documents flow: whose documents, which person type's list, and the customer's day (ISO). */
export type DocumentsInput = { clientId: number; personType: PersonType; today: string };

/** What the device found wrong with a photo: too dark, blurred, or too small to read (the one that blocks sending). */
export type PhotoIssue = 'dark' | 'blurred' | 'small';

/** Output of `checkPhoto`: the photo's issue, null when it looks fine. */
export type PhotoVerdict = { issue: PhotoIssue | null };

/** Input of `uploadDocument`: the multipart text fields of POST /api/document (spec §7), the file (`image0`) and the slot. */
export type UploadDocumentInput = { key: string; fields: UploadFields; file: File };

/** Events the documents view sends (and `upload.progress`, from the upload actor). */
export type DocumentsEvent =
  | { type: 'file.choose'; key: string; file: File }
  | { type: 'file.retry'; key: string }
  /** "Remover": the sent document of a slot is deleted; the slot waits for a file again. */
  | { type: 'file.remove'; key: string }
  /** "Enviar assim mesmo": the photo warned of (dark or blurred) is sent as it is. */
  | { type: 'photo.send'; key: string }
  /** "Descartar": the photo warned of is dropped; the slot is as it was before it. */
  | { type: 'photo.discard'; key: string }
  | { type: 'upload.progress'; key: string; loaded: number; total: number }
  | { type: 'documents.continue' }
  | { type: 'documents.retry' };

/**
 * Where one document stands: nothing sent, a photo being checked on the device, a photo warned of (waiting for the
 * customer), waiting its turn, being sent, sent, or failed (retry re-sends the file).
 */
export type DocumentStatus = 'pending' | 'checking' | 'warned' | 'queued' | 'uploading' | 'uploaded' | 'failed';

/** A photo held back for the device's check, and the slot's status before it (what "Descartar" returns to). */
export type HeldPhoto = { file: File; issue: PhotoIssue | null; previous: DocumentStatus };

/** One document slot of the client (a type, and whose document it is). */
export type DocumentItem = {
  /** `ReceiptTypeId:CpfCnpj`: the slot's identity in events. */
  key: string;
  receiptTypeId: number;
  cpfCnpj: string;
  description: string;
  /** The name of the document type in the person type's list (null when the list lacks it). */
  typeDescription: string | null;
  required: boolean;
  status: DocumentStatus;
  /** 0–1 while uploading (when the actor reports it). */
  progress: number | null;
  /** Why the last file was refused (type, size) or why its upload failed. */
  error: string | null;
  /** The file to send (kept after a failure for `file.retry`). */
  file: File | null;
  /** The photo being checked or warned of (null otherwise). */
  photo: HeldPhoto | null;
  /** The stored upload (null until sent). */
  receiptId: number | null;
  /** The name and size in bytes of the file sent or being sent (the server's for a document sent earlier). */
  fileName: string | null;
  fileSize: number | null;
};

/** Context of the documents machine. */
export type DocumentsContext = {
  clientId: number;
  personType: PersonType;
  today: string;
  receiptTypes: ReceiptType[];
  documents: ClientDocument[];
  required: ClientDocument[];
  items: DocumentItem[];
  /** Keys of the files to send, in the order chosen; the first is being sent while `uploading`. */
  queue: string[];
  /** The slot whose photo is being checked on the device. */
  checking: string | null;
  /** The slot whose sent document is being removed. */
  removing: string | null;
  /** A continue found required documents missing: the view marks them. */
  showMissing: boolean;
  /** The message of a failed list or section call (spec §8). */
  error: string | null;
};

/** One document as the view shows it. */
export type DocumentItemView = Omit<DocumentItem, 'file' | 'photo'> & {
  /** What is wrong with the photo warned of, and whether it may still be sent ("Enviar assim mesmo"). */
  photoIssue: PhotoIssue | null;
  canSendPhoto: boolean;
  canRetry: boolean;
  /** Sent, and nothing else is being sent or removed: "Remover" may delete it. */
  canRemove: boolean;
  /** Its removal is under way. */
  removing: boolean;
  /** Required, not sent, and a continue was attempted. */
  missing: boolean;
};

/** The documents screen's view model. */
export type DocumentsView = {
  /** Whose documents: a person's (F) or a company's (J), for the wording. */
  personType: PersonType;
  status: 'loading' | 'loadError' | 'ready' | 'checking' | 'uploading' | 'removing' | 'completing' | 'done';
  items: DocumentItemView[];
  requiredCount: number;
  requiredUploaded: number;
  /** Every required document is sent and nothing is in flight. */
  canContinue: boolean;
  /** The file input's `accept` and the size limit to show. */
  accept: string;
  maxBytes: number;
  error: string | null;
};
