import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ElectronicCheckMessages, isObviousSignature } from '../../../domain/api/electronic-check.ts';
import { Messages } from '../../../domain/messages.ts';
import { auditEvents, electronicChecks } from '../../db/schema/index.ts';
import { signAccessToken } from '../../lib/auth/access-token.ts';
import { verifySignature } from '../../services/electronic-check/electronic-check.service.ts';
import { type Customer, signUpCustomer } from '../../test-support/auth.ts';
import { latestCode, queuedEmails } from '../../test-support/emails.ts';
import { startTestApp, TEST_CONFIG, TEST_KDF, type TestApp, TestClock } from '../../test-support/test-app.ts';
import { DAILY_RESET_CAP } from './electronic-check.routes.ts';

const clock = new TestClock(new Date('2030-07-08T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

const PIN = '482915';
const call = (customer: Customer, path: string, json?: unknown, method = 'POST') =>
  t.call(method, `/api/electronic-check/${path}`, { token: customer.token, json });
const create = (customer: Customer, ElectronicCheck = PIN) => call(customer, 'create', { UserId: customer.userId, ElectronicCheck });
const authenticate = (customer: Customer, Signature: string) => call(customer, 'authenticate', { UserId: customer.userId, Signature });
const status = async (customer: Customer) => (await call(customer, `verify/${customer.userId}`, undefined, 'GET')).json();
// A reset with the proof of an emailed code (sessions.test.ts covers the proofs).
const resetWithCode = async (customer: Customer) => {
  expect((await call(customer, 'reset-code', { UserId: customer.userId })).status).toBe(200);
  return call(customer, 'reset', { UserId: customer.userId, Token: await latestCode(t.database.db, customer.email) });
};

describe('create and verify', () => {
  it('creates the signature once (hashed, audited): verify turns true, a second create is 409', async () => {
    const customer = await signUpCustomer(t);
    expect(await status(customer)).toEqual({ HasEletronicCheck: false, IsLocked: false });
    const created = await create(customer);
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ HasEletronicCheck: true, IsLocked: false });
    const [row] = await t.database.db.select().from(electronicChecks).where(eq(electronicChecks.userId, customer.userId));
    expect(row.hash).toMatch(/^\$argon2id\$/);
    expect(row.hash).not.toContain(PIN);
    expect(await status(customer)).toEqual({ HasEletronicCheck: true, IsLocked: false });
    const again = await create(customer, '739164');
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ Message: ElectronicCheckMessages.alreadySet });
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'electronic-check.create'));
    expect(audit.map((event) => event.entityId)).toContain(String(customer.userId));
  });

  it('answers 400 for a malformed or obvious signature, and stores nothing', async () => {
    const customer = await signUpCustomer(t);
    for (const [pin, message] of [
      ['12345', ElectronicCheckMessages.format],
      ['12a456', ElectronicCheckMessages.format],
      ['123456', ElectronicCheckMessages.obvious],
      ['777777', ElectronicCheckMessages.obvious],
      ['876543', ElectronicCheckMessages.obvious],
    ]) {
      const response = await create(customer, pin);
      expect(response.status, pin).toBe(400);
      expect((await response.json()).Errors).toEqual({ ElectronicCheck: [message] });
    }
    expect(await status(customer)).toEqual({ HasEletronicCheck: false, IsLocked: false });
  });
});

describe('authenticate and lockout', () => {
  it('answers 200 for the right signature and 400 with the attempts left for a wrong one', async () => {
    const customer = await signUpCustomer(t);
    await create(customer);
    const wrong = await authenticate(customer, '000111');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      Message: ElectronicCheckMessages.wrong(4),
      Errors: { Signature: [ElectronicCheckMessages.wrong(4)] },
    });
    const right = await authenticate(customer, PIN);
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ Valid: true });
    // A right signature gives the attempts back.
    expect((await (await authenticate(customer, '000111')).json()).Message).toBe(ElectronicCheckMessages.wrong(4));
  });

  it('locks after 5 wrong signatures (even the right one is refused) until reset', async () => {
    const customer = await signUpCustomer(t);
    await create(customer);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await authenticate(customer, '000111')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 423]);
    const locked = await authenticate(customer, PIN);
    expect(locked.status).toBe(423);
    expect(await locked.json()).toEqual({ Message: ElectronicCheckMessages.locked });
    expect(await status(customer)).toEqual({ HasEletronicCheck: true, IsLocked: true });
    const reset = await resetWithCode(customer);
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ HasEletronicCheck: false, IsLocked: false });
    const [notice] = await queuedEmails(t.database.db, customer.email);
    expect(notice.subject).toBe('Aurora Investimentos: sua assinatura eletrônica foi redefinida');
    expect((await create(customer, '739164')).status).toBe(201);
    expect((await authenticate(customer, '739164')).status).toBe(200);
  });

  it('counts concurrent wrong guesses atomically: no more than 5 are ever checked', async () => {
    const customer = await signUpCustomer(t);
    await create(customer);
    const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => authenticate(customer, String(100_000 + i))));
    const statuses = guesses.map((response) => response.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(4);
    expect(statuses.filter((s) => s === 423)).toHaveLength(8);
    expect((await authenticate(customer, PIN)).status).toBe(423);
  });

  it('answers 404 when there is no signature to check', async () => {
    const customer = await signUpCustomer(t);
    const response = await authenticate(customer, PIN);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ Message: ElectronicCheckMessages.notSet });
  });

  it('caps resets per day', async () => {
    const customer = await signUpCustomer(t);
    for (let i = 0; i < DAILY_RESET_CAP; i++) expect((await resetWithCode(customer)).status).toBe(200);
    const capped = await resetWithCode(customer);
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('verifySignature (for the agreements service)', () => {
  it('tells valid, invalid with attempts left, locked and missing apart', async () => {
    const customer = await signUpCustomer(t);
    const options = { kdf: TEST_KDF, now: clock.now() };
    expect(await verifySignature(t.database.db, customer.userId, PIN, options)).toEqual({ status: 'missing' });
    await create(customer);
    expect(await verifySignature(t.database.db, customer.userId, PIN, options)).toEqual({ status: 'valid' });
    expect(await verifySignature(t.database.db, customer.userId, '999000', options)).toEqual({ status: 'invalid', attemptsLeft: 4 });
    for (let i = 0; i < 3; i++) await verifySignature(t.database.db, customer.userId, '999000', options);
    expect(await verifySignature(t.database.db, customer.userId, '999000', options)).toEqual({ status: 'locked' });
    expect(await verifySignature(t.database.db, customer.userId, PIN, options)).toEqual({ status: 'locked' });
  });
});

describe('validation', () => {
  it('answers 400 naming the field for malformed bodies and parameters on every call', async () => {
    const customer = await signUpCustomer(t);
    const cases: [string, string, unknown, Record<string, string[]>][] = [
      ['POST', 'create', { UserId: customer.userId }, { ElectronicCheck: [ElectronicCheckMessages.format] }],
      ['POST', 'reset', { UserId: 'me', Token: '123456' }, { UserId: [Messages.invalidField] }],
      ['POST', 'authenticate', { UserId: customer.userId, Signature: '12' }, { Signature: [ElectronicCheckMessages.format] }],
      ['POST', 'authenticate', { UserId: customer.userId, Signature: PIN, Extra: 1 }, { Extra: [Messages.unknownField] }],
      ['GET', 'verify/abc', undefined, { userId: [Messages.invalidField] }],
    ];
    for (const [method, path, json, errors] of cases) {
      const response = await call(customer, path, json, method);
      expect(response.status, path).toBe(400);
      expect((await response.json()).Errors).toEqual(errors);
    }
  });
});

describe('authorization', () => {
  it('answers 403 when UserId is not the token’s own user, on every call', async () => {
    const [owner, intruder] = [await signUpCustomer(t), await signUpCustomer(t)];
    await create(owner);
    const asIntruder = (path: string, json?: unknown, method = 'POST') =>
      t.call(method, `/api/electronic-check/${path}`, { token: intruder.token, json });
    const responses = [
      await asIntruder('create', { UserId: owner.userId, ElectronicCheck: '739164' }),
      await asIntruder(`verify/${owner.userId}`, undefined, 'GET'),
      await asIntruder('reset', { UserId: owner.userId, Token: '123456' }),
      await asIntruder('reset-code', { UserId: owner.userId }),
      await asIntruder('authenticate', { UserId: owner.userId, Signature: PIN }),
    ];
    for (const response of responses) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ Message: Messages.forbidden });
    }
    expect(await status(owner)).toEqual({ HasEletronicCheck: true, IsLocked: false });
  });

  it('answers 401 without a token and 403 with a documents-scope token', async () => {
    const customer = await signUpCustomer(t);
    const claims = { ClientId: customer.clientId, UserId: customer.userId, PartnerId: t.partners.aurora, PersonType: 'F' as const };
    const documents = await signAccessToken({ ...claims, scope: 'documents' }, TEST_CONFIG.jwtSecret, clock);
    const body = { UserId: customer.userId, ElectronicCheck: PIN };
    expect((await t.call('POST', '/api/electronic-check/create', { json: body })).status).toBe(401);
    expect((await t.call('POST', '/api/electronic-check/create', { json: body, token: documents })).status).toBe(403);
    expect((await t.call('GET', `/api/electronic-check/verify/${customer.userId}`)).status).toBe(401);
  });
});

describe('isObviousSignature', () => {
  it('flags repeated digits and straight runs only', () => {
    expect(['000000', '123456', '654321', '456789'].every(isObviousSignature)).toBe(true);
    expect(['482915', '121212', '135790', '901234'].some(isObviousSignature)).toBe(false);
  });
});
