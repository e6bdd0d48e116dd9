import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeMessages } from '../../../domain/api/auth.ts';
import { decodeAccessToken } from '../../../domain/auth.ts';
import { DOCUMENT_TAKEN } from '../../../domain/document-taken.ts';
import { Messages } from '../../../domain/messages.ts';
import { clients, pendingSignUps } from '../../db/schema/index.ts';
import { requestSignUp } from '../../services/sign-up/continue-code.service.ts';
import { PENDING_SIGN_UP_TTL_MS } from '../../services/sign-up/pending-sign-up.service.ts';
import { countingDb } from '../../test-support/continue.fixtures.ts';
import { codeIn, queuedEmails } from '../../test-support/emails.ts';
import { nextAddress, pfBody, pjBody, seedClient, signUp } from '../../test-support/fixtures.ts';
import { startTestApp, TEST_CONFIG, TEST_KDF, type TestApp, TestClock } from '../../test-support/test-app.ts';

// ADR 196: a sign-up proves control of its email before anything is stored, and its answer says nothing about the document.
const clock = new TestClock(new Date('2030-07-01T12:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

let people = 0;
/** A PF body with an email address of its own. */
const person = (overrides: Record<string, unknown> = {}) => pfBody(t, { Email: `pessoa.${++people}@example.com`, ...overrides });
const post = (json: unknown) => t.call('POST', '/api/client/basic-data', { json, ip: nextAddress() });
const confirm = (body: Record<string, unknown>, Token: string) =>
  t.call('POST', '/api/customer/autenticate-continue-register', {
    json: { Document: body.CpfCnpj, Token, PartnerId: body.PartnerId },
    ip: nextAddress(),
  });
const resend = (body: Record<string, unknown>) =>
  t.call('POST', '/api/customer/token-continue-register', {
    json: { Document: body.CpfCnpj, PartnerId: body.PartnerId },
    ip: nextAddress(),
  });
const emailsTo = (to: unknown) => queuedEmails(t.database.db, String(to));
const codeTo = async (to: unknown) => codeIn((await emailsTo(to))[0].text);
const clientsOf = (document: unknown) =>
  t.database.db
    .select()
    .from(clients)
    .where(eq(clients.cpfCnpj, String(document)));
const pendingOf = (document: unknown) =>
  t.database.db
    .select()
    .from(pendingSignUps)
    .where(eq(pendingSignUps.document, String(document)));
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const CONFIRM_SUBJECT = 'Aurora Investimentos: confirme seu e-mail';
const CONTINUE_SUBJECT = 'Aurora Investimentos: seu código para continuar o cadastro';
const invalidCode = { Message: CodeMessages.codeInvalid, Errors: { Token: [CodeMessages.codeInvalid] } };

describe('POST /api/client/basic-data answers every document alike', () => {
  it('answers a byte-identical 202 for a new document, a client of this partner and a client of another partner', async () => {
    const own = person();
    await signUp(t, own);
    const elsewhere = person();
    await seedClient(t, {
      ...elsewhere,
      PartnerId: t.partners.bravo,
      RegisterUrl: 'parceiro.localhost',
      AdvisorId: undefined,
      OfficeId: undefined,
    });
    const answers = [];
    for (const document of [person().CpfCnpj, own.CpfCnpj, elsewhere.CpfCnpj]) {
      const response = await post(person({ CpfCnpj: document }));
      answers.push({ status: response.status, type: response.headers.get('Content-Type'), text: await response.text() });
    }
    expect(answers[0].status).toBe(202);
    expect(JSON.parse(answers[0].text)).toEqual({ Message: CodeMessages.signUpCodeSent, ExpiresInSeconds: 600 });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('costs a new document the same statements as a known one but the pending row', async () => {
    const holder = person();
    await signUp(t, holder);
    const statements = async (body: Record<string, unknown>) => {
      const seen: string[] = [];
      const deps = { db: countingDb(t.database.db, seen), clock, config: TEST_CONFIG, kdf: TEST_KDF };
      expect(await requestSignUp(deps, body as never, { address: nextAddress(), requestId: 'proof' })).toEqual({ status: 'sent' });
      return seen;
    };
    const known = await statements(person({ CpfCnpj: holder.CpfCnpj, Email: holder.Email }));
    const unknown = await statements(person());
    expect(known).toContain('insert');
    // Step by step the same, but one insert more (the pending row, in the code's transaction).
    const withoutOneInsert = unknown.flatMap((kind, i) => (kind === 'insert' ? [unknown.filter((_, j) => j !== i)] : []));
    expect(unknown).toHaveLength(known.length + 1);
    expect(withoutOneInsert).toContainEqual(known);
    // Another email than the client's: the conflict's row and event (ADR 223), one statement, in the pending row's place.
    expect(await statements(person({ CpfCnpj: holder.CpfCnpj }))).toEqual(unknown);
  });

  it('stores no client for an unconfirmed sign-up, only the pending one', async () => {
    const body = person();
    expect((await post(body)).status).toBe(202);
    expect(await clientsOf(body.CpfCnpj)).toEqual([]);
    const pending = await pendingOf(body.CpfCnpj);
    expect(pending).toEqual([expect.objectContaining({ email: body.Email, partnerId: t.partners.aurora })]);
    expect(pending[0].expiresAt.getTime() - pending[0].createdAt.getTime()).toBe(PENDING_SIGN_UP_TTL_MS);
  });
});

describe('where the sign-up code goes', () => {
  it('a new document: to the typed email, greeting a person by first name and a company contact with the company name', async () => {
    const body = person({ Name: 'Joana Prado' });
    await post(body);
    const [mail] = await emailsTo(body.Email);
    expect(mail).toMatchObject({ subject: CONFIRM_SUBJECT, fromName: 'Aurora Investimentos' });
    expect(mail.text).toMatch(/^Olá, Joana!/);
    expect(mail.text).toContain('10 minutos');
    const company = pjBody(t, { Email: 'empresa.nova@example.com' });
    await post(company);
    const [companyMail] = await emailsTo(company.Email);
    expect(companyMail.subject).toBe('Bravo Capital: confirme seu e-mail');
    expect(companyMail.text).toMatch(/^Olá!\n/);
    expect(companyMail.text).toContain(`Esta mensagem é sobre o cadastro da empresa ${String(company.Name)}.`);
  });

  it('a known document: a continue code to the stored email, and nothing to the typed one', async () => {
    const holder = person();
    await signUp(t, holder);
    const before = (await emailsTo(holder.Email)).length;
    const intruder = person({ CpfCnpj: holder.CpfCnpj });
    await post(intruder);
    const mails = await emailsTo(holder.Email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0].subject).toBe(CONTINUE_SUBJECT);
    expect(await emailsTo(intruder.Email)).toEqual([]);
    expect(await clientsOf(holder.CpfCnpj)).toHaveLength(1);
  });

  it('the same 429 as every code request once the document’s codes from one address are spent', async () => {
    const body = person();
    const ip = nextAddress();
    for (let i = 0; i < 6; i++) {
      await t.call('POST', '/api/customer/token-continue-register', { json: { Document: body.CpfCnpj, PartnerId: body.PartnerId }, ip });
    }
    const capped = await t.call('POST', '/api/client/basic-data', { json: body, ip });
    expect(capped.status).toBe(429);
    expect(await capped.json()).toEqual({ Message: CodeMessages.dailyCapReached });
    expect(await pendingOf(body.CpfCnpj)).toEqual([]);
  });
});

describe('confirming the sign-up with autenticate-continue-register', () => {
  it('creates the client once: of two concurrent right submits exactly one gets the onboarding session', async () => {
    const body = person();
    await post(body);
    const code = await codeTo(body.Email);
    const answers = await Promise.all([confirm(body, code), confirm(body, code)]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 400]);
    const won = await answers.find((response) => response.status === 200)?.json();
    expect(won).toEqual({
      AccessToken: expect.any(String),
      continue: true,
      exists: true,
      analyzing: false,
      rejected: false,
      completed: false,
      waitingDocuments: false,
      differentPartner: false,
      differentPartnerUrl: null,
    });
    const rows = await clientsOf(body.CpfCnpj);
    expect(rows).toEqual([expect.objectContaining({ email: body.Email, name: body.Name, partnerId: t.partners.aurora })]);
    expect(decodeAccessToken(won.AccessToken)).toMatchObject({ ClientId: rows[0].id, scope: 'onboarding' });
    expect(await pendingOf(body.CpfCnpj)).toEqual([]);
  });

  it('spends the code after 5 wrong ones: the right one then answers 429 and nothing is created', async () => {
    const body = person();
    await post(body);
    const code = await codeTo(body.Email);
    for (let i = 0; i < 5; i++) expect(await (await confirm(body, wrongOf(code))).json()).toEqual(invalidCode);
    const right = await confirm(body, code);
    expect(right.status).toBe(429);
    expect(await right.json()).toEqual({ Message: CodeMessages.attemptsExhausted });
    expect(await clientsOf(body.CpfCnpj)).toEqual([]);
  });

  it('refuses the code after its 10 minutes', async () => {
    const body = person();
    await post(body);
    const code = await codeTo(body.Email);
    clock.advance(10 * 60 * 1000 + 1000);
    expect(await (await confirm(body, code)).json()).toEqual(invalidCode);
    expect(await clientsOf(body.CpfCnpj)).toEqual([]);
  });

  it('resend emails a new sign-up code to the pending email; the old one no longer works', async () => {
    const body = person();
    await post(body);
    const first = await codeTo(body.Email);
    const resent = await resend(body);
    expect(await resent.json()).toEqual({ Message: CodeMessages.codeSent, ExpiresInSeconds: 600 });
    const mails = await emailsTo(body.Email);
    expect(mails.map((mail) => mail.subject)).toEqual([CONFIRM_SUBJECT, CONFIRM_SUBJECT]);
    const second = codeIn(mails[0].text);
    if (first !== second) expect((await confirm(body, first)).status).toBe(400);
    expect((await confirm(body, second)).status).toBe(200);
  });

  it('resend finds nothing once the pending sign-up’s 24 hours are over, and a new sign-up purges it', async () => {
    const body = person();
    await post(body);
    clock.advance(PENDING_SIGN_UP_TTL_MS + 1000);
    await resend(body);
    expect(await emailsTo(body.Email)).toHaveLength(1);
    await post(person());
    expect(await pendingOf(body.CpfCnpj)).toEqual([]);
  });

  it('two pending sign-ups of one document from different emails: the first confirmed wins, the other gets 409', async () => {
    const first = person();
    const second = person({ CpfCnpj: first.CpfCnpj, Name: 'Outra Pessoa' });
    await post(first);
    await post(second);
    const [firstCode, secondCode] = [await codeTo(first.Email), await codeTo(second.Email)];
    expect((await confirm(second, secondCode)).status).toBe(200);
    const late = await confirm(first, firstCode);
    expect(late.status).toBe(409);
    // What to do (ADR 227), never whose account it is: the winner's email and name stay out of the answer.
    const answer = await late.text();
    expect(JSON.parse(answer)).toEqual({ Message: Messages.documentExists, Code: DOCUMENT_TAKEN, Contact: { Email: null, Phone: null } });
    expect(answer).not.toContain(String(second.Email));
    expect(answer).not.toContain('Outra Pessoa');
    expect(await clientsOf(first.CpfCnpj)).toEqual([expect.objectContaining({ email: second.Email, name: 'Outra Pessoa' })]);
  });

  it('a known document under another partner: the holder’s code answers where it stands, and no client is added here', async () => {
    const holder = person();
    await seedClient(t, {
      ...holder,
      PartnerId: t.partners.bravo,
      RegisterUrl: 'parceiro.localhost',
      AdvisorId: undefined,
      OfficeId: undefined,
    });
    await post(person({ CpfCnpj: holder.CpfCnpj }));
    const answer = await (await confirm(person({ CpfCnpj: holder.CpfCnpj }), await codeTo(holder.Email))).json();
    expect(answer).toMatchObject({ differentPartner: true, exists: true, continue: false });
    expect(answer.AccessToken).toBeUndefined();
    expect(await clientsOf(holder.CpfCnpj)).toEqual([expect.objectContaining({ partnerId: t.partners.bravo })]);
  });
});
