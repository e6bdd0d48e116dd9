import { DEFAULT_ERROR } from '../../domain/messages.landing.ts';
import { RequestFailure, userMessage } from '../../domain/request-failure.ts';

// What a machine makes of a failed call: its status, the text and field messages to show, the 401 rule.

/** True when a call was refused for want of a valid session (HTTP 401 on an authenticated call). */
export function isUnauthorizedFailure(error: unknown): boolean {
  return error instanceof RequestFailure && error.status === 401;
}

/** True when a call failed with the given HTTP status. */
export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof RequestFailure && error.status === status;
}

/** The text to show for a failed call (spec §8): the server's Message, else the default message. */
export function failureMessage(error: unknown): string {
  return userMessage(error, DEFAULT_ERROR);
}

/** Field messages of a failed call (a 400's `Errors`), first message per wire field. */
export function failureFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof RequestFailure)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors)
      .filter(([, messages]) => messages.length > 0)
      .map(([field, messages]) => [field, messages[0]]),
  );
}

/** Params of a failure action or guard: the error an invoked call rejected with. */
export const withError = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * The `onError` of a call made with the customer's session, for machines whose setup names `isUnauthorized`,
 * `assignFailure` and `notifySessionExpired`: the failure's message either way, and on a 401 the parent is told.
 */
export function sessionFailure<T extends string>(target: T) {
  const failure = { type: 'assignFailure', params: withError } as const;
  return [
    { guard: { type: 'isUnauthorized', params: withError }, target, actions: [failure, 'notifySessionExpired'] },
    { target, actions: failure },
  ] as const;
}
