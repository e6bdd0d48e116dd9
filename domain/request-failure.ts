/** A failed call as the web app's actors reject with it: the HTTP status and the message to show. */
export class RequestFailure extends Error {
  /** HTTP status of the response (0 when none arrived). */
  readonly status: number;
  /** Per-field messages of a 400, keyed by wire field name. */
  readonly fieldErrors: Record<string, string[]>;

  constructor(status: number, message: string, fieldErrors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'RequestFailure';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

/** The text to show for an error (spec §8): the server's Message when there is one, else the default message. */
export function userMessage(error: unknown, fallback: string): string {
  return error instanceof RequestFailure && error.message ? error.message : fallback;
}
