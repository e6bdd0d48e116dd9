import { FLOWS_RELAY_PATH, type RelayMessage } from '../../../domain/flows-relay.ts';

/** The ids of the journeys on the development relay of the server at `origin`: the first message of its stream. */
async function liveJourneyIds(origin: string): Promise<string[]> {
  const stop = new AbortController();
  const response = await fetch(`${origin}${FLOWS_RELAY_PATH}/stream`, { signal: stop.signal });
  if (!response.ok || !response.body) throw new Error(`the relay's stream answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  try {
    // Server-sent events end with a blank line; the stream itself stays open, so it is dropped after the first.
    while (!text.includes('\n\n')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
  } finally {
    stop.abort();
  }
  const [first = ''] = text.split('\n\n');
  const data = first
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice('data:'.length).trim())
    .join('\n');
  const message = JSON.parse(data) as RelayMessage;
  if (message.type !== 'journeys') throw new Error(`the relay's stream began with ${message.type}, not the journeys`);
  return message.journeys.map((journey) => journey.id);
}

/**
 * Removes every journey from the relay of the server at `origin`, as each tab's pagehide does: a tab whose browser
 * context closed before that request left stays on the board, and the explorer would follow it first.
 */
export async function clearLiveJourneys(origin: string): Promise<void> {
  for (const id of await liveJourneyIds(origin)) {
    const response = await fetch(`${origin}${FLOWS_RELAY_PATH}/journeys/${id}`, { method: 'DELETE' });
    if (!response.ok) throw new Error(`the relay refused to remove journey ${id}: ${response.status}`);
  }
}
