import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../../domain/messages.ts';
import { pfBody, signUp } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp, TestClock } from '../../test-support/test-app.ts';

const clock = new TestClock(new Date('2030-02-01T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock, config: { sessionTtlSeconds: 60 } });
});
afterAll(() => t.close());

describe('SESSION_TTL_SECONDS', () => {
  it('signs AccessTokens for the configured lifetime, and the API refuses one past it', async () => {
    const { AccessToken, ClientId } = await signUp(t, pfBody(t));
    const claims = JSON.parse(Buffer.from(AccessToken.split('.')[1], 'base64url').toString('utf8'));
    expect(claims.exp - claims.iat).toBe(60);
    expect((await t.call('GET', `/api/client/${ClientId}`, { token: AccessToken })).status).toBe(200);
    clock.advance(61_000);
    const expired = await t.call('GET', `/api/client/${ClientId}`, { token: AccessToken });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ Message: Messages.unauthorized });
  });
});
