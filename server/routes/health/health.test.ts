import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

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
