import pino, { type DestinationStream, type Logger } from 'pino';

/** A JSON logger; request lines carry the request id and never bodies, tokens or personal data. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, base: { service: 'onboarding-api' }, timestamp: pino.stdTimeFunctions.isoTime }, destination);
}

type ErrorLike = { name?: unknown; message?: unknown; code?: unknown; stack?: unknown; cause?: unknown };

/**
 * What may be logged of an error. Database errors keep only their class and SQLSTATE code: their messages
 * carry the query parameters, which are personal data.
 */
export function errorSummary(error: unknown): Record<string, unknown> {
  const err = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as ErrorLike;
  const cause = (typeof err.cause === 'object' && err.cause !== null ? err.cause : {}) as ErrorLike;
  const code = err.code ?? cause.code;
  if (err.name === 'DrizzleQueryError' || code !== undefined) {
    return { type: err.name, code, cause: cause.name };
  }
  return { type: err.name, message: err.message, stack: err.stack };
}
