import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { JOURNEY_HEARTBEAT_MS, type JourneyReport } from '../../../domain/flows-relay.ts';
import { parent } from './live.fixtures.ts';
import { type JourneyPage, relayActiveStates } from './state-relay.ts';

// A relay that answers when the test says so: reports in flight can be counted.
function fakeRelay() {
  const calls: { url: string; method: string; body: JourneyReport | null }[] = [];
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

const page = (cookie = ''): JourneyPage & { cleared: number } => {
  const fake = { host: 'parceiro.localhost:3000', cookie, cleared: 0, clearCookie: () => (fake.cleared += 1) };
  return fake;
};

afterEach(() => vi.useRealTimers());

describe('relayActiveStates', () => {
  it('reports the brand host, the start, the states and each event with the states after it, one report in flight at a time', async () => {
    const relay = fakeRelay();
    const actor = createActor(parent).start();
    const stop = relayActiveStates(actor, '/api/dev/flows', relay.post, page());
    expect(relay.calls).toHaveLength(1);
    expect(relay.calls[0].url).toMatch(/^\/api\/dev\/flows\/journeys\/[A-Za-z0-9-]{8,64}$/);
    expect(relay.calls[0].body).toEqual({
      host: 'parceiro.localhost:3000',
      startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      machines: { parent: ['parent.idle'] },
      events: [],
    });

    actor.send({ type: 'start' });
    actor.getSnapshot().children.worker?.send({ type: 'next' });
    await Promise.resolve();
    // The first report is still in flight: nothing else was sent yet.
    expect(relay.calls).toHaveLength(1);
    await relay.answerAll();
    const last = relay.calls.at(-1)!;
    expect(last.body?.machines).toEqual({ parent: ['parent.busy'], child: ['child.two'] });
    expect(relay.calls.flatMap((call) => call.body?.events ?? [])).toEqual([
      { type: 'start', machines: { parent: ['parent.busy'], child: ['child.one'] } },
      { type: 'next', machines: { parent: ['parent.busy'], child: ['child.two'] } },
    ]);
    expect(new Set(relay.calls.map((call) => call.body?.startedAt)).size).toBe(1);
    expect(JSON.stringify(relay.calls)).not.toContain('context');

    stop();
    expect(relay.calls.at(-1)).toMatchObject({ url: relay.calls[0].url, method: 'DELETE' });
    const count = relay.calls.length;
    actor.send({ type: 'stop' });
    await relay.answerAll();
    expect(relay.calls).toHaveLength(count);
  });

  it('takes over the id the server listed the landing visitor under, once, and clears its cookie', () => {
    const relay = fakeRelay();
    const landing = page('theme=x; onboarding-flows-journey=0b7e4c2a-landing; other=y');
    const stop = relayActiveStates(createActor(parent).start(), '/api/dev/flows', relay.post, landing);
    expect(relay.calls[0].url).toBe('/api/dev/flows/journeys/0b7e4c2a-landing');
    expect(landing.cleared).toBe(1);
    // A cookie that is no journey id is not taken.
    const forged = page('onboarding-flows-journey=../../x');
    const other = relayActiveStates(createActor(parent).start(), '/api/dev/flows', relay.post, forged);
    expect(relay.calls.at(-1)?.url).not.toContain('..');
    expect(forged.cleared).toBe(0);
    stop();
    other();
  });

  it('reports again every few seconds while nothing happens, so the relay knows the tab is open', async () => {
    vi.useFakeTimers();
    const relay = fakeRelay();
    const stop = relayActiveStates(createActor(parent).start(), '/api/dev/flows', relay.post, page());
    relay.answerAll();
    await vi.advanceTimersByTimeAsync(0);
    const before = relay.calls.length;
    await vi.advanceTimersByTimeAsync(JOURNEY_HEARTBEAT_MS);
    expect(relay.calls.length).toBe(before + 1);
    expect(relay.calls.at(-1)?.body?.events).toEqual([]);
    stop();
    relay.answerAll();
    await vi.advanceTimersByTimeAsync(3 * JOURNEY_HEARTBEAT_MS);
    expect(relay.calls.at(-1)?.method).toBe('DELETE');
  });

  it('goes on when the relay is unreachable', async () => {
    const actor = createActor(parent).start();
    let calls = 0;
    const stop = relayActiveStates(
      actor,
      '/api/dev/flows',
      async () => {
        calls += 1;
        throw new TypeError('Failed to fetch');
      },
      page(),
    );
    actor.send({ type: 'start' });
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('busy');
    expect(calls).toBeGreaterThan(1);
    stop();
  });
});
