import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../../domain/messages.ts';
import { pendingSignUps } from '../../db/schema/index.ts';
import { pfBody, signUp } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp, TestClock } from '../../test-support/test-app.ts';
import { SignUpLimits } from './client.routes.ts';

const clock = new TestClock(new Date('2030-05-06T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

const post = (json: unknown, ip: string) => t.call('POST', '/api/client/basic-data', { json, ip });
const pendingCount = async () => (await t.database.db.select({ n: count() }).from(pendingSignUps))[0].n;

// Seconds until the 15-minute window of `clock` ends, as Retry-After says it.
const untilWindowEnd = () => 900 - Math.floor((clock.now().getTime() % 900_000) / 1000);

describe('POST /api/client/basic-data: rate limits', () => {
  it('answers 429 with a pt-BR Message and Retry-After once an address spent its sign-ups; nothing is stored', async () => {
    const ip = '10.60.0.1';
    for (let i = 0; i < SignUpLimits.address.limit; i++) expect((await post(pfBody(t), ip)).status).toBe(202);
    const before = await pendingCount();
    const limited = await post(pfBody(t), ip);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ Message: Messages.tooManyRequests });
    expect(Number(limited.headers.get('Retry-After'))).toBe(untilWindowEnd());
    expect(await pendingCount()).toBe(before);
    expect((await post(pfBody(t), '10.60.0.2')).status).toBe(202);
    clock.advance(untilWindowEnd() * 1000);
    expect((await post(pfBody(t), ip)).status).toBe(202);
  });

  it('caps attempts at one document per address; another address is not kept out, and the cap ends within 15 minutes', async () => {
    const body = pfBody(t, { Email: 'dona@example.com' });
    // Attempts at a taken document count too: they are what an enumeration would make.
    const taken = pfBody(t);
    await signUp(t, taken);
    for (let i = 0; i < SignUpLimits.document.limit; i++) expect((await post(taken, '10.61.0.2')).status).toBe(202);
    const limited = await post(taken, '10.61.0.2');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeLessThanOrEqual(900);
    // A third party spending a free document's attempts from its own address does not stop its owner elsewhere.
    const invalid = { ...body, KnowledgeId: 999_999 };
    for (let i = 0; i < SignUpLimits.document.limit; i++) expect((await post(invalid, '10.61.0.3')).status).toBe(400);
    expect((await post(body, '10.61.0.3')).status).toBe(429);
    expect((await post(body, '10.61.0.4')).status).toBe(202);
  });
});
