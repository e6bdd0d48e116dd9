const UNIQUE_VIOLATION = '23505';
// A NOWAIT lock (or one past lock_timeout) that found the row held by another transaction.
const LOCK_NOT_AVAILABLE = '55P03';
// SQLSTATE class 22, data exception: a value the database cannot take (a NUL in text 22021, an integer out of range
// 22003, text that is not a number 22P02, a string too long 22001…).
const DATA_EXCEPTION_CLASS = '22';

// Socket failures (Node's codes).
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATEs of a server that is going away, refusing connections, out of resources or over a timeout.
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, a fast or immediate stop)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
  '57014', // query_canceled (statement_timeout)
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
]);
// node-postgres and pg-pool say these in words only ('Query read timeout': pg's query_timeout, server/db/database.ts).
const UNAVAILABLE_MESSAGES =
  /^(Query read timeout|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end)/;

type ErrorFields = { code?: unknown; message?: unknown; cause?: unknown };

/** The error and its causes, outermost first (Drizzle wraps driver errors; Node wraps a dual-stack refusal). */
function* chain(error: unknown): Generator<ErrorFields> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    yield current as ErrorFields;
    current = (current as ErrorFields).cause;
  }
}

/** True when an error (or its cause, as Drizzle wraps driver errors) is a PostgreSQL unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (const link of chain(error)) if (link.code === UNIQUE_VIOLATION) return true;
  return false;
}

/** True when an error (or its cause) is PostgreSQL's lock_not_available (55P03): the row was held, nothing waited. */
export function isLockNotAvailable(error: unknown): boolean {
  for (const link of chain(error)) if (link.code === LOCK_NOT_AVAILABLE) return true;
  return false;
}

/** True when an error (or its cause) is a PostgreSQL data exception (SQLSTATE class 22): the value, not the server, is wrong. */
export function isDataException(error: unknown): boolean {
  for (const link of chain(error))
    if (typeof link.code === 'string' && link.code.length === 5 && link.code.startsWith(DATA_EXCEPTION_CLASS)) return true;
  return false;
}

/**
 * True when an error says the database cannot be reached or did not answer in time — lost connection, refused
 * connection, timeout, server shutting down — rather than that the request itself is wrong: the caller may retry.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
    if (typeof link.message === 'string' && UNAVAILABLE_MESSAGES.test(link.message)) return true;
  }
  return false;
}
