import { PasswordMessages } from '../../domain/api/password.ts';

/** Shown when the confirmation differs from the new password (ours: the spec shows no password messages). */
export const PASSWORD_MISMATCH = PasswordMessages.mismatch;

/** Input of the password machine: the partner the reset request names (spec §7 `partnerId`). */
export type PasswordInput = { partnerId: number };

/** How a password flow ended: the machine's output. */
export type PasswordOutcome = 'reset' | 'created' | 'exists' | 'confirmed';

/** Events of the password machine; the first event of each flow starts it from `idle`. */
export type PasswordEvent =
  /** Reset, step 1: the username (the document) asks for an emailed code. */
  | { type: 'password.forgot'; username: string }
  /** Reset, step 2: the emailed code; `token.resend` asks for another. */
  | { type: 'token.submit'; token: string }
  | { type: 'token.resend' }
  /** Reset step 3 and creation: the new password and its confirmation. */
  | { type: 'password.submit'; password: string; confirmation: string; weakness?: string }
  /** Creation: only when none exists (GET /api/password/verify first). */
  | { type: 'password.check' }
  /** The signed-in customer's current password, checked by the server. */
  | { type: 'password.confirm'; password: string }
  | { type: 'password.cancel' };

/** Field messages of the password forms. */
export type PasswordFieldErrors = Partial<Record<'username' | 'token' | 'password' | 'confirmation', string>>;

/** Context of the password machine. */
export type PasswordContext = {
  partnerId: number;
  /** The reset's username (the stripped document) and code, kept until the reset is done. */
  username: string;
  token: string;
  /** The new password, held only while it is being sent. */
  password: string;
  errors: PasswordFieldErrors;
  /** The server's message (or the default one) of the last failed call; a confirmation notice after a code is sent. */
  error: string | null;
  notice: string | null;
  outcome: PasswordOutcome | null;
};

/** The password screens' view model. */
export type PasswordView = {
  /** Which form shows. */
  step: 'start' | 'token' | 'newPassword' | 'checking' | 'checkFailed' | 'done';
  busy: boolean;
  errors: PasswordFieldErrors;
  error: string | null;
  notice: string | null;
  outcome: PasswordOutcome | null;
};
