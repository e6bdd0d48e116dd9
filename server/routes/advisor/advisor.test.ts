import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../../domain/messages.ts';
import { advisors } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/advisor/{id}/name', () => {
  it("answers an advisor's id and name, 404 for an unknown one, 400 for a malformed id", async () => {
    const response = await t.call('GET', '/api/advisor/101/name');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ Id: 101, Name: 'Ana Souza' });
    expect((await t.call('GET', '/api/advisor/4040/name')).status).toBe(404);
    const malformed = await t.call('GET', '/api/advisor/abc/name');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ Message: Messages.invalidField, Errors: { id: [Messages.invalidField] } });
  });

  it('answers 404 for an advisor who is no longer active (a stale sign-up link names nobody)', async () => {
    await t.database.db.insert(advisors).values({ id: 9_002, name: 'Assessor Desligado', active: false });
    const response = await t.call('GET', '/api/advisor/9002/name');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ Message: Messages.notFound });
  });
});
