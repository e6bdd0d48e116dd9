import type { AnyActorRef } from 'xstate';
import { broadcastActiveStates } from './state-broadcast.ts';
import { relayActiveStates } from './state-relay.ts';

/**
 * The journey's reports to the flow explorer (ADR 202), with the explorer on only: its active states on the
 * BroadcastChannel (a /fluxos tab of the same host) and to the relay the page names. The journey imports this module
 * lazily, so none of the explorer's code reaches a customer's page (ADR 211).
 */
export function reportJourney(actor: AnyActorRef, relayPath: string): void {
  broadcastActiveStates(actor);
  relayActiveStates(actor, relayPath);
}
