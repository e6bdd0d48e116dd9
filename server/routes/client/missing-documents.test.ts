import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MissingDocumentsMessages } from '../../../domain/api/missing-documents.ts';
import { decodeAccessToken } from '../../../domain/auth.ts';
import { RegistrationStatus } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import { clients, documentAccessCodes } from '../../db/schema/index.ts';
import type { AppEnv } from '../../lib/http/context.ts';
import { DOCUMENT_SCOPES, requireAuth } from '../../middleware/auth.ts';
import { onError } from '../../middleware/errors.ts';
import { createDocumentRequest, DOCUMENT_LINK_TTL_DAYS } from '../../services/documents/missing-documents.service.ts';
import { type Customer, signUpCustomer } from '../../test-support/auth.ts';
import { queuedEmails } from '../../test-support/emails.ts';
import { startTestApp, TEST_CONFIG, type TestApp, TestClock } from '../../test-support/test-app.ts';

const clock = new TestClock(new Date('2030-09-10T15:00:00Z'));
let t: TestApp;
let ipCounter = 0;
const nextIp = () => `10.3.0.${++ipCounter}`;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

const operator = () => ({ now: clock.now(), requestId: 'test-request', actor: 'operator:test' });

const ASK = { receiptTypeIds: [11], message: 'Envie um comprovante de residência dos últimos 90 dias.' };

const setStatus = (clientId: number, status: RegistrationStatus) =>
  t.database.db.update(clients).set({ statusRegistration: status }).where(eq(clients.id, clientId));

/** A client that finished its sign-up (in analysis) and was then asked for a proof of residence. */
async function requested(): Promise<{ customer: Customer; code: string; link: string }> {
  const customer = await signUpCustomer(t);
  await setStatus(customer.clientId, RegistrationStatus.UNDER_ANALYSIS);
  const request = await createDocumentRequest(t.database.db, customer.clientId, operator(), ASK);
  if (request.status !== 'created') throw new Error(`no request: ${request.status}`);
  return { customer, code: request.code, link: request.link };
}

const clientByCode = (code: string, ip = nextIp()) => t.call('GET', `/api/client/code/document/${code}`, { ip });
const uploadToken = (clientId: number, code: string | undefined, ip = nextIp()) =>
  t.call('GET', `/api/customer/get-token-upload-documents/${clientId}${code === undefined ? '' : `?code=${code}`}`, { ip });
const authUpload = (Token: string, ip = nextIp()) => t.call('POST', '/api/customer/auth-upload', { json: { Token }, ip });

async function tokenFor(clientId: number, code: string): Promise<string> {
  const response = await uploadToken(clientId, code);
  expect(response.status).toBe(200);
  return (await response.json()).Token;
}

describe('the link: code → client id → upload token → documents session', () => {
  it('emails a ≥128-bit link on the partner’s host and sets the client waiting for documents', async () => {
    const { customer, code, link } = await requested();
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(link).toBe(`http://localhost:3000/documentos-pendentes/${code}`);
    const [email] = await queuedEmails(t.database.db, customer.email);
    expect(email.text).toContain(link);
    expect(email.text).toContain('Documentos solicitados: Comprovante de residência');
    expect(email.text).toContain(`Mensagem da Aurora Investimentos: ${ASK.message}`);
    const [client] = await t.database.db.select().from(clients).where(eq(clients.id, customer.clientId));
    expect(client.statusRegistration).toBe(RegistrationStatus.WAITING_DOCUMENTS);
    const [stored] = await t.database.db.select().from(documentAccessCodes).where(eq(documentAccessCodes.clientId, customer.clientId));
    expect(stored.codeHash).not.toContain(code);
    expect(stored).toMatchObject({ requestedTypes: [11], message: ASK.message });
  });

  it('is refused while filling in, once completed or rejected, and for types the client cannot send: nothing changes', async () => {
    const customer = await signUpCustomer(t);
    const ask = () => createDocumentRequest(t.database.db, customer.clientId, operator(), ASK);
    for (const status of [RegistrationStatus.IN_PROGRESS, RegistrationStatus.COMPLETED, RegistrationStatus.REJECTED]) {
      await setStatus(customer.clientId, status);
      expect(await ask()).toEqual({ status: 'refused', registrationStatus: status });
    }
    await setStatus(customer.clientId, RegistrationStatus.UNDER_ANALYSIS);
    const unknown = await createDocumentRequest(t.database.db, customer.clientId, operator(), { ...ASK, receiptTypeIds: [11, 999] });
    expect(unknown).toEqual({ status: 'unknownTypes', receiptTypeIds: [999] });
    expect(await t.database.db.select().from(documentAccessCodes).where(eq(documentAccessCodes.clientId, customer.clientId))).toEqual([]);
    const [client] = await t.database.db.select().from(clients).where(eq(clients.id, customer.clientId));
    expect(client.statusRegistration).toBe(RegistrationStatus.UNDER_ANALYSIS);
    const documentEmails = (await queuedEmails(t.database.db, customer.email)).filter((mail) =>
      mail.subject.includes('documentos pendentes'),
    );
    expect(documentEmails).toEqual([]);
    expect(await createDocumentRequest(t.database.db, 999_999, operator(), ASK)).toEqual({ status: 'notFound' });
  });

  it('walks the whole exchange and ends with a documents-scope AccessToken of the client', async () => {
    const { customer, code } = await requested();
    const byCode = await clientByCode(code);
    expect(byCode.status).toBe(200);
    expect(await byCode.json()).toEqual({ ClientId: customer.clientId });
    const tokenResponse = await uploadToken(customer.clientId, code);
    expect(await tokenResponse.json()).toEqual({ Token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/), ExpiresInSeconds: 600 });
    const session = await authUpload((await uploadToken(customer.clientId, code).then((r) => r.json())).Token);
    expect(session.status).toBe(200);
    const { AccessToken } = await session.json();
    expect(decodeAccessToken(AccessToken)).toMatchObject({ ClientId: customer.clientId, UserId: customer.userId, scope: 'documents' });
    // The documents scope reaches no onboarding route.
    for (const path of ['/api/client/basic-data', '/api/password/verify', `/api/electronic-check/verify/${customer.userId}`]) {
      const response = await t.call('GET', path, { token: AccessToken });
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual({ Message: Messages.forbidden });
    }
  });

  it('lets a documents-scope token through a route declared with DOCUMENT_SCOPES', async () => {
    const { customer, code } = await requested();
    const { AccessToken } = await (await authUpload(await tokenFor(customer.clientId, code))).json();
    const probe = new Hono<AppEnv>()
      .get('/documents', requireAuth({ config: TEST_CONFIG, clock, db: t.database.db }, DOCUMENT_SCOPES), (c) =>
        c.json({ ClientId: c.get('auth').ClientId }),
      )
      .onError(onError);
    const response = await probe.request('/documents', { headers: { Authorization: `Bearer ${AccessToken}` } });
    expect(await response.json()).toEqual({ ClientId: customer.clientId });
  });

  it('uses an upload token once: of five concurrent exchanges exactly one gets a session', async () => {
    const { customer, code } = await requested();
    const token = await tokenFor(customer.clientId, code);
    const responses = await Promise.all(Array.from({ length: 5 }, () => authUpload(token)));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 410, 410, 410, 410]);
    const again = await authUpload(token);
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual({ Message: 'Token Inválido' });
  });

  it('expires an unused upload token after 10 minutes', async () => {
    const { customer, code } = await requested();
    const token = await tokenFor(customer.clientId, code);
    clock.advance(10 * 60 * 1000 + 1000);
    expect((await authUpload(token)).status).toBe(410);
  });
});

describe('dead and wrong links', () => {
  it('answers 404 for an unknown or malformed code', async () => {
    for (const code of ['A'.repeat(32), 'short', 'has%20space']) {
      const response = await clientByCode(code);
      expect(response.status, code).toBe(404);
      expect(await response.json()).toEqual({ Message: MissingDocumentsMessages.linkNotFound });
    }
  });

  it('answers 410 once the link expired, was replaced, or the documents were sent (status 2)', async () => {
    const expired = await requested();
    clock.advance(DOCUMENT_LINK_TTL_DAYS * 24 * 60 * 60 * 1000 + 1000);
    const replaced = await requested();
    await createDocumentRequest(t.database.db, replaced.customer.clientId, operator(), ASK);
    const finished = await requested();
    const token = await tokenFor(finished.customer.clientId, finished.code);
    await setStatus(finished.customer.clientId, RegistrationStatus.UNDER_ANALYSIS);
    for (const { customer, code } of [expired, replaced, finished]) {
      const byCode = await clientByCode(code);
      expect(byCode.status).toBe(410);
      expect(await byCode.json()).toEqual({ Message: 'Token Inválido' });
      const upload = await uploadToken(customer.clientId, code);
      expect(upload.status).toBe(410);
      expect(await upload.json()).toEqual({ Message: 'Token Inválido' });
    }
    expect((await authUpload(token)).status).toBe(410);
  });

  it('answers 400 without the code, 404 for another client’s id, 410 for an unknown upload token', async () => {
    const { customer, code } = await requested();
    const missing = await uploadToken(customer.clientId, undefined);
    expect(missing.status).toBe(400);
    expect((await missing.json()).Errors).toEqual({ code: [MissingDocumentsMessages.codeRequired] });
    const other = await signUpCustomer(t);
    expect((await uploadToken(other.clientId, code)).status).toBe(404);
    expect((await authUpload('x'.repeat(32))).status).toBe(410);
    const empty = await t.call('POST', '/api/customer/auth-upload', { json: {}, ip: nextIp() });
    expect(empty.status).toBe(400);
  });

  it('rate-limits code lookups per IP', async () => {
    const ip = nextIp();
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await clientByCode('B'.repeat(32), ip)).status);
    expect(statuses.at(-2)).toBe(404);
    expect(statuses.at(-1)).toBe(429);
  });
});
