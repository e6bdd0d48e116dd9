import { type AnyActorRef, fromPromise } from 'xstate';
import { DEFAULT_ERROR } from '../../domain/messages.landing.ts';
import { RequestFailure, userMessage } from '../../domain/request-failure.ts';

// Helpers every child machine shares: placeholder actors, the 401 → `session.expired` rule and failure texts.

/** Placeholder logic of an actor the web app (or a test) binds with `.provide()`; it only throws "not provided". */
export function notProvided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} not provided`);
  });
}

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

/** The event a child sends its parent when a call answered 401; the root clears the session (spec §4). */
export const SESSION_EXPIRED = { type: 'session.expired' } as const;

/**
 * Named action of every child machine: tells the parent that the session expired. A machine run on its own (a
 * unit test, the path generator) has no parent, and then nothing is sent rather than the machine failing.
 */
export function notifySessionExpired({ self }: { self: AnyActorRef }): void {
  self._parent?.send(SESSION_EXPIRED);
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
