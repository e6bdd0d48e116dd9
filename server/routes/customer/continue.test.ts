import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeMessages } from '../../../domain/api/auth.ts';
import { RegistrationStatus } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import { emailCodes } from '../../db/schema/index.ts';
import { CODE_REQUEST_LIMIT } from '../../lib/auth/codes.ts';
import { requestContinueCode } from '../../services/sign-up/continue-code.service.ts';
import { type Customer, signUpCustomer } from '../../test-support/auth.ts';
import { countingDb, setStatus, signUpCompany, signUpElsewhere } from '../../test-support/continue.fixtures.ts';
import { randomCnpj, randomCpf } from '../../test-support/documents.ts';
import { codeIn, latestCode, queuedEmails } from '../../test-support/emails.ts';
import { startTestApp, TEST_CONFIG, TEST_KDF, type TestApp, TestClock } from '../../test-support/test-app.ts';

const clock = new TestClock(new Date('2030-03-04T12:00:00Z'));
let t: TestApp;
let maria: Customer;
let ipCounter = 0;
// Each test speaks from its own address so the per-IP limits never mix tests.
const nextIp = () => `10.1.0.${++ipCounter}`;

beforeAll(async () => {
  t = await startTestApp({ clock });
  maria = await signUpCustomer(t);
});
afterAll(() => t.close());

const sendCode = (Document: string, ip: string, PartnerId = t.partners.aurora) =>
  t.call('POST', '/api/customer/token-continue-register', { json: { Document, PartnerId }, ip });
const authenticate = (Document: string, Token: string, ip: string, PartnerId = t.partners.aurora) =>
  t.call('POST', '/api/customer/autenticate-continue-register', { json: { Document, Token, PartnerId }, ip });
const codeRows = async () => (await t.database.db.select({ n: count() }).from(emailCodes))[0].n;
const invalidCode = { Message: CodeMessages.codeInvalid, Errors: { Token: [CodeMessages.codeInvalid] } };
const CONTINUE_SUBJECT = 'Aurora Investimentos: seu código para continuar o cadastro';
// The continue codes queued (a sign-up's own confirmation email is another kind).
const continueEmails = async (to?: string) => (await queuedEmails(t.database.db, to)).filter((mail) => mail.subject === CONTINUE_SUBJECT);
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/customer/token-continue-register', () => {
  it('answers the same for an unknown document and a client of every status, CPF and CNPJ, and emails every client', async () => {
    const answer = { Message: CodeMessages.codeSent, ExpiresInSeconds: 600 };
    for (const document of [randomCpf(), randomCnpj()]) {
      const unknown = await sendCode(document, nextIp());
      expect(unknown.status).toBe(200);
      expect(await unknown.json()).toEqual(answer);
    }
    const emailsAfterUnknown = (await continueEmails()).length;
    const statuses = Object.values(RegistrationStatus);
    for (const status of statuses) {
      for (const client of [await signUpCustomer(t), await signUpCompany(t)]) {
        await setStatus(t, client.clientId, status);
        const known = await sendCode(client.document, nextIp());
        expect(known.status).toBe(200);
        expect(await known.json()).toEqual(answer);
        const [email] = await queuedEmails(t.database.db, client.email);
        expect(email, `status ${status}, ${client.document}`).toMatchObject({ to: client.email, fromName: 'Aurora Investimentos' });
        expect(email.subject).toBe(CONTINUE_SUBJECT);
      }
    }
    expect((await continueEmails()).length).toBe(emailsAfterUnknown + statuses.length * 2);
  });

  it('costs an unknown document the same queries as a known one but the email', async () => {
    const known = await signUpCustomer(t);
    await setStatus(t, known.clientId, RegistrationStatus.UNDER_ANALYSIS);
    const statements = async (document: string) => {
      const seen: string[] = [];
      const deps = { db: countingDb(t.database.db, seen), clock, config: TEST_CONFIG, kdf: TEST_KDF };
      expect(await requestContinueCode(deps, { partnerId: t.partners.aurora, document }, nextIp())).toEqual({ status: 'sent' });
      return seen;
    };
    // The email is the one difference: enqueue builds its insert (`insert`, not sent by itself) and sends it with its
    // wake-up notification as one statement (`execute`, ADR 213).
    expect(await statements(known.document)).toEqual([...(await statements(randomCpf())), 'insert', 'execute']);
  });

  it("emails a client of another partner in that partner's brand: where the file is, a link there, and the code (ADR 224)", async () => {
    const elsewhere = await signUpElsewhere(t);
    const response = await sendCode(elsewhere.document, nextIp());
    expect(await response.json()).toEqual({ Message: CodeMessages.codeSent, ExpiresInSeconds: 600 });
    const [email] = await queuedEmails(t.database.db, elsewhere.email);
    expect(email).toMatchObject({
      fromName: 'Bravo Capital',
      subject: 'Bravo Capital: seu cadastro continua no site da Bravo Capital',
    });
    expect(email.text).toContain('pelo site de Aurora Investimentos');
    expect(email.text).toContain('http://parceiro.localhost:3000/continuar-cadastro');
    expect(email.text).not.toContain('http://localhost:3000/');
    expect(codeIn(email.text)).toMatch(/^\d{6}$/);
  });

  it('links to the partner’s configured host, whatever Host the request carried', async () => {
    const response = await t.call('POST', '/api/customer/token-continue-register', {
      json: { Document: maria.document, PartnerId: t.partners.aurora },
      headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
      ip: nextIp(),
    });
    expect(response.status).toBe(200);
    const [email] = await queuedEmails(t.database.db, maria.email);
    expect(email.text).toContain('http://localhost:3000/continuar-cadastro');
    expect(email.html).toContain('href="http://localhost:3000/continuar-cadastro"');
    expect(`${email.text}${email.html}`).not.toContain('evil.example');
  });

  it('caps codes per document and address alike for known and unknown documents: 429 with Retry-After of at most 15 minutes', async () => {
    const known = await signUpCustomer(t);
    const { limit } = CODE_REQUEST_LIMIT;
    for (const document of [known.document, randomCpf()]) {
      const ip = nextIp();
      for (let i = 0; i < limit; i++) expect((await sendCode(document, ip)).status).toBe(200);
      const capped = await sendCode(document, ip);
      expect(capped.status).toBe(429);
      expect(await capped.json()).toEqual({ Message: CodeMessages.dailyCapReached });
      const untilWindowEnd = 900 - Math.floor((clock.now().getTime() % 900_000) / 1000);
      expect(Number(capped.headers.get('Retry-After'))).toBe(untilWindowEnd);
    }
    expect(await continueEmails(known.email)).toHaveLength(limit);
  });

  it('does not let a third party keep the owner out: another address still gets a code, and the cap ends within 15 minutes', async () => {
    const owner = await signUpCustomer(t);
    const attacker = nextIp();
    for (let i = 0; i <= CODE_REQUEST_LIMIT.limit; i++) await sendCode(owner.document, attacker);
    expect((await sendCode(owner.document, attacker)).status).toBe(429);
    expect((await sendCode(owner.document, nextIp())).status).toBe(200);
    clock.advance(15 * 60 * 1000);
    expect((await sendCode(owner.document, attacker)).status).toBe(200);
  });

  it('answers 400 with the spec’s messages and stores nothing for bad bodies; 404 for an unknown partner', async () => {
    const before = await codeRows();
    const ip = nextIp();
    const cases: [unknown, Record<string, string[]>][] = [
      [{ Document: '123', PartnerId: t.partners.aurora }, { Document: [Messages.cpfInvalid] }],
      [{ Document: '12345678900', PartnerId: t.partners.aurora }, { Document: [Messages.cpfInvalid] }],
      [{ Document: '11222333000182', PartnerId: t.partners.aurora }, { Document: [Messages.cnpjInvalid] }],
      [{ PartnerId: t.partners.aurora }, { Document: [Messages.invalidField] }],
      [{ Document: maria.document, PartnerId: t.partners.aurora, Nome: 'Maria' }, { Nome: [Messages.unknownField] }],
      [{ Document: maria.document, PartnerId: t.partners.aurora, Email: 'not an email' }, { Email: [Messages.emailInvalid] }],
      [{ Document: maria.document, PartnerId: t.partners.aurora, Email: 'x@y.z\n' }, { Email: [Messages.invalidCharacters] }],
    ];
    for (const [json, Errors] of cases) {
      const response = await t.call('POST', '/api/customer/token-continue-register', { json, ip });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect((await response.json()).Errors).toEqual(Errors);
    }
    const unknownPartner = await sendCode(maria.document, ip, 999_999);
    expect(unknownPartner.status).toBe(404);
    expect(await codeRows()).toBe(before);
  });

  it('limits code requests per IP', async () => {
    const ip = nextIp();
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await sendCode(randomCpf(), ip)).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

// Every test below signs up its own customer: the daily cap of codes is per document.
describe('POST /api/customer/autenticate-continue-register', () => {
  it('uses a code once: of five concurrent right submits exactly one gets a token', async () => {
    const ip = nextIp();
    const customer = await signUpCustomer(t);
    await sendCode(customer.document, ip);
    const code = await latestCode(t.database.db, customer.email);
    const responses = await Promise.all(Array.from({ length: 5 }, () => authenticate(customer.document, code, ip)));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 400, 400, 400, 400]);
    expect((await authenticate(customer.document, code, ip)).status).toBe(400);
  });

  it('allows 5 attempts per code, counted atomically even when they arrive together', async () => {
    const ip = nextIp();
    const customer = await signUpCustomer(t);
    await sendCode(customer.document, ip);
    const code = await latestCode(t.database.db, customer.email);
    const wrong = await Promise.all(Array.from({ length: 8 }, () => authenticate(customer.document, wrongOf(code), ip)));
    expect(wrong.map((response) => response.status).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    const right = await authenticate(customer.document, code, ip);
    expect(right.status).toBe(429);
    expect(await right.json()).toEqual({ Message: CodeMessages.attemptsExhausted });
  });

  it('refuses a code after its 10 minutes', async () => {
    const ip = nextIp();
    const customer = await signUpCustomer(t);
    await sendCode(customer.document, ip);
    const code = await latestCode(t.database.db, customer.email);
    clock.advance(10 * 60 * 1000 + 1000);
    const response = await authenticate(customer.document, code, ip);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(invalidCode);
  });

  it('refuses a code replaced by a newer one, and a code of another partner', async () => {
    const ip = nextIp();
    const customer = await signUpCustomer(t);
    await sendCode(customer.document, ip);
    const first = await latestCode(t.database.db, customer.email);
    await sendCode(customer.document, ip);
    const second = await latestCode(t.database.db, customer.email);
    if (first !== second) expect((await authenticate(customer.document, first, ip)).status).toBe(400);
    expect((await authenticate(customer.document, second, ip, t.partners.bravo)).status).toBe(400);
    expect((await authenticate(customer.document, second, ip)).status).toBe(200);
  });

  it('answers an unknown document exactly like a wrong code', async () => {
    const ip = nextIp();
    const unknown = randomCpf();
    await sendCode(unknown, ip);
    for (const document of [unknown, randomCpf()]) {
      const response = await authenticate(document, '123456', ip);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(invalidCode);
    }
  });

  it('answers 400 naming the field for a malformed code or document', async () => {
    const ip = nextIp();
    const customer = await signUpCustomer(t);
    const short = await authenticate(customer.document, '12345', ip);
    expect(short.status).toBe(400);
    expect((await short.json()).Errors).toEqual({ Token: [CodeMessages.codeFormat] });
    const badDocument = await authenticate('00000000000', '123456', ip);
    expect((await badDocument.json()).Errors).toEqual({ Document: [Messages.cpfInvalid] });
  });
});
