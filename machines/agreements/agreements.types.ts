import type { AgreementFile } from '../../domain/api/agreements.ts';
import type { DeclarationData } from '../../domain/api/declaration-data.ts';
import type { ElectronicCheckStatus } from '../../domain/api/electronic-check.ts';

/** Input of the terms step: the signed-in customer, and the partner (the password flow's input). */
export type AgreementsInput = { clientId: number; userId: number; partnerId: number };

/** Events the terms view sends (the password form's events go to the `password` child itself). */
export type AgreementsEvent =
  /** Creates the electronic signature (only when none exists): the PIN and its confirmation. */
  | { type: 'signature.create'; signature: string; confirmation: string }
  /** Removes the signature (forgotten or locked) so a new one can be created. */
  /** Forgot the signature: asks for the account password to reset it. */
  | { type: 'signature.forgot' }
  /** Resets the signature on proof of the account's password (ADR 192). */
  | { type: 'signature.reset'; password: string }
  /** Marks an agreement as read and accepted (or not). */
  | { type: 'agreement.accept'; agreementType: number; accepted: boolean }
  /** Opens an agreement's PDF in the full-screen reader (`/cadastrar/pdf`). */
  | { type: 'agreement.open'; agreementType: number }
  | { type: 'reader.close' }
  /** Shows an agreement's PDF inside the terms page (the URL stays); `preview.close` hides it. */
  | { type: 'agreement.preview'; agreementType: number }
  | { type: 'preview.close' }
  /** Fetches the PDF again after a failure (in the reader or the in-page preview). */
  | { type: 'reader.retry' }
  /** Signs every accepted agreement not signed yet with the electronic signature. */
  | { type: 'agreements.sign'; signature: string }
  /** Ends the step once everything required is signed. */
  | { type: 'agreements.continue' }
  /** Loads again after a failed load. */
  | { type: 'agreements.retry' }
  /** From the password child: a call answered 401 (passed on to the parent). */
  | { type: 'session.expired' };

/** Field messages of the signature forms. */
export type SignatureErrors = Partial<Record<'signature' | 'confirmation' | 'password', string>>;

/** Context of the agreements machine. */
export type AgreementsContext = {
  clientId: number;
  userId: number;
  partnerId: number;
  signatureStatus: ElectronicCheckStatus | null;
  declaration: DeclarationData | null;
  /** Agreement types the client has signed. */
  signed: number[];
  files: AgreementFile[];
  /** Agreement types the customer marked as read and accepted. */
  accepted: number[];
  /** The agreement open in the reader, and its PDF once fetched. */
  reading: number | null;
  pdf: Blob | null;
  /** The signature typed to sign, held only while the signing calls run. */
  signature: string;
  errors: SignatureErrors;
  /** The message of the last failure (spec §8): a wrong or locked signature, a failed call. */
  error: string | null;
};

/** One agreement as the terms screen lists it. */
export type AgreementItem = {
  type: number;
  agreementId: number;
  name: string;
  version: string;
  signed: boolean;
  accepted: boolean;
};

/** The text an agreement's PDF is laid out from, to read as a page (ADR 205). */
export type AgreementReading = {
  subtitle: string | null;
  version: string;
  /** YYYY-MM-DD. */
  publishedAt: string;
  sections: { heading: string; paragraphs: string[] }[];
};

/**
 * An agreement being read: its text (shown at once) and its PDF for download — loading, ready, or failed (retry
 * with `reader.retry`).
 */
export type PdfShown = {
  type: number;
  name: string;
  text: AgreementReading | null;
  status: 'loading' | 'showing' | 'failed';
  pdf: Blob | null;
};

/** The terms screen's view model. */
export type AgreementsView = {
  /** Which part shows; `reading` is the PDF screen (`/cadastrar/pdf`). */
  phase:
    | 'loading'
    | 'loadError'
    | 'password'
    | 'createSignature'
    | 'locked'
    | 'loadingFiles'
    | 'filesError'
    | 'review'
    | 'reading'
    | 'signing'
    | 'done';
  /** A call is in flight (disable the buttons, show progress). */
  busy: boolean;
  agreements: AgreementItem[];
  reader: PdfShown | null;
  /** The agreement shown inside the terms page (`review`), or null. */
  preview: PdfShown | null;
  /** Something is left to sign and every agreement left is accepted. */
  canSign: boolean;
  /** Everything required is signed. */
  canContinue: boolean;
  errors: SignatureErrors;
  error: string | null;
};
