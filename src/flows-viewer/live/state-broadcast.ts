import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';

/** The BroadcastChannel the journey tab and the flow viewer (/fluxos) share (same origin only). */
export const FLOWS_CHANNEL = 'onboarding.flows';

/** The journey's active state node ids, per machine id (the root and every running child machine). No context. */
export type ActiveStatesMessage = { type: 'flows.states'; machines: Record<string, string[]> };
/** Sent by a viewer that opens, so running journeys answer with their current states at once. */
export type HelloMessage = { type: 'flows.hello' };

/** The channel surface the broadcaster needs (a BroadcastChannel; a fake in tests). */
export type FlowsChannel = Pick<BroadcastChannel, 'postMessage' | 'close'> & { onmessage: ((event: MessageEvent) => void) | null };

const isMachineSnapshot = (snapshot: unknown): snapshot is AnyMachineSnapshot =>
  typeof snapshot === 'object' && snapshot !== null && '_nodes' in snapshot && 'machine' in snapshot;

/** The active state node ids of an actor and of its running child machines, by machine id. */
export function activeStates(actor: AnyActorRef, into: Record<string, string[]> = {}): Record<string, string[]> {
  const snapshot = actor.getSnapshot();
  if (!isMachineSnapshot(snapshot)) return into;
  into[snapshot.machine.id] = snapshot._nodes.filter((node) => node.parent).map((node) => node.id);
  for (const child of Object.values(snapshot.children)) if (child) activeStates(child as AnyActorRef, into);
  return into;
}

/**
 * Publishes the journey's active states on FLOWS_CHANNEL whenever any actor of its system changes, and again when
 * a viewer says hello. Only state ids travel (no context, no PII). Returns a function that stops it.
 */
export function broadcastActiveStates(actor: AnyActorRef, channel?: FlowsChannel): () => void {
  const target = channel ?? (typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(FLOWS_CHANNEL));
  if (!target) return () => undefined;
  let last = '';
  const publish = (always: boolean) => {
    const message: ActiveStatesMessage = { type: 'flows.states', machines: activeStates(actor) };
    const text = JSON.stringify(message);
    if (!always && text === last) return;
    last = text;
    target.postMessage(message);
  };
  // A snapshot event fires while the actor updates: read the states once the update is done, once for all the
  // snapshots of one update (a journey's start makes dozens).
  let queued = false;
  const inspection = actor.system.inspect((event) => {
    if (event.type !== '@xstate.snapshot' || queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      publish(false);
    });
  });
  target.onmessage = (event) => {
    if ((event.data as HelloMessage | undefined)?.type === 'flows.hello') publish(true);
  };
  publish(true);
  return () => {
    inspection.unsubscribe();
    target.close();
  };
}
