import type { AnyActorRef } from 'xstate';
import { FLOWS_JOURNEY_COOKIE, JOURNEY_HEARTBEAT_MS, type JourneyReport } from '../../../domain/flows-relay.ts';
import { activeStates } from './state-broadcast.ts';

/** Sends a report to the relay (fetch in the app; a fake in tests). */
export type PostReport = (url: string, init: RequestInit) => Promise<unknown>;

/** Where the reporter reads the page's host and the landing's cookie (the document in the app; a fake in tests). */
export type JourneyPage = { host: string; cookie: string; clearCookie: () => void };

const documentPage = (): JourneyPage => ({
  host: window.location.host,
  cookie: document.cookie,
  clearCookie: () => {
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and no value; the Cookie Store API is missing from Firefox and Safari
    document.cookie = `${FLOWS_JOURNEY_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
  },
});

/**
 * The journey's id: the one the server listed a landing visitor under (its cookie, taken over once and cleared, so
 * another tab starts its own), else a new random one.
 */
function journeyId(page: JourneyPage): string {
  const carried = page.cookie.match(new RegExp(`(?:^|; )${FLOWS_JOURNEY_COOKIE}=([A-Za-z0-9-]{8,64})(?:;|$)`))?.[1];
  if (carried) {
    page.clearCookie();
    return carried;
  }
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `j-${Math.random().toString(36).slice(2, 14)}`;
}

// The person type once chosen: 'F' or 'J' is no personal data.
const personTypeOf = (actor: AnyActorRef): 'F' | 'J' | undefined => {
  const value = (actor.getSnapshot() as { context?: { personType?: unknown } }).context?.personType;
  return value === 'F' || value === 'J' ? value : undefined;
};

/**
 * Reports the journey to the development relay (ADR 202), so the flow explorer on any host of this server follows
 * it: the page's host, the person type, when it started, the active states and each event the machines took with the
 * states after it; again every few seconds while nothing happens, so a tab closed without its goodbye leaves the
 * list. One report in flight at a time; what happens meanwhile goes in the next. Only state ids and event types
 * travel (no context, no payloads). Returns a function that stops it.
 */
export function relayActiveStates(
  actor: AnyActorRef,
  relayPath: string,
  post: PostReport = fetch,
  page: JourneyPage = documentPage(),
): () => void {
  const url = `${relayPath}/journeys/${journeyId(page)}`;
  const startedAt = new Date().toISOString();
  const events: JourneyReport['events'] = [];
  let sending = false;
  let again = false;
  const send = async () => {
    if (sending) {
      again = true;
      return;
    }
    sending = true;
    const report: JourneyReport = {
      host: page.host,
      personType: personTypeOf(actor),
      startedAt,
      machines: activeStates(actor),
      events: events.splice(0, 50),
    };
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
    if (event.type !== '@xstate.snapshot') return;
    // A machine's step: the event it took, and every machine's states after it.
    if ('machine' in (event.snapshot ?? {}) && !event.event.type.startsWith('xstate.init'))
      events.push({ type: event.event.type.slice(0, 120), machines: activeStates(actor) });
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      void send();
    });
  });
  void send();
  const heartbeat = setInterval(() => void send(), JOURNEY_HEARTBEAT_MS);
  const leave = () => void post(url, { method: 'DELETE', keepalive: true }).catch(() => undefined);
  if (typeof window !== 'undefined') window.addEventListener('pagehide', leave);
  return () => {
    inspection.unsubscribe();
    clearInterval(heartbeat);
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', leave);
    leave();
  };
}
