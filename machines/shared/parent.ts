import type { AnyActorRef, EventObject } from 'xstate';

// What a child machine tells the machine that invoked it.

/**
 * Sends an event to the actor's parent. A machine run on its own (a unit test, the path generator) has no parent,
 * and then nothing is sent rather than the machine failing.
 */
export function sendToParent<TEvent extends EventObject>(self: AnyActorRef, event: TEvent): void {
  self._parent?.send(event);
}

/** The event a child sends its parent when a call answered 401; the root clears the session (spec §4). */
export const SESSION_EXPIRED = { type: 'session.expired' } as const;

/** Named action of every child machine: tells the parent that the session expired. */
export function notifySessionExpired({ self }: { self: AnyActorRef }): void {
  sendToParent(self, SESSION_EXPIRED);
}
