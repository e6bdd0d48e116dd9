import { useEffect, useState } from 'react';
import { type ActiveStatesMessage, FLOWS_CHANNEL, type FlowsChannel, type HelloMessage } from './live/state-broadcast.ts';

/** Opens the channel the journey tabs publish on (a fake in tests). */
export type OpenChannel = () => FlowsChannel | null;

const openBroadcastChannel: OpenChannel = () => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(FLOWS_CHANNEL));

/**
 * The active state ids (per machine id) the running journey in another tab publishes, or null until one does.
 * Says hello on opening so a journey already running answers at once.
 */
export function useLiveStates(open: OpenChannel = openBroadcastChannel): Record<string, string[]> | null {
  const [states, setStates] = useState<Record<string, string[]> | null>(null);
  useEffect(() => {
    const channel = open();
    if (!channel) return;
    channel.onmessage = (event) => {
      const message = event.data as ActiveStatesMessage | undefined;
      if (message?.type === 'flows.states') setStates(message.machines);
    };
    channel.postMessage({ type: 'flows.hello' } satisfies HelloMessage);
    return () => channel.close();
  }, [open]);
  return states;
}
