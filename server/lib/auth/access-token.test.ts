import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token.ts';

const clock = { now: () => new Date('2026-11-21T12:00:00Z') };
const claims = { ClientId: 7, UserId: 8, PartnerId: 1, PersonType: 'F' as const };
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('AccessToken (HS256)', () => {
  it('round-trips the claims of a token it signed', async () => {
    const token = await signAccessToken(claims, 'secret-a', clock);
    expect(await verifyAccessToken(token, 'secret-a', clock)).toMatchObject({ ...claims, scope: 'onboarding' });
  });

  it('refuses another secret, an "alg: none" token, a changed payload and an expired token', async () => {
    const token = await signAccessToken(claims, 'secret-a', clock);
    const [header, payload, signature] = token.split('.');
    expect(await verifyAccessToken(token, 'secret-b', clock)).toBeUndefined();
    expect(await verifyAccessToken(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`, 'secret-a', clock)).toBeUndefined();
    const forged = b64({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ClientId: 99 });
    expect(await verifyAccessToken(`${header}.${forged}.${signature}`, 'secret-a', clock)).toBeUndefined();
    const later = { now: () => new Date('2026-11-22T12:00:00Z') };
    expect(await verifyAccessToken(token, 'secret-a', later)).toBeUndefined();
  });

  it('a token verified once is still refused once expired, or under another secret (verifications are cached)', async () => {
    const token = await signAccessToken(claims, 'secret-a', clock);
    expect(await verifyAccessToken(token, 'secret-a', clock)).toMatchObject(claims);
    expect(await verifyAccessToken(token, 'secret-a', { now: () => new Date('2026-11-21T20:00:01Z') })).toBeUndefined();
    expect(await verifyAccessToken(token, 'secret-b', clock)).toBeUndefined();
    expect(await verifyAccessToken(token, 'secret-a', clock)).toMatchObject(claims);
  });
});
