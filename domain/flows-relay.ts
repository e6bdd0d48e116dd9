import * as v from 'valibot';

/** Where the development relay of live journeys answers (off in production, with the flow explorer). */
export const FLOWS_RELAY_PATH = '/api/dev/flows';

/** The `<meta name>` index.html carries when the relay is on: the journey then reports its states to it. */
export const FLOWS_RELAY_META = 'onboarding-flows-relay';

/**
 * The cookie the server sets on the landing it renders (no JavaScript there) with the relay on: the journey id it
 * listed the visitor under, which the journey's script takes over on the next page (and clears).
 */
export const FLOWS_JOURNEY_COOKIE = 'onboarding-flows-journey';

/**
 * The onboarding machine's active states on the landing (by machine id, in document order, as a journey reports
 * them), with which the relay lists a visitor before any script runs.
 */
export const LANDING_STATES: Record<string, string[]> = {
  onboarding: ['onboarding.partner', 'onboarding.partner.ready', 'onboarding.partner.ready.visitor', 'landing'],
};

/** How often a journey tab reports while nothing happens, and how long the relay keeps one it no longer hears. */
export const JOURNEY_HEARTBEAT_MS = 5_000;
export const JOURNEY_SILENCE_MS = 20_000;
/** A landing visitor has no script to report again: listed this long unless the next page takes it over. */
export const LANDING_SILENCE_MS = 10 * 60_000;

const name = v.pipe(v.string(), v.maxLength(200));
const Machines = v.pipe(
  v.record(name, v.pipe(v.array(name), v.maxLength(100))),
  v.check((value) => Object.keys(value).length <= 30),
);

/**
 * What a journey tab reports (POST /api/dev/flows/journeys/:id): the page's host (the brand's), the person type once
 * chosen, when the journey started, the active state ids of each machine running (by machine id) and the events it
 * took since its last report, each with the states after it. Never context, payloads, names, documents or tokens.
 */
export const JourneyReport = v.strictObject({
  host: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9.-]{1,253}(:\d{1,5})?$/i))),
  personType: v.optional(v.picklist(['F', 'J'])),
  startedAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  machines: Machines,
  events: v.pipe(v.array(v.strictObject({ type: v.pipe(v.string(), v.maxLength(120)), machines: Machines })), v.maxLength(50)),
});
export type JourneyReport = v.InferOutput<typeof JourneyReport>;

/** A journey id: random, chosen by the tab (or by the server for a landing visitor). */
export const JourneyId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,64}$/));

/** One event of a live journey: its type, when the relay heard it and the states after it (by machine id). */
export type LiveEvent = { type: string; at: string; machines: Record<string, string[]> };

/**
 * One live journey as the explorer sees it: the brand host, person type, when it started, its states now, its latest
 * events (oldest first) and when it last reported; `landing` while only the server-rendered landing was seen.
 */
export type LiveJourney = {
  id: string;
  host: string;
  personType: 'F' | 'J' | null;
  startedAt: string;
  machines: Record<string, string[]>;
  events: LiveEvent[];
  updatedAt: string;
  landing?: boolean;
};

/** What the relay's stream (GET /api/dev/flows/stream, server-sent events) carries. */
export type RelayMessage =
  | { type: 'journeys'; journeys: LiveJourney[] }
  | { type: 'journey'; journey: LiveJourney }
  | { type: 'gone'; id: string };
