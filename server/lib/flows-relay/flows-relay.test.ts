import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { JOURNEY_SILENCE_MS, LANDING_SILENCE_MS, LANDING_STATES, type RelayMessage } from '../../../domain/flows-relay.ts';
import type { AppEnv } from '../http/context.ts';
import { flowsRelayRoutes, listLandingVisitor, mountFlowsRelay, withFlowsRelayMeta } from './flows-relay.routes.ts';
import { createJourneyBoard, RELAY_LIMITS } from './journeys.ts';

const LOCAL = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
const ID = 'journey-0001';
const MACHINES = { onboarding: ['onboarding.partner', 'landing'] };
const REPORT = { machines: MACHINES, events: [{ type: 'route.changed', machines: MACHINES }] };
const event = (type: string) => ({ type, machines: {} });

type Call = RequestInit & { host?: string; origin?: string | null; contentType?: string };

function relay(coverageFile = join(tmpdir(), 'none', 'model.json'), trustProxy = false) {
  const app = new Hono<AppEnv>();
  mountFlowsRelay(app, { enabled: true, trustProxy, coverageFile });
  // As the journey's own page sends it: its host, its origin, JSON; each can be replaced (null: left out).
  const call = (
    path: string,
    { host = 'localhost:3000', origin, contentType = 'application/json', ...init }: Call = {},
    env: object = LOCAL,
  ) => {
    const headers: Record<string, string> = { host, 'content-type': contentType, ...(init.headers as Record<string, string>) };
    if (origin !== null) headers.origin = origin ?? `http://${host}`;
    return app.request(`/api/dev/flows${path}`, { ...init, headers }, env);
  };
  const post = (body: unknown, init: Call & { id?: string } = {}, env?: object) =>
    call(`/journeys/${init.id ?? ID}`, { method: 'POST', body: JSON.stringify(body), ...init }, env);
  /** The journeys the explorer would be shown now (the stream's first message). */
  const listed = async () => {
    const [first] = await messages(await call('/stream'), 1);
    if (first.type !== 'journeys') throw new Error('not the list');
    return first.journeys;
  };
  return { app, call, post, listed };
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
  it('streams the journeys there are, then each report, with the brand host, person type, start and the states after each event', async () => {
    const { call, post } = relay();
    expect((await post(REPORT, { host: 'parceiro.localhost:3000' })).status).toBe(204);
    const stream = await call('/stream');
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reading = messages(stream, 3);
    const chosen = { onboarding: ['onboarding.partner', 'newSignup'] };
    const startedAt = '2026-12-05T10:00:00.000Z';
    // The page names its own host (the brand's) when a proxy (Vite's) forwards it under another.
    await post(
      {
        host: 'aurora.localhost:5173',
        personType: 'J',
        startedAt,
        machines: chosen,
        events: [{ type: 'personType.choose', machines: chosen }],
      },
      { host: 'localhost:3000' },
    );
    await call(`/journeys/${ID}`, { method: 'DELETE' });
    const [first, second, third] = await reading;
    expect(first).toMatchObject({
      type: 'journeys',
      journeys: [{ id: ID, host: 'parceiro.localhost:3000', personType: null, machines: MACHINES }],
    });
    expect(second).toMatchObject({
      type: 'journey',
      journey: { id: ID, host: 'aurora.localhost:5173', personType: 'J', machines: chosen },
    });
    if (second.type !== 'journey' || first.type !== 'journeys') throw new Error('not a journey');
    // The start is the first report's: a later report does not move it.
    expect(second.journey.startedAt).toBe(first.journeys[0].startedAt);
    expect(second.journey.events.map(({ type, machines }) => ({ type, machines }))).toEqual([
      { type: 'route.changed', machines: MACHINES },
      { type: 'personType.choose', machines: chosen },
    ]);
    expect(third).toEqual({ type: 'gone', id: ID });
  });

  it('drops a journey it no longer hears from, and lists a landing visitor longer (no script there to report)', () => {
    let time = Date.parse('2026-12-05T10:00:00Z');
    const board = createJourneyBoard(() => new Date(time));
    const gone: string[] = [];
    board.subscribe((message) => message.type === 'gone' && gone.push(message.id));
    board.report(ID, 'localhost:3000', REPORT);
    board.landing('landing-0001', 'aurora.localhost:3000');
    expect(board.list().find((journey) => journey.landing)).toMatchObject({ host: 'aurora.localhost:3000', machines: LANDING_STATES });
    time += JOURNEY_SILENCE_MS;
    board.sweep();
    expect(gone).toEqual([]);
    time += 1;
    board.sweep();
    expect(gone).toEqual([ID]);
    time += LANDING_SILENCE_MS;
    board.sweep();
    expect(gone).toEqual([ID, 'landing-0001']);
  });

  it('lists a landing visitor under a cookie the journey takes over, the same one on a reload', async () => {
    const board = createJourneyBoard();
    const app = new Hono<AppEnv>().get('/', (c) => {
      listLandingVisitor(c, board, 'aurora.localhost:3000');
      return c.text('landing');
    });
    const first = await app.request('/');
    const [, id] = /onboarding-flows-journey=([^;]+)/.exec(first.headers.get('set-cookie') ?? '') ?? [];
    expect(id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(first.headers.get('set-cookie')).toMatch(/Path=\/; SameSite=Strict/);
    expect(board.list().map((journey) => [journey.id, journey.landing])).toEqual([[id, true]]);
    await app.request('/', { headers: { cookie: `onboarding-flows-journey=${id}` } });
    expect(board.list().map((journey) => journey.id)).toEqual([id]);
    // A cookie that is no journey id gets a new one.
    await app.request('/', { headers: { cookie: 'onboarding-flows-journey=../x' } });
    expect(board.list()).toHaveLength(2);
    // The journey's first report under that id replaces the landing entry.
    board.report(id, 'localhost', REPORT);
    expect(board.list().find((journey) => journey.id === id)?.landing).toBeUndefined();
  });

  it('refuses reports with context, too many events, a bad id or no JSON, and keeps what it had', async () => {
    const { call, post } = relay();
    await post(REPORT);
    const bad = [
      await post({ ...REPORT, context: { document: '52998224725' } }),
      await post({ ...REPORT, events: Array.from({ length: 51 }, () => event('x')) }),
      await post({ ...REPORT, events: ['a bare string'] }),
      await post({ ...REPORT, host: 'evil.example/<script>' }),
      await post({ ...REPORT, personType: 'X' }),
      await post(REPORT, { id: 'short' }),
      await post(REPORT, { id: '../../etc' }),
      await call(`/journeys/${ID}`, { method: 'POST', body: 'not json' }),
    ];
    expect(bad.map((response) => response.status)).toEqual([400, 400, 400, 400, 400, 400, 404, 400]);
    const [first] = await messages(await call('/stream'), 1);
    expect(first).toMatchObject({ type: 'journeys', journeys: [{ id: ID, machines: REPORT.machines }] });
  });

  it('keeps the newest journeys and the latest events of each', async () => {
    const { call, post } = relay();
    for (let i = 0; i <= RELAY_LIMITS.journeys; i++) await post(REPORT, { id: `journey-${String(i).padStart(4, '0')}` });
    for (let i = 0; i < 5; i++) await post({ machines: {}, events: Array.from({ length: 50 }, (_, k) => event(`e${i * 50 + k}`)) });
    const [first] = await messages(await call('/stream'), 1);
    if (first.type !== 'journeys') throw new Error('not the list');
    expect(first.journeys).toHaveLength(RELAY_LIMITS.journeys);
    expect(first.journeys.some((journey) => journey.id === 'journey-0000')).toBe(false);
    const own = first.journeys.find((journey) => journey.id === ID)!;
    expect(own.events).toHaveLength(RELAY_LIMITS.events);
    expect(own.events.at(-1)?.type).toBe('e249');
  });

  it('answers requests from this machine only, decided by the socket and TRUST_PROXY, never by a missing header', async () => {
    const { call, post, listed } = relay();
    const elsewhere = { incoming: { socket: { remoteAddress: '203.0.113.9' } } };
    expect((await call('/stream', {}, elsewhere)).status).toBe(403);
    expect((await post(REPORT, {}, elsewhere)).status).toBe(403);
    // No socket at all (not the Node adapter): not known to be local.
    expect((await post(REPORT, {}, {})).status).toBe(403);
    // An untrusted proxy on this machine connects from loopback on behalf of anyone, whatever address it forwards.
    for (const [name, value] of [
      ['X-Forwarded-For', '127.0.0.1'],
      ['Forwarded', 'for=127.0.0.1'],
      ['X-Real-IP', '127.0.0.1'],
    ]) {
      expect((await post(REPORT, { headers: { [name]: value } })).status, name).toBe(403);
    }
    expect(await listed()).toEqual([]);
    expect((await post(REPORT)).status).toBe(204);

    // Behind a trusted proxy, the address it appended decides (earlier entries are the client's own).
    const behind = relay(undefined, true);
    const proxy = { incoming: { socket: { remoteAddress: '10.0.0.2' } } };
    const via = (forwardedFor: string) => behind.post(REPORT, { headers: { 'X-Forwarded-For': forwardedFor } }, proxy);
    expect((await via('127.0.0.1, 203.0.113.9')).status).toBe(403);
    expect((await behind.post(REPORT, { headers: { Forwarded: 'for=127.0.0.1' } }, LOCAL)).status).toBe(403);
    expect(await behind.listed()).toEqual([]);
    expect((await via('203.0.113.9, 127.0.0.1')).status).toBe(204);
    expect((await behind.post(REPORT, {}, proxy)).status).toBe(403);
  });

  it('answers only loopback hosts: a DNS-rebinding page gets 403 on every route, reads nothing and injects nothing', async () => {
    const { call, post, listed } = relay();
    expect((await post(REPORT)).status).toBe(204);
    const foreign = [
      'evil.example',
      'evil.example:3000',
      'localhost.evil.example',
      '127.0.0.1.nip.io:3000',
      '192.168.0.7:3000',
      '[::2]:3000',
    ];
    for (const host of foreign) {
      // The browser thinks the page and the relay share an origin: it sends the attacker's host as both.
      const answers = [
        await call('/stream', { host }),
        await call('/coverage', { host }),
        await post({ machines: { fake: ['injected'] }, events: [] }, { host, id: 'journey-evil1' }),
        await call(`/journeys/${ID}`, { method: 'DELETE', host }),
      ];
      for (const answer of answers) {
        expect(answer.status, host).toBe(403);
        expect(await answer.json()).toEqual({ Message: 'Rotas de desenvolvimento respondem apenas em localhost.' });
      }
    }
    // A proxy naming the attacker's host in X-Forwarded-Host is refused the same way.
    expect((await call('/stream', { headers: { 'X-Forwarded-Host': 'evil.example' } })).status).toBe(403);
    expect((await listed()).map((journey) => journey.id)).toEqual([ID]);
    for (const host of ['localhost', '127.0.0.1:5173', '[::1]:3000', 'parceiro.localhost:5173', 'A.B.LOCALHOST:3000']) {
      expect((await call('/stream', { host })).status, host).toBe(200);
      expect((await post(REPORT, { host, id: 'journey-0002' })).status, host).toBe(204);
    }
  });

  it('takes a change only from a page of its own origin, and a report only as JSON', async () => {
    const { call, post, listed } = relay();
    expect((await post(REPORT)).status).toBe(204);
    const fake = { machines: { onboarding: ['injected'] }, events: ['fake.event'] };
    const refused = [
      // A cross-site form or beacon: no preflight for text/plain.
      await post(fake, { contentType: 'text/plain;charset=UTF-8', origin: 'http://evil.example', id: 'journey-evil1' }),
      await post(fake, { contentType: 'text/plain', id: 'journey-evil2' }),
      await post(fake, { contentType: 'application/x-www-form-urlencoded', id: 'journey-evil3' }),
      await post(fake, { origin: 'http://evil.example', id: 'journey-evil4' }),
      await post(fake, { origin: 'http://localhost:5173', id: 'journey-evil5' }),
      await post(fake, { origin: 'null', id: 'journey-evil6' }),
      await post(fake, { origin: null, id: 'journey-evil7' }),
      await post(fake, { origin: 'http://evil.example' }),
      await call(`/journeys/${ID}`, { method: 'DELETE', origin: 'http://evil.example' }),
      await call(`/journeys/${ID}`, { method: 'DELETE', origin: 'null' }),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([403, 415, 415, 403, 403, 403, 403, 403, 403, 403]);
    expect(await listed()).toEqual([expect.objectContaining({ id: ID, machines: REPORT.machines })]);
    expect((await post(REPORT, { contentType: 'Application/JSON; charset=utf-8', id: 'journey-0002' })).status).toBe(204);
    expect((await call(`/journeys/${ID}`, { method: 'DELETE' })).status).toBe(204);
    // Not a page (a browser always sends an Origin with a DELETE): the e2e suite's clean-up, on this machine.
    expect((await call('/journeys/journey-0002', { method: 'DELETE', origin: null })).status).toBe(204);
    expect(await listed()).toEqual([]);
  });

  it('serves the last model run from disk, and answers 204 (no content, nothing in the console) when there was none', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'relay-'));
    const file = join(dir, 'model.json');
    const { call } = relay(file);
    const none = await call('/coverage');
    expect(none.status).toBe(204);
    expect(await none.text()).toBe('');
    writeFileSync(file, '{"onboarding":{"states":{"total":1}}}');
    const served = await call('/coverage');
    expect(served.status).toBe(200);
    expect(await served.json()).toEqual({ onboarding: { states: { total: 1 } } });
    writeFileSync(file, '{"onboarding":{"states":{"total":2}}}');
    expect(await (await call('/coverage')).json()).toEqual({ onboarding: { states: { total: 2 } } });
  });

  it('is not mounted when the explorer is off', async () => {
    const app = new Hono<AppEnv>();
    mountFlowsRelay(app, { enabled: false, trustProxy: false, coverageFile: 'x' });
    expect((await app.request(`/api/dev/flows/stream`, { headers: { host: 'localhost' } }, LOCAL)).status).toBe(404);
    expect(flowsRelayRoutes).toBeTypeOf('function');
  });

  it('tells the journey in index.html where the relay is', () => {
    expect(withFlowsRelayMeta('<html><head><title>x</title></head></html>')).toBe(
      '<html><head><title>x</title><meta name="onboarding-flows-relay" content="/api/dev/flows"></head></html>',
    );
  });
});
