import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readinessGate } from '../../lib/http/readiness-gate.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/health, /api/health/ready and /api/health/live', () => {
  it('answer ok while the database answers', async () => {
    for (const path of ['/api/health', '/api/health/ready']) {
      const response = await t.call('GET', path);
      expect([path, response.status, await response.json()]).toEqual([path, 200, { status: 'ok', database: 'ok' }]);
    }
    const live = await t.call('GET', '/api/health/live');
    expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }]);
  });
});

describe('health when the database is gone', () => {
  it('readiness answers 503 and liveness still 200', async () => {
    const down = await startTestApp();
    await down.database.close();
    for (const path of ['/api/health', '/api/health/ready']) {
      const response = await down.call('GET', path);
      expect([path, response.status, await response.json()]).toEqual([path, 503, { status: 'unavailable', database: 'unavailable' }]);
    }
    expect((await down.call('GET', '/api/health/live')).status).toBe(200);
  });
});

describe('health while the server is stopping', () => {
  it('readiness answers 503 stopping; liveness and every other call as usual', async () => {
    let stopping = false;
    const fetch = readinessGate(
      (request) => t.app.fetch(request),
      () => stopping,
    );
    expect((await fetch(new Request('http://localhost/api/health'))).status).toBe(200);
    stopping = true;
    for (const path of ['/api/health', '/api/health/ready', '/api/health/ready/']) {
      const health = await fetch(new Request(`http://localhost${path}`));
      expect([path, health.status, await health.json()]).toEqual([path, 503, { status: 'stopping' }]);
    }
    expect((await fetch(new Request('http://localhost/api/health/live'))).status).toBe(200);
    expect((await fetch(new Request('http://localhost/api/openapi.json'))).status).toBe(200);
  });
});
