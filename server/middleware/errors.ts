import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { Messages } from '../../domain/messages.ts';
import { isDatabaseUnavailable, isDataException, isUniqueViolation } from '../db/db-errors.ts';
import { ApiError } from '../lib/http/api-error.ts';
import type { AppEnv } from '../lib/http/context.ts';
import { databaseUnavailable } from '../lib/http/database-gate.ts';
import { HttpMessages } from '../lib/http/http-messages.ts';
import { errorSummary } from '../lib/http/logger.ts';

const HTTP_EXCEPTION_MESSAGES: Record<number, string> = {
  // Hono raises 400 for a body that is not valid JSON.
  400: Messages.invalidBody,
  401: Messages.unauthorized,
  413: HttpMessages.payloadTooLarge,
};

/**
 * Maps every failure to `{ Message, Errors? }`: a database that is down or did not answer in time becomes a 503
 * with Retry-After; as a net under validation, a value the database refused (SQLSTATE class 22) a 400 and a unique
 * violation (23505) a 409, each logged as a warning (validation or a service check should have answered first);
 * anything else unexpected a 500. The 503 and 500 say only the spec's default message.
 */
export const onError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ApiError) return c.json(error.body, error.status, error.headers);
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ Message: HTTP_EXCEPTION_MESSAGES[error.status] ?? Messages.defaultError }, error.status);
  }
  if (isDatabaseUnavailable(error)) {
    c.get('logger')?.warn({ reqId: c.get('requestId'), err: errorSummary(error) }, 'database unavailable');
    return databaseUnavailable(c);
  }
  const refused = databaseRefusal(error);
  if (refused) {
    c.get('logger')?.warn({ reqId: c.get('requestId'), err: errorSummary(error) }, 'input refused by the database');
    return c.json({ Message: refused.message }, refused.status);
  }
  c.get('logger')?.error({ reqId: c.get('requestId'), err: errorSummary(error) }, 'unhandled error');
  return c.json({ Message: Messages.defaultError }, 500);
};

/** The answer to a write the database refused because of its values, if it was refused for that. */
function databaseRefusal(error: unknown): { status: 400 | 409; message: string } | undefined {
  if (isDataException(error)) return { status: 400, message: HttpMessages.invalidData };
  if (isUniqueViolation(error)) return { status: 409, message: HttpMessages.conflict };
  return undefined;
}

/** The 404 of an unknown /api route (JSON, like every API answer). */
export function apiNotFound(c: Context): Response {
  return c.json({ Message: Messages.notFound }, 404);
}

/** Unknown routes: JSON under /api, plain text elsewhere (the SPA fallback answers GETs before this). */
export const onNotFound: NotFoundHandler<AppEnv> = (c) => (c.req.path.startsWith('/api') ? apiNotFound(c) : c.text('Not Found', 404));
