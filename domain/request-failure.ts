import type { BrokerageContact } from './document-taken.ts';

/** What some failures carry beside their message: a code the app acts on, and the brokerage's contact. */
export type FailureDetails = { code?: string; contact?: BrokerageContact };

/** A failed call as the web app's actors reject with it: the HTTP status and the message to show. */
export class RequestFailure extends Error {
  /** HTTP status of the response (0 when none arrived). */
  readonly status: number;
  /** Per-field messages of a 400, keyed by wire field name. */
  readonly fieldErrors: Record<string, string[]>;
  /** The body's `Code`, when the failure is one the app shows its own way (e.g. `DocumentTaken`). */
  readonly code: string | undefined;
  /** The brokerage's contact, when the body gives it. */
  readonly contact: BrokerageContact | undefined;

  constructor(status: number, message: string, fieldErrors: Record<string, string[]> = {}, details: FailureDetails = {}) {
    super(message);
    this.name = 'RequestFailure';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.code = details.code;
    this.contact = details.contact;
  }
}

/** The text to show for an error (spec §8): the server's Message when there is one, else the default message. */
export function userMessage(error: unknown, fallback: string): string {
  return error instanceof RequestFailure && error.message ? error.message : fallback;
}
