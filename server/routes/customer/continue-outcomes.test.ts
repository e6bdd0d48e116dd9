import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContinueResult } from '../../../domain/api/auth.ts';
import { decodeAccessToken } from '../../../domain/auth.ts';
import { RegistrationStatus } from '../../../domain/constants.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { createDocumentRequest } from '../../services/documents/missing-documents.service.ts';
import { type Customer, signUpCustomer } from '../../test-support/auth.ts';
import { setStatus, signUpCompany, signUpElsewhere, underBravo } from '../../test-support/continue.fixtures.ts';
import { latestCode, queuedEmails } from '../../test-support/emails.ts';
import { seedClient } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp, TestClock } from '../../test-support/test-app.ts';

const clock = new TestClock(new Date('2030-03-04T12:00:00Z'));
let t: TestApp;
let ipCounter = 0;
// Each proof speaks from its own address so the per-IP limits never mix tests.
const nextIp = () => `10.2.0.${++ipCounter}`;

beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

/** The continue flags of spec §3 with none set but `exists` (every right code proves a client). */
const NONE = {
  continue: false,
  analyzing: false,
  rejected: false,
  completed: false,
  exists: true,
  waitingDocuments: false,
  differentPartner: false,
  differentPartnerUrl: null,
} as const;
const BRAVO_URL = 'http://parceiro.localhost:3000/novo-cadastro';

/** Asks for a code on the own partner's site, reads it from the client's email and sends it back. */
async function prove(customer: Customer): Promise<{ status: number; body: ContinueResult }> {
  const ip = nextIp();
  const PartnerId = t.partners.aurora;
  await t.call('POST', '/api/customer/token-continue-register', { json: { Document: customer.document, PartnerId }, ip });
  const Token = await latestCode(t.database.db, customer.email);
  const response = await t.call('POST', '/api/customer/autenticate-continue-register', {
    json: { Document: customer.document, Token, PartnerId },
    ip,
  });
  return { status: response.status, body: await response.json() };
}

const auditActions = async (clientId: number) =>
  (
    await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(clientId)))
  ).map((event) => event.action);

describe.each([
  ['CPF', 'F', signUpCustomer],
  ['CNPJ', 'J', signUpCompany],
] as const)('after the code, a %s client of the partner asked', (_kind, personType, signUp) => {
  it('in progress (1): continue, with an onboarding AccessToken of the client (audited)', async () => {
    const customer = await signUp(t);
    const { status, body } = await prove(customer);
    expect(status).toBe(200);
    expect(body).toEqual({ ...NONE, continue: true, AccessToken: expect.any(String) });
    expect(decodeAccessToken(body.AccessToken!)).toMatchObject({
      ClientId: customer.clientId,
      UserId: customer.userId,
      PartnerId: t.partners.aurora,
      PersonType: personType,
      scope: 'onboarding',
    });
    expect((await t.call('GET', '/api/client/basic-data', { token: body.AccessToken })).status).toBe(200);
    expect(await auditActions(customer.clientId)).toContain('session.continue');
  });

  it.each([
    [RegistrationStatus.UNDER_ANALYSIS, 'analyzing'],
    [RegistrationStatus.REJECTED, 'rejected'],
    [RegistrationStatus.COMPLETED, 'completed'],
  ] as const)('with status %i: %s, and no session (audited)', async (registrationStatus, flag) => {
    const customer = await signUp(t);
    await setStatus(t, customer.clientId, registrationStatus);
    const { status, body } = await prove(customer);
    expect(status).toBe(200);
    expect(body).toEqual({ ...NONE, [flag]: true });
    expect(await auditActions(customer.clientId)).toContain('continue.status');
  });

  it('waiting for documents (3): a documents AccessToken reaching only the document routes, and a fresh link emailed', async () => {
    const customer = await signUp(t);
    await setStatus(t, customer.clientId, RegistrationStatus.WAITING_DOCUMENTS);
    const { status, body } = await prove(customer);
    expect(status).toBe(200);
    expect(body).toEqual({ ...NONE, waitingDocuments: true, AccessToken: expect.any(String) });
    expect(decodeAccessToken(body.AccessToken!)).toMatchObject({ ClientId: customer.clientId, PersonType: personType, scope: 'documents' });
    const token = body.AccessToken;
    expect((await t.call('GET', `/api/document/client/${customer.clientId}/required`, { token })).status).toBe(200);
    expect((await t.call('GET', '/api/client/basic-data', { token })).status).toBe(403);

    const [email] = await queuedEmails(t.database.db, customer.email);
    expect(email.subject).toBe('Aurora Investimentos: envie os documentos pendentes do seu cadastro');
    const code = /\/documentos-pendentes\/([\w-]{32})/.exec(email.text)?.[1];
    const link = await t.call('GET', `/api/client/code/document/${code}`);
    expect(await link.json()).toEqual({ ClientId: customer.clientId });
    expect(await auditActions(customer.clientId)).toEqual(expect.arrayContaining(['session.continue', 'documents.request']));
  });

  it('a link stays valid across continues; only a request for other documents replaces it (issue 34)', async () => {
    const customer = await signUp(t);
    await setStatus(t, customer.clientId, RegistrationStatus.WAITING_DOCUMENTS);
    const linkCodes = async () =>
      (await queuedEmails(t.database.db, customer.email))
        .map((email) => /\/documentos-pendentes\/([\w-]{32})/.exec(email.text)?.[1])
        .filter((code) => code !== undefined);
    const linkStatus = async (code: string) => (await t.call('GET', `/api/client/code/document/${code}`)).status;
    await prove(customer);
    const [first] = await linkCodes();
    await prove(customer);
    const [second] = await linkCodes();
    expect(second).not.toBe(first);
    expect(await linkStatus(first)).toBe(200);
    expect(await linkStatus(second)).toBe(200);

    const ctx = { now: clock.now(), requestId: 'test', actor: 'staff:1' };
    const asked = await createDocumentRequest(t.database.db, customer.clientId, ctx, { receiptTypeIds: [], message: 'Outro documento' });
    expect(asked.status).toBe('created');
    expect(await linkStatus(first)).toBe(410);
    expect(await linkStatus(second)).toBe(410);
    const [third] = await linkCodes();
    expect(await linkStatus(third)).toBe(200);
  });
});

describe('after the code, a client of another partner', () => {
  it.each([
    ['CPF', RegistrationStatus.IN_PROGRESS],
    ['CPF', RegistrationStatus.WAITING_DOCUMENTS],
    ['CNPJ', RegistrationStatus.UNDER_ANALYSIS],
  ] as const)(
    '%s with status %i: differentPartner with that partner’s registration URL, and no session',
    async (kind, registrationStatus) => {
      const elsewhere = kind === 'CNPJ' ? await signUpCompany(t, underBravo(t)) : await signUpElsewhere(t);
      await setStatus(t, elsewhere.clientId, registrationStatus);
      const { status, body } = await prove(elsewhere);
      expect(status).toBe(200);
      expect(body).toEqual({ ...NONE, differentPartner: true, differentPartnerUrl: BRAVO_URL, differentPartnerName: 'Bravo Capital' });
      expect(await auditActions(elsewhere.clientId)).toContain('continue.status');
    },
  );

  it('completed there: completed comes first (spec §4), with no session', async () => {
    const elsewhere = await signUpElsewhere(t);
    await setStatus(t, elsewhere.clientId, RegistrationStatus.COMPLETED);
    expect((await prove(elsewhere)).body).toEqual({ ...NONE, completed: true });
  });

  it('signed up under both partners: the partner asked wins', async () => {
    const own = await signUpCustomer(t);
    const elsewhere = await seedClient(t, { ...own.body, ...underBravo(t) });
    await setStatus(t, elsewhere, RegistrationStatus.COMPLETED);
    const { body } = await prove(own);
    expect(body).toEqual({ ...NONE, continue: true, AccessToken: expect.any(String) });
    expect(decodeAccessToken(body.AccessToken!)?.ClientId).toBe(own.clientId);
  });
});
