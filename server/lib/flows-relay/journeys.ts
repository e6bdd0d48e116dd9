import {
  JOURNEY_SILENCE_MS,
  type JourneyReport,
  LANDING_SILENCE_MS,
  LANDING_STATES,
  type LiveJourney,
  type RelayMessage,
} from '../../../domain/flows-relay.ts';

/** How many journeys and events per journey the relay keeps (a development tool: memory stays small). */
export const RELAY_LIMITS = { journeys: 50, events: 200 };

/** The live journeys of this server process, and the streams that follow them. */
export type JourneyBoard = {
  list: () => LiveJourney[];
  /** A report of a journey tab; `host` is the request's, used when the report names none. */
  report: (id: string, host: string, report: JourneyReport) => void;
  /** A visitor of the server-rendered landing (no script there to report): listed under `id` until taken over. */
  landing: (id: string, host: string) => void;
  remove: (id: string) => void;
  /** Drops the journeys not heard from for too long (a closed tab whose goodbye was lost, a crashed browser). */
  sweep: () => void;
  /** Calls `listener` on every change; returns the function that stops it. */
  subscribe: (listener: (message: RelayMessage) => void) => () => void;
};

/** An in-memory board of live journeys: the newest reports win, the oldest journey goes when the board is full. */
export function createJourneyBoard(now: () => Date = () => new Date()): JourneyBoard {
  const journeys = new Map<string, LiveJourney>();
  const listeners = new Set<(message: RelayMessage) => void>();
  const publish = (message: RelayMessage) => {
    for (const listener of listeners) listener(message);
  };
  const put = (journey: LiveJourney) => {
    journeys.delete(journey.id);
    journeys.set(journey.id, journey);
    if (journeys.size > RELAY_LIMITS.journeys) {
      const [oldest] = journeys.keys();
      journeys.delete(oldest);
      publish({ type: 'gone', id: oldest });
    }
    publish({ type: 'journey', journey });
  };
  return {
    list: () => [...journeys.values()],
    report(id, host, report) {
      const at = now().toISOString();
      const previous = journeys.get(id);
      const events = report.events.map((event) => ({ type: event.type, at, machines: event.machines }));
      put({
        id,
        host: report.host ?? host,
        personType: report.personType ?? previous?.personType ?? null,
        startedAt: previous?.startedAt ?? report.startedAt ?? at,
        machines: report.machines,
        events: [...(previous?.events ?? []), ...events].slice(-RELAY_LIMITS.events),
        updatedAt: at,
      });
    },
    landing(id, host) {
      const at = now().toISOString();
      put({ id, host, personType: null, startedAt: at, machines: LANDING_STATES, events: [], updatedAt: at, landing: true });
    },
    remove(id) {
      if (journeys.delete(id)) publish({ type: 'gone', id });
    },
    sweep() {
      const time = now().getTime();
      for (const journey of [...journeys.values()]) {
        const silence = journey.landing ? LANDING_SILENCE_MS : JOURNEY_SILENCE_MS;
        if (time - Date.parse(journey.updatedAt) > silence) this.remove(journey.id);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
