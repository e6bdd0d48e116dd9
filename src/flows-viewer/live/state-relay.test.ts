import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { parent } from './live.fixtures.ts';
import { relayActiveStates } from './state-relay.ts';

// A relay that answers when the test says so: reports in flight can be counted.
function fakeRelay() {
  const calls: { url: string; method: string; body: { machines: Record<string, string[]>; events: string[] } | null }[] = [];
  const answers: (() => void)[] = [];
  const post = (url: string, init: RequestInit) => {
    calls.push({ url, method: String(init.method), body: init.body ? JSON.parse(String(init.body)) : null });
    return new Promise<void>((resolve) => answers.push(resolve));
  };
  const answerAll = async () => {
    while (answers.length > 0) {
      answers.shift()!();
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
    }
  };
  return { calls, post, answerAll };
}

describe('relayActiveStates', () => {
  it('reports the active states and the event types, one report in flight at a time, and leaves when stopped', async () => {
    const relay = fakeRelay();
    const actor = createActor(parent).start();
    const stop = relayActiveStates(actor, '/api/dev/flows', relay.post);
    expect(relay.calls).toHaveLength(1);
    expect(relay.calls[0].url).toMatch(/^\/api\/dev\/flows\/journeys\/[A-Za-z0-9-]{8,64}$/);
    expect(relay.calls[0].body).toEqual({ machines: { parent: ['parent.idle'] }, events: [] });

    actor.send({ type: 'start' });
    actor.getSnapshot().children.worker?.send({ type: 'next' });
    await Promise.resolve();
    // The first report is still in flight: nothing else was sent yet.
    expect(relay.calls).toHaveLength(1);
    await relay.answerAll();
    const last = relay.calls.at(-1)!;
    expect(last.body?.machines).toEqual({ parent: ['parent.busy'], child: ['child.two'] });
    expect(relay.calls.flatMap((call) => call.body?.events ?? [])).toEqual(['start', 'next']);
    expect(JSON.stringify(relay.calls)).not.toContain('context');

    stop();
    expect(relay.calls.at(-1)).toMatchObject({ url: relay.calls[0].url, method: 'DELETE' });
    const count = relay.calls.length;
    actor.send({ type: 'stop' });
    await relay.answerAll();
    expect(relay.calls).toHaveLength(count);
  });

  it('goes on when the relay is unreachable', async () => {
    const actor = createActor(parent).start();
    let calls = 0;
    const stop = relayActiveStates(actor, '/api/dev/flows', async () => {
      calls += 1;
      throw new TypeError('Failed to fetch');
    });
    actor.send({ type: 'start' });
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('busy');
    expect(calls).toBeGreaterThan(1);
    stop();
  });
});
