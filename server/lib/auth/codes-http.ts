import type { MiddlewareHandler } from 'hono';
import { CodeMessages, type CodeSent, EMAILED_CODE_TTL_SECONDS } from '../../../domain/api/auth.ts';
import { ApiError, fieldErrors } from '../http/api-error.ts';
import { clientIp } from '../http/client-ip.ts';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { rateLimit, tooManyRequests } from '../http/rate-limit.ts';
import type { CheckResult, IssueResult } from './codes.ts';

/** Per-IP limits of the public code calls, on top of the per-document and per-code limits (ADR 040). */
export const PublicCallLimits = {
  /** Calls that email something. */
  send: { limit: 10, windowSeconds: 60 },
  /** Calls that check a code or exchange a link. */
  check: { limit: 30, windowSeconds: 60 },
} as const;

/** A per-IP rate limit of a public call. */
export function perIpLimit(deps: AppDeps, name: string, kind: keyof typeof PublicCallLimits): MiddlewareHandler<AppEnv> {
  return rateLimit(deps, { name, ...PublicCallLimits[kind], key: (c) => clientIp(c, deps.config.trustProxy) });
}

/**
 * The answer to a code request: the same text (`message`) for every document, or 429 when the document's cap for
 * this requester is spent.
 */
export function codeSentOrThrow(result: IssueResult, message: string = CodeMessages.codeSent): CodeSent {
  if (result.status === 'capped') throw tooManyRequests(result.retryAfterSeconds, CodeMessages.dailyCapReached);
  return { Message: message, ExpiresInSeconds: EMAILED_CODE_TTL_SECONDS };
}

/** Narrows a code check to success: 400 on `Token` for a wrong, expired or used code; 429 once its attempts are spent. */
export function requireValidCode<T>(result: CheckResult<T>): Extract<CheckResult<T>, { status: 'ok' }> {
  if (result.status === 'exhausted') throw new ApiError(429, CodeMessages.attemptsExhausted);
  if (result.status === 'invalid') throw fieldErrors({ Token: [CodeMessages.codeInvalid] });
  return result;
}
