import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegistrationStatus } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import { registrationOutcome, VerifyResponse } from '../../../domain/registration.ts';
import { clients } from '../../db/schema/index.ts';
import { randomCnpj, randomCpf } from '../../test-support/documents.ts';
import { pfBody, pjBody, seedClient, signUp } from '../../test-support/fixtures.ts';
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

async function verify(document: string, partnerId: number, token?: string, ip = freshIp()) {
  const response = await t.call('GET', `/api/client/document/${document}/partner/${partnerId}/verify`, { ip, token });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

type Signed = { document: string; token: string; partnerId: number };

async function clientWithStatus(status: number, body = pfBody(t)): Promise<Signed> {
  const { ClientId, AccessToken } = await signUp(t, body);
  await t.database.db.update(clients).set({ statusRegistration: status }).where(eq(clients.id, ClientId));
  return { document: body.CpfCnpj as string, token: AccessToken, partnerId: body.PartnerId as number };
}

// ADR 196: verify tells a session where its own document stands, and nobody anything about another document.
describe('GET /api/client/document/{document}/partner/{partnerId}/verify', () => {
  it('answers 401 without a session, for a new document and for a signed-up one alike', async () => {
    const { document } = await clientWithStatus(RegistrationStatus.IN_PROGRESS);
    for (const asked of [randomCpf(), document]) {
      expect(await verify(asked, t.partners.aurora)).toMatchObject({ status: 401, body: { Message: Messages.unauthorized } });
    }
  });

  it("answers 403 to a session asking about another client's document, an unknown one or another partner", async () => {
    const mine = await clientWithStatus(RegistrationStatus.IN_PROGRESS);
    const theirs = await clientWithStatus(RegistrationStatus.COMPLETED);
    const forbidden = { status: 403, body: { Message: Messages.forbidden } };
    expect(await verify(theirs.document, t.partners.aurora, mine.token)).toMatchObject(forbidden);
    expect(await verify(randomCpf(), t.partners.aurora, mine.token)).toMatchObject(forbidden);
    expect(await verify(mine.document, t.partners.bravo, mine.token)).toMatchObject(forbidden);
    expect(await verify(mine.document, 999_999, mine.token)).toMatchObject(forbidden);
  });

  const samePartner: [string, number, ReturnType<typeof registrationOutcome>][] = [
    ['continue', RegistrationStatus.IN_PROGRESS, 'continue'],
    ['waiting for documents', RegistrationStatus.WAITING_DOCUMENTS, 'waitingDocuments'],
    ['completed', RegistrationStatus.COMPLETED, 'completed'],
    ['under analysis', RegistrationStatus.UNDER_ANALYSIS, 'analyzing'],
    ['rejected (told as rejected, ADR 225)', RegistrationStatus.REJECTED, 'rejected'],
  ];
  it.each(samePartner)('%s: status %i of the own document', async (_name, status, outcome) => {
    const { document, token } = await clientWithStatus(status);
    const { body } = await verify(document, t.partners.aurora, token);
    expect(v.parse(VerifyResponse, body)).toEqual({
      Exists: true,
      StatusRegistration: status,
      IsCurrentPartner: true,
      PartnerRegistrationUrl: null,
    });
    expect(registrationOutcome(body)).toBe(outcome);
  });

  it("answers the own partner's record when the document also has a client under another partner", async () => {
    const cnpj = randomCnpj();
    const own = await clientWithStatus(
      RegistrationStatus.WAITING_DOCUMENTS,
      pjBody(t, { CpfCnpj: cnpj, PartnerId: t.partners.aurora, RegisterUrl: 'localhost' }),
    );
    await seedClient(t, pjBody(t, { CpfCnpj: cnpj }));
    expect((await verify(cnpj, t.partners.aurora, own.token)).body).toEqual({
      Exists: true,
      IsCurrentPartner: true,
      StatusRegistration: RegistrationStatus.WAITING_DOCUMENTS,
      PartnerRegistrationUrl: null,
    });
  });

  it('answers 400 with the spec message for a malformed document or partner id', async () => {
    const { token } = await clientWithStatus(RegistrationStatus.IN_PROGRESS);
    const cases: [string, string][] = [
      ['12345678900', Messages.cpfInvalid],
      ['123456789', Messages.cpfInvalid],
      ['529.982.247-25', Messages.cpfInvalid],
      ['11222333000182', Messages.cnpjInvalid],
      ['112223330001810', Messages.cnpjInvalid],
    ];
    for (const [document, message] of cases) {
      const { status, body } = await verify(encodeURIComponent(document), t.partners.aurora, token);
      expect(status, document).toBe(400);
      expect(body, document).toEqual({ Message: message, Errors: { document: [message] } });
    }
    expect(await verify(randomCpf(), 99_999_999_999, token)).toMatchObject({
      status: 400,
      body: { Errors: { partnerId: [Messages.invalidField] } },
    });
  });

  it('answers 429 with Retry-After past the per-IP limit, for that IP only, until the window ends', async () => {
    const { document, token } = await clientWithStatus(RegistrationStatus.IN_PROGRESS);
    const ip = freshIp();
    const ask = (from: string) => verify(document, t.partners.aurora, token, from);
    for (let i = 0; i < VERIFY_RATE_LIMIT.limit; i++) expect((await ask(ip)).status).toBe(200);
    const limited = await ask(ip);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ Message: Messages.tooManyRequests });
    // The clock is 10 s into its minute: the window closes in 50 s.
    expect(limited.headers.get('Retry-After')).toBe('50');
    expect((await ask(freshIp())).status).toBe(200);
    clock.advance(50_000);
    expect((await ask(ip)).status).toBe(200);
  });
});
