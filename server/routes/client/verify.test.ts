import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegistrationStatus } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import { registrationOutcome, VerifyResponse } from '../../../domain/registration.ts';
import { clients } from '../../db/schema/index.ts';
import { randomCnpj, randomCpf } from '../../test-support/documents.ts';
import { pfBody, pjBody, signUp } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp, TestClock } from '../../test-support/test-app.ts';
import { VERIFY_RATE_LIMIT } from './client.routes.ts';

const clock = new TestClock(new Date('2026-03-10T12:00:10Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

let ipCounter = 0;
// Each test asks from its own IP so the rate limit of one does not leak into another.
const freshIp = () => `10.1.0.${++ipCounter}`;

async function verify(document: string, partnerId: number, ip = freshIp()) {
  const response = await t.call('GET', `/api/client/document/${document}/partner/${partnerId}/verify`, { ip });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

async function clientWithStatus(status: number, body = pfBody(t)): Promise<string> {
  const { ClientId } = await signUp(t, body);
  await t.database.db.update(clients).set({ statusRegistration: status }).where(eq(clients.id, ClientId));
  return body.CpfCnpj as string;
}

describe('GET /api/client/document/{document}/partner/{partnerId}/verify', () => {
  it('new: a document nobody signed up', async () => {
    const { status, body } = await verify(randomCpf(), t.partners.aurora);
    expect(status).toBe(200);
    expect(v.parse(VerifyResponse, body)).toEqual({
      Exists: false,
      StatusRegistration: null,
      IsCurrentPartner: false,
      PartnerRegistrationUrl: null,
    });
    expect(registrationOutcome(body)).toBe('new');
  });

  const samePartner: [string, number, ReturnType<typeof registrationOutcome>][] = [
    ['continue', RegistrationStatus.IN_PROGRESS, 'continue'],
    ['waiting for documents', RegistrationStatus.WAITING_DOCUMENTS, 'waitingDocuments'],
    ['completed', RegistrationStatus.COMPLETED, 'completed'],
    ['under analysis', RegistrationStatus.UNDER_ANALYSIS, 'analyzing'],
    ['rejected (shown as under analysis)', RegistrationStatus.REJECTED, 'analyzing'],
  ];
  it.each(samePartner)('%s: status %i with the same partner', async (_name, status, outcome) => {
    const document = await clientWithStatus(status);
    const { body } = await verify(document, t.partners.aurora);
    expect(body).toEqual({ Exists: true, StatusRegistration: status, IsCurrentPartner: true, PartnerRegistrationUrl: null });
    expect(registrationOutcome(body)).toBe(outcome);
  });

  it("otherPartner: a document of another partner answers that partner's registration URL", async () => {
    const document = await clientWithStatus(RegistrationStatus.IN_PROGRESS, pjBody(t));
    const { body } = await verify(document, t.partners.aurora);
    expect(body).toEqual({
      Exists: true,
      StatusRegistration: RegistrationStatus.IN_PROGRESS,
      IsCurrentPartner: false,
      PartnerRegistrationUrl: 'http://parceiro.localhost:3000/novo-cadastro',
    });
    expect(registrationOutcome(body)).toBe('otherPartner');
  });

  it("prefers the asking partner's own record when the document exists under both", async () => {
    const cnpj = randomCnpj();
    await clientWithStatus(RegistrationStatus.COMPLETED, pjBody(t, { CpfCnpj: cnpj }));
    await clientWithStatus(
      RegistrationStatus.WAITING_DOCUMENTS,
      pjBody(t, { CpfCnpj: cnpj, PartnerId: t.partners.aurora, RegisterUrl: 'localhost' }),
    );
    expect((await verify(cnpj, t.partners.aurora)).body).toMatchObject({
      IsCurrentPartner: true,
      StatusRegistration: RegistrationStatus.WAITING_DOCUMENTS,
    });
    expect((await verify(cnpj, t.partners.bravo)).body).toMatchObject({
      IsCurrentPartner: true,
      StatusRegistration: RegistrationStatus.COMPLETED,
    });
  });

  it('answers 400 with the spec message for a malformed document', async () => {
    const cases: [string, string][] = [
      ['12345678900', Messages.cpfInvalid],
      ['123456789', Messages.cpfInvalid],
      ['529.982.247-25', Messages.cpfInvalid],
      ['11222333000182', Messages.cnpjInvalid],
      ['112223330001810', Messages.cnpjInvalid],
    ];
    for (const [document, message] of cases) {
      const { status, body } = await verify(encodeURIComponent(document), t.partners.aurora);
      expect(status, document).toBe(400);
      expect(body, document).toEqual({ Message: message, Errors: { document: [message] } });
    }
  });

  it('answers 404 for an unknown partner and 400 for a malformed partner id', async () => {
    expect(await verify(randomCpf(), 999_999)).toMatchObject({ status: 404, body: { Message: Messages.partnerNotFound } });
    expect(await verify(randomCpf(), 99_999_999_999)).toMatchObject({
      status: 400,
      body: { Errors: { partnerId: [Messages.invalidField] } },
    });
  });

  it('answers 429 with Retry-After past the per-IP limit, for that IP only, until the window ends', async () => {
    const ip = freshIp();
    for (let i = 0; i < VERIFY_RATE_LIMIT.limit; i++) expect((await verify(randomCpf(), t.partners.aurora, ip)).status).toBe(200);
    const limited = await verify(randomCpf(), t.partners.aurora, ip);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ Message: Messages.tooManyRequests });
    // The clock is 10 s into its minute: the window closes in 50 s.
    expect(limited.headers.get('Retry-After')).toBe('50');
    expect((await verify(randomCpf(), t.partners.aurora, freshIp())).status).toBe(200);
    clock.advance(50_000);
    expect((await verify(randomCpf(), t.partners.aurora, ip)).status).toBe(200);
  });
});
