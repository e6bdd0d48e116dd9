import type { BasicDataPatchAnswer, EmailChangeConfirmBody } from '../../domain/api/email-change.ts';
import type { ClientBasicData } from '../../domain/client.ts';

/** Events of the email change (ADR 222/227): the new address, then its emailed code. */
export type EmailChangeEvent =
  | { type: 'email.submit'; email: string }
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend' }
  | { type: 'change.cancel' }
  | { type: 'email.retry' };

/** Inputs and outputs of the calls the machine makes, by name. */
export type EmailChangeCalls = {
  /** GET /api/client/basic-data: the stored email. */
  loadBasicData: { input: undefined; output: ClientBasicData };
  /** PATCH /api/client/basic-data {Email}: a code to the new address (`PendingEmail`), or nothing when it is the same. */
  requestEmailChange: { input: { Email: string }; output: BasicDataPatchAnswer };
  /** POST /api/client/basic-data/email/confirm {Token}: the new address becomes the account's email. */
  confirmEmailChange: { input: EmailChangeConfirmBody; output: ClientBasicData };
};

/** Context of the email change. */
export type EmailChangeContext = {
  /** The account's email as stored (null until loaded). */
  email: string | null;
  /** The address waiting for its code, once the server sent one. */
  pendingEmail: string | null;
  /** What is wrong with the typed address (the schema's or the server's message at Email). */
  emailError: string | null;
  /** A failed load or request (e.g. 429 on the request, a frozen file). */
  requestError: string | null;
  code: string;
  codeError: string | null;
  /** The code's attempts are spent (429): confirming waits for a new code. */
  lockedOut: boolean;
  /** Resends confirmed since the code screen opened. */
  resent: number;
  resendError: string | null;
  /** The address the last confirmed change saved (announced once). */
  changedTo: string | null;
};

/** The email area's view model. */
export type EmailChangeView = {
  /** `loading` the stored email, `failed` to load it, `editing` the address, `code` waiting for the new address's code. */
  step: 'loading' | 'failed' | 'editing' | 'code';
  email: string | null;
  /** The new address masked (`h•••@e•••.com.br`), on the code step. */
  sentTo: string | null;
  emailError: string | null;
  requestError: string | null;
  codeError: string | null;
  lockedOut: boolean;
  /** A call of the step is in flight. */
  busy: boolean;
  resending: boolean;
  resent: number;
  resendError: string | null;
  changedTo: string | null;
};
