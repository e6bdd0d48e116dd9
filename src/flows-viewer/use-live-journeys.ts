import { useEffect, useState } from 'react';
import { FLOWS_RELAY_PATH, type LiveJourney, type RelayMessage } from '../../domain/flows-relay.ts';
import { type OpenChannel, useLiveStates } from './use-live-states.ts';

/** The part of an EventSource the explorer uses (a fake in tests). */
export type StreamSource = Pick<EventSource, 'addEventListener' | 'close'> & { onerror: ((event: Event) => void) | null };
/** Opens the relay's stream, or null where there is no EventSource. */
export type OpenStream = () => StreamSource | null;

const openRelayStream: OpenStream = () => (typeof EventSource === 'undefined' ? null : new EventSource(`${FLOWS_RELAY_PATH}/stream`));

/** How the explorer hears of journeys: the server's relay (any host), or this browser's other tabs (same host only). */
export type LiveSource = 'connecting' | 'relay' | 'same-origin';

function apply(journeys: LiveJourney[], message: RelayMessage): LiveJourney[] {
  if (message.type === 'journeys') return message.journeys;
  const others = journeys.filter((journey) => journey.id !== (message.type === 'gone' ? message.id : message.journey.id));
  return message.type === 'gone' ? others : [...others, message.journey];
}

/**
 * The live journeys the explorer can follow: from the development relay when the server has one (every host it
 * serves), else from the tabs of this browser on this host (BroadcastChannel, states only, no event log).
 */
export function useLiveJourneys(openStream: OpenStream = openRelayStream, openChannel?: OpenChannel) {
  const [journeys, setJourneys] = useState<LiveJourney[]>([]);
  const [source, setSource] = useState<LiveSource>('connecting');
  const local = useLiveStates(openChannel);

  useEffect(() => {
    const stream = openStream();
    if (!stream) {
      setSource('same-origin');
      return;
    }
    let opened = false;
    for (const type of ['journeys', 'journey', 'gone'] as const)
      stream.addEventListener(type, (event) => {
        opened = true;
        setSource('relay');
        setJourneys((now) => apply(now, JSON.parse((event as MessageEvent<string>).data) as RelayMessage));
      });
    // No relay (a server with the explorer off, a static preview): the browser's own tabs are all there is.
    stream.onerror = () => {
      if (opened) return;
      stream.close();
      setSource('same-origin');
    };
    return () => stream.close();
  }, [openStream]);

  if (source !== 'same-origin' || !local) return { journeys, source };
  const host = typeof window === 'undefined' ? '' : window.location.host;
  const tab: LiveJourney = { id: 'same-origin', host, personType: null, startedAt: '', machines: local, events: [], updatedAt: '' };
  return { journeys: [tab], source };
}
