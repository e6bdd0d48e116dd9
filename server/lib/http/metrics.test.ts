import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { findPartnerByHost } from '../../services/partners/partner.service.ts';
import { pfBody } from '../../test-support/fixtures.ts';
import { TEST_CONFIG, TEST_KDF } from '../../test-support/test-app.ts';
import { createTestDatabase } from '../../test-support/test-db.ts';
import { createLogger } from './logger.ts';
import { createMetrics } from './metrics.ts';

const TOKEN = 'metrics-token-0123456789-abcdefghij';
let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

const call = (path: string, init: RequestInit = {}, ip = '127.0.0.1', on = app) =>
  Promise.resolve(on.request(path, init, { incoming: { socket: { remoteAddress: ip } } }));

/** The value of one sample line of the exposition (`name{labels} value`), 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((row) => row.startsWith(`${name}{`) && wanted.every((label) => row.includes(label)));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const metrics = createMetrics({ db: database.db, poolUsage: database.poolUsage, token: TOKEN });
  app = createApp({ db: database.db, config: TEST_CONFIG, logger: createLogger('silent'), kdf: TEST_KDF, metrics });
});
afterAll(() => database.close());

describe('GET /metrics', () => {
  it('counts requests by route pattern, method and status, times them, and reads the pool and the outbox', async () => {
    const before = await (await call('/metrics')).text();
    const health = { method: 'GET', route: '/api/health', status: '200' };
    await call('/api/health');
    await call('/api/health');
    const aurora = (await findPartnerByHost(database.db, 'localhost'))?.id;
    const signUp = await call('/api/client/basic-data', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(pfBody({ partners: { aurora, bravo: aurora } } as never)),
    });
    const response = await call('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const after = await response.text();
    expect(sample(after, 'http_requests_total', health) - sample(before, 'http_requests_total', health)).toBe(2);
    expect(sample(after, 'http_request_duration_seconds_count', health)).toBe(sample(after, 'http_requests_total', health));
    expect(signUp.status).toBe(202);
    expect(sample(after, 'http_requests_total', { method: 'POST', route: '/api/client/basic-data', status: '202' })).toBe(1);
    expect(after).toMatch(/^db_pool_connections\{state="(total|idle|waiting)"\} \d+$/m);
    expect(after).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(after).toMatch(/^outbox_pending\{kind="\w+"\} [1-9]/m);
  });

  it('answers 404 to other hosts, and to loopback callers relayed by a proxy, unless they bring METRICS_TOKEN', async () => {
    expect((await call('/metrics', {}, '203.0.113.9')).status).toBe(404);
    expect((await call('/metrics', { headers: { 'X-Forwarded-For': '203.0.113.9' } })).status).toBe(404);
    expect((await call('/metrics', { headers: { Authorization: 'Bearer wrong' } }, '203.0.113.9')).status).toBe(404);
    const withToken = await call('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } }, '203.0.113.9');
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain('http_requests_total');
  });

  it('answers 404 to a DNS-rebinding page: a loopback caller naming a host that is not this machine', async () => {
    for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example']) {
      expect((await call('/metrics', { headers: { Host: host } })).status, host).toBe(404);
    }
    expect((await call('/metrics', { headers: { Host: 'localhost', 'X-Forwarded-Host': 'evil.example' } })).status).toBe(404);
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      expect((await call('/metrics', { headers: { Host: host } })).status, host).toBe(200);
    }
  });

  it('decides who is local from the socket and TRUST_PROXY, never from a missing header', async () => {
    expect((await call('/metrics', {}, '10.0.0.2')).status).toBe(404);
    expect((await call('/metrics', { headers: { 'X-Forwarded-For': '127.0.0.1' } }, '10.0.0.2')).status).toBe(404);
    const metrics = createMetrics({ db: database.db, poolUsage: database.poolUsage, trustProxy: true });
    const config = { ...TEST_CONFIG, trustProxy: true };
    const behind = createApp({ db: database.db, config, logger: createLogger('silent'), kdf: TEST_KDF, metrics });
    const scrape = (headers: Record<string, string>, ip: string) => call('/metrics', { headers }, ip, behind);
    // The proxy's own address without a forwarded one, the client's own entry, a header the server does not read.
    expect((await scrape({}, '10.0.0.2')).status).toBe(404);
    expect((await scrape({ 'X-Forwarded-For': '127.0.0.1, 203.0.113.9' }, '10.0.0.2')).status).toBe(404);
    expect((await scrape({ Forwarded: 'for=127.0.0.1' }, '127.0.0.1')).status).toBe(404);
    expect((await scrape({ 'X-Real-IP': '203.0.113.9' }, '127.0.0.1')).status).toBe(404);
    expect((await scrape({ 'X-Forwarded-For': '203.0.113.9, 127.0.0.1' }, '10.0.0.2')).status).toBe(200);
    expect((await scrape({}, '127.0.0.1')).status).toBe(200);
  });
});
