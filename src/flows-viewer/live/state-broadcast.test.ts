import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { parent } from './live.fixtures.ts';
import { type ActiveStatesMessage, broadcastActiveStates, type FlowsChannel } from './state-broadcast.ts';

function fakeChannel() {
  const sent: ActiveStatesMessage[] = [];
  const channel: FlowsChannel = {
    postMessage: (message: ActiveStatesMessage) => sent.push(message),
    close: () => undefined,
    onmessage: null,
  };
  return { channel, sent };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('broadcastActiveStates', () => {
  it('publishes the active state ids of the root and of its running child machines as they change', async () => {
    const { channel, sent } = fakeChannel();
    const actor = createActor(parent).start();
    const stop = broadcastActiveStates(actor, channel);
    expect(sent.at(-1)).toEqual({ type: 'flows.states', machines: { parent: ['parent.idle'] } });

    actor.send({ type: 'start' });
    await settle();
    expect(sent.at(-1)?.machines).toEqual({ parent: ['parent.busy'], child: ['child.one'] });

    // A child's own transition is published too, though the root's snapshot did not change.
    actor.getSnapshot().children.worker?.send({ type: 'next' });
    await settle();
    expect(sent.at(-1)?.machines).toEqual({ parent: ['parent.busy'], child: ['child.two'] });

    actor.send({ type: 'stop' });
    await settle();
    expect(sent.at(-1)?.machines).toEqual({ parent: ['parent.idle'] });
    stop();
  });

  it('sends nothing new when nothing changed, and answers a viewer that says hello', async () => {
    const { channel, sent } = fakeChannel();
    const actor = createActor(parent).start();
    broadcastActiveStates(actor, channel);
    actor.send({ type: 'unknown' });
    await settle();
    expect(sent).toHaveLength(1);
    channel.onmessage?.({ data: { type: 'flows.hello' } } as MessageEvent);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });

  it('stops publishing once stopped', async () => {
    const { channel, sent } = fakeChannel();
    const actor = createActor(parent).start();
    broadcastActiveStates(actor, channel)();
    actor.send({ type: 'start' });
    await settle();
    expect(sent).toHaveLength(1);
  });
});
