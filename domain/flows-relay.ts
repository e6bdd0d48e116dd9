import * as v from 'valibot';

/** Where the development relay of live journeys answers (off in production, with the flow explorer). */
export const FLOWS_RELAY_PATH = '/api/dev/flows';

/** The `<meta name>` index.html carries when the relay is on: the journey then reports its states to it. */
export const FLOWS_RELAY_META = 'onboarding-flows-relay';

const name = v.pipe(v.string(), v.maxLength(200));

/**
 * What a journey tab reports (POST /api/dev/flows/journeys/:id): the active state ids of each machine running (by
 * machine id) and the types of the events it took since its last report. Never context, payloads or PII.
 */
export const JourneyReport = v.strictObject({
  machines: v.pipe(
    v.record(name, v.pipe(v.array(name), v.maxLength(100))),
    v.check((value) => Object.keys(value).length <= 30),
  ),
  events: v.pipe(v.array(v.pipe(v.string(), v.maxLength(120))), v.maxLength(50)),
});
export type JourneyReport = v.InferOutput<typeof JourneyReport>;

/** A journey id: random, chosen by the tab. */
export const JourneyId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,64}$/));

/** One live journey as the explorer sees it: its host, its states now and its latest events (oldest first). */
export type LiveJourney = {
  id: string;
  host: string;
  machines: Record<string, string[]>;
  events: { type: string; at: string }[];
  updatedAt: string;
};

/** What the relay's stream (GET /api/dev/flows/stream, server-sent events) carries. */
export type RelayMessage =
  | { type: 'journeys'; journeys: LiveJourney[] }
  | { type: 'journey'; journey: LiveJourney }
  | { type: 'gone'; id: string };
