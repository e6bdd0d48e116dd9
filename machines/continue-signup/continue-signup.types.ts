import type { CodeSent } from '../../domain/api/auth.ts';
import type { BrokerageContact } from '../../domain/document-taken.ts';
import type { ContinueOutcome, PersonType } from '../../domain/index.ts';

/** Input of the continue sign-up: the partner, and what the root already knows (from a sign-up's 'continue' outcome). */
export type ContinueSignupInput = {
  partnerId: number;
  /** Chosen or persisted person type; null lets the customer pick CPF or CNPJ. */
  personType: PersonType | null;
  /** The document typed on the sign-up form, to prefill. */
  document: string | null;
  /**
   * The sign-up already sent a code for this document (ADR 196): the flow opens at the code, as the sign-up's
   * verification. Absent or null: it opens at the document.
   */
  codeSent?: CodeSent | null;
  /** The email the sign-up typed (its code went there): a resend names it, so it reaches only this sign-up (ADR 221). */
  email?: string | null;
};

/** The session a continued sign-up restores and where the wizard resumes (spec §3, issue 3). */
export type ContinueSignupOutput = {
  accessToken: string;
  /** The token's own person type (the server signed it). */
  personType: PersonType;
  /** Index of the first incomplete step of that person type's order. */
  stepIndex: number;
};

/**
 * What the flow ends with once the code is right: the outcome of spec §4 and what the root needs to go there — the
 * session and step to resume, the documents-scope session of a client waiting for documents, the other partner's URL.
 */
export type ContinueSignupResult =
  | ({ outcome: 'continue' } & ContinueSignupOutput)
  | { outcome: 'waitingDocuments'; accessToken: string | null }
  | { outcome: 'analyzing' }
  | { outcome: 'rejected' }
  | { outcome: 'completed' }
  | { outcome: 'otherPartner'; url: string; partnerName: string | null };

/** Events the continue-sign-up view sends (through the root, which forwards them). */
export type ContinueSignupEvent =
  | { type: 'document.submit'; personType: PersonType; document: string }
  | { type: 'document.edit' }
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend' }
  | { type: 'progress.retry' };

/** Input of `loadProgress`: the new session (not yet the root's) and whose steps to look at. */
export type LoadProgressInput = { accessToken: string; clientId: number; personType: PersonType };

/** Context of the continue-sign-up machine. */
export type ContinueSignupContext = {
  partnerId: number;
  personType: PersonType | null;
  /** The document as typed (refilled on errors), and the message of spec §5 when it is wrong. */
  document: string;
  documentError: string | null;
  /** The code request's failure (e.g. the daily cap), shown on the document step. */
  requestError: string | null;
  /** The server's "code sent" text and how long the code lives. */
  notice: string | null;
  /** The sign-up's email, when the flow opened at its code (input `email`). */
  email: string | null;
  expiresInSeconds: number | null;
  /** The code last submitted; kept only until it is used. */
  code: string;
  /** What is wrong with the code: its format, or the server's 'Código inválido ou expirado'. */
  codeError: string | null;
  /** The server refused more attempts (429): confirming waits for a new code. */
  lockedOut: boolean;
  /** A resend that failed (e.g. too many codes today). */
  resendError: string | null;
  /** How many resends succeeded since the code screen opened (each is confirmed aloud). */
  resent: number;
  /** The session the code opened: onboarding for 'continue', documents for 'waitingDocuments'. */
  accessToken: string | null;
  clientId: number | null;
  /** The token's person type, once authenticated. */
  sessionPersonType: PersonType | null;
  stepIndex: number;
  progressError: string | null;
  /** Where the sign-up stands once the code is right (spec §4), and the other partner's registration URL. */
  outcome: ContinueOutcome | null;
  redirectUrl: string | null;
  /** The other partner's name, when the server gave it (ADR 224). */
  redirectName: string | null;
  /** The brokerage's contact, once the document proved to be another sign-up's (ADR 227). */
  contact: BrokerageContact | null;
};

/** The screen's view model. */
export type ContinueSignupView = {
  /**
   * Which form shows: the document, the code, the wait for the saved progress (with its error), or the page of a
   * holder whose document another sign-up took first (`contact`).
   */
  step: 'document' | 'code' | 'progress' | 'documentTaken';
  personType: PersonType | null;
  document: string;
  documentError: string | null;
  requestError: string | null;
  /** A call of the current step is in flight (disable the button, show progress). */
  busy: boolean;
  notice: string | null;
  expiresInSeconds: number | null;
  codeError: string | null;
  /** Where the code went, masked (`h•••@e•••.com`): the sign-up's typed email; null when the client does not know it. */
  sentTo: string | null;
  /** Confirming is refused until a new code is sent (the attempts were spent); `codeError` says why. */
  lockedOut: boolean;
  /** Resends confirmed so far (0: none); the screen announces each one. */
  resent: number;
  /** 'coolingDown' until the delay passes, then 'available' (`code.resend`), 'sending' while it goes. */
  resend: 'coolingDown' | 'available' | 'sending';
  resendError: string | null;
  progressError: string | null;
  /** The brokerage's contact on the `documentTaken` page (either part may be null). */
  contact: BrokerageContact | null;
};
