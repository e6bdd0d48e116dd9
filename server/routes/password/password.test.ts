import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeMessages } from '../../../domain/api/auth.ts';
import { PasswordMessages } from '../../../domain/api/password.ts';
import { Messages } from '../../../domain/messages.ts';
import { auditEvents, userPasswords } from '../../db/schema/index.ts';
import { signAccessToken } from '../../lib/auth/access-token.ts';
import { passwordPolicyError } from '../../services/account/password-policy.ts';
import { type Customer, signUpCustomer } from '../../test-support/auth.ts';
import { randomCpf } from '../../test-support/documents.ts';
import { latestCode, queuedEmails } from '../../test-support/emails.ts';
import { startTestApp, TEST_CONFIG, TEST_KDF, type TestApp, TestClock } from '../../test-support/test-app.ts';

const clock = new TestClock(new Date('2030-05-06T10:00:00Z'));
let t: TestApp;
let ipCounter = 0;
const nextIp = () => `10.2.0.${++ipCounter}`;

beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

const requestNew = (username: string, ip: string, partnerId = t.partners.aurora) =>
  t.call('PUT', '/api/password/request-new', { json: { partnerId, username }, ip });
const validateToken = (username: string, Token: string, ip: string) =>
  t.call('POST', '/api/token/validate', { json: { username, Token }, ip });
const reset = (username: string, Token: string, NewPassword: string, ip: string) =>
  t.call('PUT', '/api/password/reset', { json: { username, Token, NewPassword }, ip });
const storedHash = async (userId: number) =>
  (await t.database.db.select({ hash: userPasswords.hash }).from(userPasswords).where(eq(userPasswords.userId, userId)))[0]?.hash;

async function customerWithCode(): Promise<{ customer: Customer; code: string; ip: string }> {
  const customer = await signUpCustomer(t);
  const ip = nextIp();
  expect((await requestNew(customer.document, ip)).status).toBe(200);
  return { customer, code: await latestCode(t.database.db, customer.email), ip };
}

describe('PUT /api/password/request-new', () => {
  it('answers the same for an account and an unknown username, and emails only the account', async () => {
    const customer = await signUpCustomer(t);
    const ip = nextIp();
    const known = await requestNew(customer.document, ip);
    const unknown = await requestNew(randomCpf(), ip);
    const answer = { Message: CodeMessages.codeSent, ExpiresInSeconds: 600 };
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(answer);
    expect(await unknown.json()).toEqual(answer);
    const [email] = await queuedEmails(t.database.db, customer.email);
    expect(email.subject).toBe('Aurora Investimentos: código para redefinir sua senha');
  });

  it('answers 400 for an invalid username or an unknown key', async () => {
    const ip = nextIp();
    const bad = await requestNew('123', ip);
    expect(bad.status).toBe(400);
    expect((await bad.json()).Errors).toEqual({ username: [Messages.cpfInvalid] });
    const extra = await t.call('PUT', '/api/password/request-new', {
      json: { partnerId: t.partners.aurora, username: randomCpf(), email: 'x' },
      ip,
    });
    expect((await extra.json()).Errors).toEqual({ email: [Messages.unknownField] });
  });
});

describe('POST /api/token/validate and PUT /api/password/reset', () => {
  it('validates the code without using it, then resets the password with it (argon2id, audited)', async () => {
    const { customer, code, ip } = await customerWithCode();
    const valid = await validateToken(customer.document, code, ip);
    expect(valid.status).toBe(200);
    expect(await valid.json()).toEqual({ Valid: true });
    const done = await reset(customer.document, code, 'uma frase longa e rara', ip);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ Message: PasswordMessages.reset });
    const hash = await storedHash(customer.userId);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain('uma frase longa e rara');
    expect(await TEST_KDF.verify(hash, 'uma frase longa e rara')).toBe(true);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'password.reset'));
    expect(audit.map((event) => event.entityId)).toContain(String(customer.userId));
    // Used up: neither check nor reset accepts it again.
    expect((await validateToken(customer.document, code, ip)).status).toBe(400);
    expect((await reset(customer.document, code, 'outra frase longa', ip)).status).toBe(400);
  });

  it('refuses a guessable password (saying why) or the document itself without spending the code', async () => {
    const { customer, code, ip } = await customerWithCode();
    const weak: [string, string][] = [
      ['mudar123', 'Esta senha é fácil de adivinhar. Acrescente palavras pouco comuns.'],
      ['Senha123', 'Esta senha é fácil de adivinhar. Esta é uma senha comum.'],
      ['corinthians', 'Esta senha é fácil de adivinhar. Uma palavra sozinha é fácil de adivinhar.'],
    ];
    for (const [password, reason] of weak) {
      const response = await reset(customer.document, code, password, ip);
      expect(response.status, password).toBe(400);
      const [message] = (await response.json()).Errors.NewPassword;
      expect(message.startsWith(reason), message).toBe(true);
    }
    const own = await reset(customer.document, code, customer.document, ip);
    expect((await own.json()).Errors).toEqual({ NewPassword: [PasswordMessages.tooCommon] });
    const short = await reset(customer.document, code, 'curta', ip);
    expect((await short.json()).Errors).toEqual({ NewPassword: [PasswordMessages.tooShort] });
    const long = await reset(customer.document, code, 'x'.repeat(129), ip);
    expect((await long.json()).Errors).toEqual({ NewPassword: [PasswordMessages.tooLong] });
    expect((await reset(customer.document, code, 'correto cavalo bateria', ip)).status).toBe(200);
  });

  it('answers 400 for a wrong or expired code and 429 after 5 attempts', async () => {
    const first = await customerWithCode();
    const wrong = String((Number(first.code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const response = await validateToken(first.customer.document, wrong, first.ip);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ Message: CodeMessages.codeInvalid, Errors: { Token: [CodeMessages.codeInvalid] } });
    }
    expect((await validateToken(first.customer.document, first.code, first.ip)).status).toBe(429);
    const second = await customerWithCode();
    clock.advance(10 * 60 * 1000 + 1);
    expect((await reset(second.customer.document, second.code, 'correto cavalo bateria', second.ip)).status).toBe(400);
  });

  it('resets once when five right submits arrive together', async () => {
    const { customer, code, ip } = await customerWithCode();
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) => reset(customer.document, code, `frase secreta numero ${i}`, ip)),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 400, 400, 400, 400]);
  });
});

describe('GET /api/password/verify, PUT /api/customer/change-password, POST /api/password/validate', () => {
  it('creates the first password once: HasPassword turns true, a second create is 409', async () => {
    const customer = await signUpCustomer(t);
    const auth = { token: customer.token };
    expect(await (await t.call('GET', '/api/password/verify', auth)).json()).toEqual({ HasPassword: false });
    const created = await t.call('PUT', '/api/customer/change-password', { ...auth, json: { NewPassword: 'minha senha de verdade' } });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ Message: PasswordMessages.created });
    expect(await storedHash(customer.userId)).not.toBe('minha senha de verdade');
    expect(await (await t.call('GET', '/api/password/verify', auth)).json()).toEqual({ HasPassword: true });
    const again = await t.call('PUT', '/api/customer/change-password', { ...auth, json: { NewPassword: 'outra senha qualquer' } });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ Message: PasswordMessages.alreadySet });
  });

  it('creates exactly one password when two creates race', async () => {
    const customer = await signUpCustomer(t);
    const create = (NewPassword: string) =>
      t.call('PUT', '/api/customer/change-password', { token: customer.token, json: { NewPassword } });
    const statuses = (await Promise.all([create('primeira senha longa'), create('segunda senha longa')])).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('validates the current password: 200 right, 400 wrong (not 401), 404 when none is set', async () => {
    const customer = await signUpCustomer(t);
    const validate = (CurrentPassword: string) =>
      t.call('POST', '/api/password/validate', { token: customer.token, json: { CurrentPassword } });
    expect((await validate('qualquer coisa')).status).toBe(404);
    await t.call('PUT', '/api/customer/change-password', { token: customer.token, json: { NewPassword: 'senha boa e longa' } });
    const right = await validate('senha boa e longa');
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ Valid: true });
    const wrong = await validate('senha errada');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ Message: PasswordMessages.wrong, Errors: { CurrentPassword: [PasswordMessages.wrong] } });
  });

  it('answers 400 for a refused new password and nothing is stored', async () => {
    const customer = await signUpCustomer(t);
    const response = await t.call('PUT', '/api/customer/change-password', { token: customer.token, json: { NewPassword: 'password123' } });
    expect(response.status).toBe(400);
    expect(await storedHash(customer.userId)).toBeUndefined();
  });

  it('answers 401 without or with an expired token, 403 for a documents-scope token', async () => {
    const customer = await signUpCustomer(t);
    const claims = { ClientId: customer.clientId, UserId: customer.userId, PartnerId: t.partners.aurora, PersonType: 'F' as const };
    const expired = await signAccessToken(claims, TEST_CONFIG.jwtSecret, new TestClock(new Date('2000-01-01T00:00:00Z')));
    const documents = await signAccessToken({ ...claims, scope: 'documents' }, TEST_CONFIG.jwtSecret, clock);
    const calls = [
      ['GET', '/api/password/verify', undefined],
      ['PUT', '/api/customer/change-password', { NewPassword: 'senha boa e longa' }],
      ['POST', '/api/password/validate', { CurrentPassword: 'x' }],
    ] as const;
    for (const [method, path, json] of calls) {
      expect((await t.call(method, path, { json })).status, path).toBe(401);
      expect((await t.call(method, path, { json, token: expired })).status, path).toBe(401);
      expect((await t.call(method, path, { json, token: documents })).status, path).toBe(403);
    }
  });
});

describe('passwordPolicyError (zxcvbn, score 3 or more)', () => {
  it('refuses common and Brazilian passwords whatever their case, saying why in pt-BR', async () => {
    expect(await passwordPolicyError('MUDAR123')).toMatch(
      /^Esta senha é fácil de adivinhar\. .*Use algumas letras maiúsculas, não todas\.$/,
    );
    expect(await passwordPolicyError('12345678')).toMatch(/^Esta senha é fácil de adivinhar\. Esta é uma das senhas mais usadas\./);
    expect(await passwordPolicyError('Flamengo1')).toMatch(/^Esta senha é fácil de adivinhar\./);
    expect(await passwordPolicyError('palmeiras1914')).toMatch(/^Esta senha é fácil de adivinhar\./);
    expect(await passwordPolicyError('123.456.789-09', '12345678909')).toBe(PasswordMessages.tooCommon);
  });

  it("refuses the account's own name and e-mail, accents or not", async () => {
    const personal = ['Luíza Gonçalves', 'luiza.goncalves@exemplo.com.br'];
    expect(await passwordPolicyError('LuizaGoncalves', undefined, personal)).toMatch(/não deve conter os seus dados/);
    expect(await passwordPolicyError('LuizaGoncalves')).toBeUndefined();
  });

  it('accepts a passphrase and a random string', async () => {
    expect(await passwordPolicyError('girassol azul de março')).toBeUndefined();
    expect(await passwordPolicyError('x7#Lq9!vPz')).toBeUndefined();
  });
});
