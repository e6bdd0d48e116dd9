import { and, eq } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientBasicData, ClientSummary } from '../../../domain/client.ts';
import { Messages } from '../../../domain/messages.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { signAccessToken } from '../../lib/auth/access-token.ts';
import { pfBody, pjBody, signUp } from '../../test-support/fixtures.ts';
import { startTestApp, TEST_CONFIG, type TestApp, TestClock } from '../../test-support/test-app.ts';

let t: TestApp;
let own: { body: Record<string, unknown>; token: string; id: number };
let other: { token: string; id: number };
beforeAll(async () => {
  t = await startTestApp();
  const body = pfBody(t, { Name: '  Maria   da Silva ' });
  const created = await signUp(t, body);
  own = { body, token: created.AccessToken, id: created.ClientId };
  const second = await signUp(t, pjBody(t));
  other = { token: second.AccessToken, id: second.ClientId };
});
afterAll(() => t.close());

const unauthorized = { Message: Messages.unauthorized };

describe('authentication', () => {
  const claims = () => ({ ClientId: own.id, UserId: own.id, PartnerId: t.partners.aurora, PersonType: 'F' as const });

  it('answers 401 without a token, with a malformed one, or with another scheme', async () => {
    for (const headers of [{}, { Authorization: 'Bearer nope' }, { Authorization: `Basic ${own.token}` }] as Record<string, string>[]) {
      const response = await t.call('GET', '/api/client/basic-data', { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(unauthorized);
    }
  });

  it('answers 401 for an expired token', async () => {
    const past = new TestClock(new Date(Date.now() - 9 * 60 * 60 * 1000));
    const token = await signAccessToken(claims(), TEST_CONFIG.jwtSecret, past);
    const response = await t.call('GET', '/api/client/basic-data', { token });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(unauthorized);
  });

  it('answers 401 for a tampered token and for one signed with another secret', async () => {
    const [header, , signature] = own.token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims(), ClientId: other.id, scope: 'onboarding', exp: 4_102_444_800 })).toString(
      'base64url',
    );
    const foreign = await sign({ ...claims(), scope: 'onboarding', exp: 4_102_444_800 }, 'another-secret-0123456789-abcdefghijkl', 'HS256');
    for (const token of [`${header}.${forged}.${signature}`, foreign]) {
      const response = await t.call('GET', '/api/client/basic-data', { token });
      expect(response.status).toBe(401);
    }
  });

  it('answers 403 for a token of the documents scope on onboarding routes', async () => {
    const token = await signAccessToken({ ...claims(), scope: 'documents' }, TEST_CONFIG.jwtSecret, new TestClock());
    expect((await t.call('GET', '/api/client/basic-data', { token })).status).toBe(403);
  });
});

describe('GET /api/client/basic-data', () => {
  it("answers the token's client data as stored (name normalised)", async () => {
    const response = await t.call('GET', '/api/client/basic-data', { token: own.token });
    expect(response.status).toBe(200);
    const data = v.parse(ClientBasicData, await response.json());
    // The privacy notice's version is kept with the consent (ADR 204), not answered as basic data.
    const { PrivacyNoticeVersion: _notice, ...basicData } = own.body;
    expect(data).toEqual({ ...basicData, Name: 'Maria da Silva', RegisterUrl: 'localhost:3000' });
  });
});

describe('PATCH /api/client/basic-data', () => {
  it('changes the editable fields, answers the new data and audits the field names', async () => {
    const patch = { Name: 'Maria Souza', Email: 'Maria.Souza@example.com', MobilePhonePrefix: '21', MobilePhoneNumber: '912345678' };
    const response = await t.call('PATCH', '/api/client/basic-data', { token: own.token, json: patch });
    expect(response.status).toBe(200);
    // The email waits for the code emailed to it (ADR 222; email-change.test.ts).
    const answer = { ...patch, Email: own.body.Email, PendingEmail: 'maria.souza@example.com', CpfCnpj: own.body.CpfCnpj };
    expect(await response.json()).toMatchObject(answer);
    const read = await (await t.call('GET', '/api/client/basic-data', { token: own.token })).json();
    expect(read).toMatchObject({ Name: 'Maria Souza', MobilePhonePrefix: '21', Email: own.body.Email });
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, String(own.id)), eq(auditEvents.action, 'client.basic-data.update')));
    // The email's own events are client.email-change.request and client.email.change.
    expect(event.fields).toEqual(['Name', 'MobilePhonePrefix', 'MobilePhoneNumber']);
    expect(event.requestId).toEqual(response.headers.get('X-Request-Id'));
  });

  it('rejects fields that are not editable, unknown keys, an empty body and bad values, changing nothing', async () => {
    const cases: [unknown, Record<string, string[]> | undefined, string][] = [
      [{ CpfCnpj: '52998224725' }, { CpfCnpj: [Messages.unknownField] }, Messages.unknownField],
      [{ PartnerId: 2 }, { PartnerId: [Messages.unknownField] }, Messages.unknownField],
      [{}, undefined, Messages.invalidBody],
      [{ Email: 'x@' }, { Email: [Messages.emailInvalid] }, Messages.emailInvalid],
      [{ BirthDate: `${new Date().getUTCFullYear() - 5}-01-01` }, { BirthDate: [Messages.underAge] }, Messages.underAge],
    ];
    const before = await (await t.call('GET', '/api/client/basic-data', { token: own.token })).json();
    for (const [json, Errors, Message] of cases) {
      const response = await t.call('PATCH', '/api/client/basic-data', { token: own.token, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(await response.json()).toEqual(Errors ? { Message, Errors } : { Message });
    }
    expect(await (await t.call('GET', '/api/client/basic-data', { token: own.token })).json()).toEqual(before);
  });

  it('applies the opening-date rule to a company: a recent date is fine', async () => {
    const BirthDate = `${new Date().getUTCFullYear() - 1}-01-01`;
    const response = await t.call('PATCH', '/api/client/basic-data', { token: other.token, json: { BirthDate } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ BirthDate, PersonType: 'J' });
  });

  it('answers 401 without a token', async () => {
    expect((await t.call('PATCH', '/api/client/basic-data', { json: { Name: 'X' } })).status).toBe(401);
  });
});

describe('GET /api/client/{id}', () => {
  it('answers the own client with the phone combined', async () => {
    const response = await t.call('GET', `/api/client/${other.id}`, { token: other.token });
    expect(response.status).toBe(200);
    const client = v.parse(ClientSummary, await response.json());
    expect(client).toEqual({
      Id: other.id,
      ChannelId: 1,
      Name: 'Padaria Central Ltda',
      PersonType: 'J',
      MobilePhone: '11987654321',
      Email: 'maria.silva@example.com',
      StatusRegistration: 1,
    });
  });

  it("answers 403 for another client's id and 401 without a token", async () => {
    const response = await t.call('GET', `/api/client/${other.id}`, { token: own.token });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ Message: Messages.forbidden });
    expect((await t.call('GET', `/api/client/${other.id}`)).status).toBe(401);
  });
});
