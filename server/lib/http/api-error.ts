import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../../../domain/errors.ts';
import { Messages } from '../../../domain/messages.ts';

/** An expected failure with the status and `{ Message, Errors? }` body the caller receives (DESIGN §5). */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(status: ContentfulStatusCode, message: string, errors?: Record<string, string[]>, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = errors ? { Message: message, Errors: errors } : { Message: message };
    this.headers = headers;
  }
}

/** A 400 whose Message is the first field's message and whose Errors lists every field (DESIGN §5). */
export function fieldErrors(errors: Record<string, string[]>): ApiError {
  const first = Object.values(errors)[0]?.[0] ?? Messages.invalidBody;
  return new ApiError(400, first, errors);
}

/** 404 with a message (the generic one by default). */
export function notFound(message: string = Messages.notFound): ApiError {
  return new ApiError(404, message);
}
