import type { AnyActorRef } from 'xstate';
import type { JourneyReport } from '../../../domain/flows-relay.ts';
import { activeStates } from './state-broadcast.ts';

/** Sends a report to the relay (fetch in the app; a fake in tests). */
export type PostReport = (url: string, init: RequestInit) => Promise<unknown>;

const journeyId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `j-${Math.random().toString(36).slice(2, 14)}`;

/**
 * Reports the journey's active states and the types of the events it takes to the development relay (ADR 202), so
 * the flow explorer on any host of this server follows it. One report in flight at a time; what happens meanwhile
 * goes in the next. Only state ids and event types travel (no context, no payloads). Returns a function that stops it.
 */
export function relayActiveStates(actor: AnyActorRef, relayPath: string, post: PostReport = fetch): () => void {
  const url = `${relayPath}/journeys/${journeyId()}`;
  const events: string[] = [];
  let sending = false;
  let again = false;
  const send = async () => {
    if (sending) {
      again = true;
      return;
    }
    sending = true;
    const report: JourneyReport = { machines: activeStates(actor), events: events.splice(0, 50) };
    const init = { method: 'POST', body: JSON.stringify(report), headers: { 'Content-Type': 'application/json' }, keepalive: true };
    // The relay is a development aid: a failed report is dropped, the journey goes on.
    await post(url, init).catch(() => undefined);
    sending = false;
    if (again || events.length > 0) {
      again = false;
      void send();
    }
  };
  let queued = false;
  const inspection = actor.system.inspect((event) => {
    if (event.type === '@xstate.event' && !event.event.type.startsWith('xstate.init') && 'machine' in (event.actorRef.getSnapshot() ?? {}))
      events.push(event.event.type);
    if (event.type !== '@xstate.snapshot' || queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      void send();
    });
  });
  void send();
  const leave = () => void post(url, { method: 'DELETE', keepalive: true }).catch(() => undefined);
  if (typeof window !== 'undefined') window.addEventListener('pagehide', leave);
  return () => {
    inspection.unsubscribe();
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', leave);
    leave();
  };
}
