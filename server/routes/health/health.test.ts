import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { readinessGate } from './health.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok while the database answers', async () => {
    const response = await t.call('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('GET /api/health when the database is gone', () => {
  it('answers 503', async () => {
    const down = await startTestApp();
    await down.database.close();
    const response = await down.call('GET', '/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
  });
});

describe('GET /api/health while the server is stopping', () => {
  it('answers 503 stopping, and every other call as usual', async () => {
    let stopping = false;
    const fetch = readinessGate(
      (request) => t.app.fetch(request),
      () => stopping,
    );
    expect((await fetch(new Request('http://localhost/api/health'))).status).toBe(200);
    stopping = true;
    const health = await fetch(new Request('http://localhost/api/health'));
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'stopping' });
    expect((await fetch(new Request('http://localhost/api/openapi.json'))).status).toBe(200);
  });
});
