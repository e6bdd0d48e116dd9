import pino, { type DestinationStream, type Logger } from 'pino';

/** Bytes of log lines kept before one write (logDestination). */
export const LOG_BATCH_BYTES = 4096;
/** The longest a log line waits for its write (logDestination). */
export const LOG_FLUSH_MS = 200;

/**
 * Where the server writes its JSON lines (`dest`: a file descriptor, stdout by default, or a path): batched, one
 * write(2) per LOG_BATCH_BYTES of lines or every LOG_FLUSH_MS, rather than one synchronous write per request line
 * (issue 32, ADR 244: the write was ~7% of the API's CPU). Flushed synchronously when the process exits (pino's exit
 * hook); a SIGKILL loses at most the last LOG_FLUSH_MS of lines.
 */
export function logDestination(dest: number | string = 1): DestinationStream {
  return pino.destination({ dest, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS });
}

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
