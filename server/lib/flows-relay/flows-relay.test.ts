import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { RelayMessage } from '../../../domain/flows-relay.ts';
import type { AppEnv } from '../http/context.ts';
import { flowsRelayRoutes, mountFlowsRelay, withFlowsRelayMeta } from './flows-relay.routes.ts';
import { RELAY_LIMITS } from './journeys.ts';

const LOCAL = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
const ID = 'journey-0001';
const REPORT = { machines: { onboarding: ['onboarding.partner', 'landing'] }, events: ['route.changed'] };

function relay(coverageFile = join(tmpdir(), 'none', 'model.json')) {
  const app = new Hono<AppEnv>();
  mountFlowsRelay(app, { enabled: true, coverageFile });
  const call = (path: string, init: RequestInit & { host?: string } = {}, env: object = LOCAL) =>
    app.request(
      `/api/dev/flows${path}`,
      { ...init, headers: { host: init.host ?? 'localhost:3000', 'content-type': 'application/json' } },
      env,
    );
  const post = (body: unknown, init: { host?: string; id?: string } = {}) =>
    call(`/journeys/${init.id ?? ID}`, { method: 'POST', body: JSON.stringify(body), host: init.host });
  return { app, call, post };
}

// Reads server-sent events until `count` messages arrived (no clock involved: each read waits for the next chunk).
async function messages(response: Response, count: number): Promise<RelayMessage[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const parsed = () => [...text.matchAll(/^data: (.*)$/gm)].map((match) => JSON.parse(match[1]) as RelayMessage);
  while (parsed().length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  await reader.cancel();
  return parsed();
}

describe('the development relay of live journeys', () => {
  it('streams the journeys there are, then each report, with the host it came from', async () => {
    const { call, post } = relay();
    expect((await post(REPORT, { host: 'parceiro.localhost:3000' })).status).toBe(204);
    const stream = await call('/stream');
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reading = messages(stream, 3);
    await post(
      { machines: { onboarding: ['onboarding.partner', 'newSignup'] }, events: ['personType.choose'] },
      { host: 'parceiro.localhost:3000' },
    );
    await call(`/journeys/${ID}`, { method: 'DELETE' });
    const [first, second, third] = await reading;
    expect(first).toMatchObject({ type: 'journeys', journeys: [{ id: ID, host: 'parceiro.localhost:3000', machines: REPORT.machines }] });
    expect(second).toMatchObject({ type: 'journey', journey: { id: ID, machines: { onboarding: ['onboarding.partner', 'newSignup'] } } });
    if (second.type !== 'journey') throw new Error('not a journey');
    expect(second.journey.events.map((event) => event.type)).toEqual(['route.changed', 'personType.choose']);
    expect(third).toEqual({ type: 'gone', id: ID });
  });

  it('refuses reports with context, too many events, a bad id or no JSON, and keeps what it had', async () => {
    const { call, post } = relay();
    await post(REPORT);
    const bad = [
      await post({ ...REPORT, context: { document: '52998224725' } }),
      await post({ ...REPORT, events: Array.from({ length: 51 }, () => 'x') }),
      await post(REPORT, { id: 'short' }),
      await post(REPORT, { id: '../../etc' }),
      await call(`/journeys/${ID}`, { method: 'POST', body: 'not json' }),
    ];
    expect(bad.map((response) => response.status)).toEqual([400, 400, 400, 404, 400]);
    const [first] = await messages(await call('/stream'), 1);
    expect(first).toMatchObject({ type: 'journeys', journeys: [{ id: ID, machines: REPORT.machines }] });
  });

  it('keeps the newest journeys and the latest events of each', async () => {
    const { call, post } = relay();
    for (let i = 0; i <= RELAY_LIMITS.journeys; i++) await post(REPORT, { id: `journey-${String(i).padStart(4, '0')}` });
    for (let i = 0; i < 5; i++) await post({ machines: {}, events: Array.from({ length: 50 }, (_, k) => `e${i * 50 + k}`) });
    const [first] = await messages(await call('/stream'), 1);
    if (first.type !== 'journeys') throw new Error('not the list');
    expect(first.journeys).toHaveLength(RELAY_LIMITS.journeys);
    expect(first.journeys.some((journey) => journey.id === 'journey-0000')).toBe(false);
    const own = first.journeys.find((journey) => journey.id === ID)!;
    expect(own.events).toHaveLength(RELAY_LIMITS.events);
    expect(own.events.at(-1)?.type).toBe('e249');
  });

  it('answers requests from this machine only', async () => {
    const { call, post } = relay();
    expect((await call('/stream', {}, { incoming: { socket: { remoteAddress: '203.0.113.9' } } })).status).toBe(403);
    const forwarded = await relay().app.request(
      `/api/dev/flows/journeys/${ID}`,
      { method: 'POST', body: JSON.stringify(REPORT), headers: { 'X-Forwarded-For': '203.0.113.9', 'content-type': 'application/json' } },
      LOCAL,
    );
    expect(forwarded.status).toBe(403);
    expect((await post(REPORT)).status).toBe(204);
  });

  it('serves the last model run from disk, and says when there was none', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'relay-'));
    const file = join(dir, 'model.json');
    const { call } = relay(file);
    expect((await call('/coverage')).status).toBe(404);
    writeFileSync(file, '{"onboarding":{"states":{"total":1}}}');
    const served = await call('/coverage');
    expect(served.status).toBe(200);
    expect(await served.json()).toEqual({ onboarding: { states: { total: 1 } } });
    writeFileSync(file, '{"onboarding":{"states":{"total":2}}}');
    expect(await (await call('/coverage')).json()).toEqual({ onboarding: { states: { total: 2 } } });
  });

  it('is not mounted when the explorer is off', async () => {
    const app = new Hono<AppEnv>();
    mountFlowsRelay(app, { enabled: false, coverageFile: 'x' });
    expect((await app.request(`/api/dev/flows/stream`, {}, LOCAL)).status).toBe(404);
    expect(flowsRelayRoutes).toBeTypeOf('function');
  });

  it('tells the journey in index.html where the relay is', () => {
    expect(withFlowsRelayMeta('<html><head><title>x</title></head></html>')).toBe(
      '<html><head><title>x</title><meta name="onboarding-flows-relay" content="/api/dev/flows"></head></html>',
    );
  });
});
