import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeMessages } from '../../../domain/api/auth.ts';
import { ElectronicCheckMessages } from '../../../domain/api/electronic-check.ts';
import { PasswordMessages } from '../../../domain/api/password.ts';
import { Messages } from '../../../domain/messages.ts';
import { DOCUMENTS_SESSION_MAX_SECONDS, signAccessToken, signPayload } from '../../lib/auth/access-token.ts';
import { type Customer, signUpCustomer } from '../../test-support/auth.ts';
import { latestCode } from '../../test-support/emails.ts';
import { startTestApp, TEST_CONFIG, type TestApp, TestClock } from '../../test-support/test-app.ts';

const clock = new TestClock(new Date('2030-08-01T12:00:00Z'));
const PASSWORD = 'cavalo bateria grampo';
let t: TestApp;
let ipCounter = 0;
const nextIp = () => `10.70.0.${++ipCounter}`;
beforeAll(async () => {
  t = await startTestApp({ clock, config: { sessionTtlSeconds: 8 * 60 * 60 } });
});
afterAll(() => t.close());

const ownData = async (token: string) => (await t.call('GET', '/api/client/basic-data', { token })).status;
const reset = (customer: Customer, token: string, proof: Record<string, unknown>) =>
  t.call('POST', '/api/electronic-check/reset', { token, json: { UserId: customer.userId, ...proof } });

/** A second session of the customer, from the continue-sign-up code (another device, or a thief's). */
async function secondSession(customer: Customer): Promise<string> {
  const ip = nextIp();
  const body = { Document: customer.document, PartnerId: t.partners.aurora };
  expect((await t.call('POST', '/api/customer/token-continue-register', { json: body, ip })).status).toBe(200);
  const Token = await latestCode(t.database.db, customer.email);
  const answer = await t.call('POST', '/api/customer/autenticate-continue-register', { json: { ...body, Token }, ip });
  return (await answer.json()).AccessToken;
}

async function withPassword(): Promise<Customer> {
  const customer = await signUpCustomer(t);
  const created = await t.call('PUT', '/api/customer/change-password', { token: customer.token, json: { NewPassword: PASSWORD } });
  expect(created.status).toBe(201);
  return customer;
}

describe('a password reset', () => {
  it('ends every session of the user: old tokens answer 401, a new sign-in works', async () => {
    const customer = await withPassword();
    const other = await secondSession(customer);
    expect([await ownData(customer.token), await ownData(other)]).toEqual([200, 200]);
    const ip = nextIp();
    const request = { partnerId: t.partners.aurora, username: customer.document };
    expect((await t.call('PUT', '/api/password/request-new', { json: request, ip })).status).toBe(200);
    const Token = await latestCode(t.database.db, customer.email);
    const body = { username: customer.document, Token, NewPassword: 'outra senha bem longa' };
    expect((await t.call('PUT', '/api/password/reset', { json: body, ip })).status).toBe(200);
    for (const token of [customer.token, other]) {
      const response = await t.call('GET', '/api/client/basic-data', { token });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ Message: Messages.unauthorized });
    }
    expect(await ownData(await secondSession(customer))).toBe(200);
  });
});

describe('POST /api/electronic-check/reset', () => {
  it('with the account password: keeps the caller’s session and ends every other one', async () => {
    const customer = await withPassword();
    const other = await secondSession(customer);
    const response = await reset(customer, customer.token, { Password: PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ HasEletronicCheck: false, IsLocked: false });
    expect([await ownData(customer.token), await ownData(other)]).toEqual([200, 401]);
    // A session signed in after the reset works; a later reset from it ends the one the first reset kept.
    const later = await secondSession(customer);
    expect((await reset(customer, later, { Password: PASSWORD })).status).toBe(200);
    expect([await ownData(later), await ownData(customer.token)]).toEqual([200, 401]);
  });

  it('with the code emailed by /reset-code, used once', async () => {
    const customer = await signUpCustomer(t);
    const other = await secondSession(customer);
    const sent = await t.call('POST', '/api/electronic-check/reset-code', { token: customer.token, json: { UserId: customer.userId } });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ Message: CodeMessages.codeSent, ExpiresInSeconds: 600 });
    const Token = await latestCode(t.database.db, customer.email);
    expect((await reset(customer, customer.token, { Token })).status).toBe(200);
    expect([await ownData(customer.token), await ownData(other)]).toEqual([200, 401]);
    const again = await reset(customer, customer.token, { Token });
    expect(again.status).toBe(400);
    expect((await again.json()).Errors).toEqual({ Token: [CodeMessages.codeInvalid] });
  });

  it('refuses a stolen token alone: 400 without a proof, with a wrong password or a wrong code; no session ends', async () => {
    const customer = await withPassword();
    const other = await secondSession(customer);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{}, { Password: [ElectronicCheckMessages.resetProofRequired] }],
      [{ Password: PASSWORD, Token: '123456' }, { Password: [ElectronicCheckMessages.resetProofRequired] }],
      [{ Password: 'senha errada demais' }, { Password: [PasswordMessages.wrong] }],
      [{ Token: '123456' }, { Token: [CodeMessages.codeInvalid] }],
      [{ Token: '12' }, { Token: [CodeMessages.codeFormat] }],
    ];
    for (const [proof, errors] of cases) {
      const response = await reset(customer, other, proof);
      expect(response.status, JSON.stringify(proof)).toBe(400);
      expect((await response.json()).Errors).toEqual(errors);
    }
    expect([await ownData(customer.token), await ownData(other)]).toEqual([200, 200]);
  });

  it('answers 429 with Retry-After once the password guesses of POST /api/password/validate and the reset are spent', async () => {
    const customer = await withPassword();
    for (let i = 0; i < 10; i++) expect((await reset(customer, customer.token, { Password: 'senha errada demais' })).status).toBe(400);
    const limited = await reset(customer, customer.token, { Password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ Message: Messages.tooManyRequests });
    expect(Number(limited.headers.get('Retry-After'))).toBeLessThanOrEqual(900);
  });
});

describe('documents-scope sessions', () => {
  it('last 30 minutes at most, whatever the session TTL or the token’s own expiry says', async () => {
    const customer = await signUpCustomer(t);
    const claims = { ClientId: customer.clientId, UserId: customer.userId, PartnerId: t.partners.aurora, PersonType: 'F' as const };
    const signed = await signAccessToken({ ...claims, scope: 'documents' }, TEST_CONFIG.jwtSecret, clock, 8 * 60 * 60);
    const payload = JSON.parse(Buffer.from(signed.split('.')[1], 'base64url').toString('utf8'));
    expect(payload.exp - payload.iat).toBe(DOCUMENTS_SESSION_MAX_SECONDS);
    // A token of ours claiming a longer life (issued before ADR 192) ends at 30 minutes too.
    const long = signPayload({ ...payload, exp: payload.iat + 8 * 60 * 60 }, TEST_CONFIG.jwtSecret);
    const list = (token: string) => t.call('GET', `/api/document/client/${customer.clientId}`, { token });
    expect([(await list(signed)).status, (await list(long)).status]).toEqual([200, 200]);
    clock.advance((DOCUMENTS_SESSION_MAX_SECONDS - 60) * 1000);
    expect((await list(long)).status).toBe(200);
    clock.advance(61_000);
    for (const token of [signed, long]) {
      const response = await list(token);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ Message: Messages.unauthorized });
    }
    expect(await ownData(customer.token)).toBe(200);
  });
});
