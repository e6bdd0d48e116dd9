import type { JourneyReport, LiveJourney, RelayMessage } from '../../../domain/flows-relay.ts';

/** How many journeys and events per journey the relay keeps (a development tool: memory stays small). */
export const RELAY_LIMITS = { journeys: 50, events: 200 };

/** The live journeys of this server process, and the streams that follow them. */
export type JourneyBoard = {
  list: () => LiveJourney[];
  report: (id: string, host: string, report: JourneyReport) => void;
  remove: (id: string) => void;
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
  return {
    list: () => [...journeys.values()],
    report(id, host, { machines, events }) {
      const at = now().toISOString();
      const previous = journeys.get(id);
      journeys.delete(id);
      const journey: LiveJourney = {
        id,
        host,
        machines,
        events: [...(previous?.events ?? []), ...events.map((type) => ({ type, at }))].slice(-RELAY_LIMITS.events),
        updatedAt: at,
      };
      journeys.set(id, journey);
      if (journeys.size > RELAY_LIMITS.journeys) {
        const [oldest] = journeys.keys();
        journeys.delete(oldest);
        publish({ type: 'gone', id: oldest });
      }
      publish({ type: 'journey', journey });
    },
    remove(id) {
      if (journeys.delete(id)) publish({ type: 'gone', id });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
