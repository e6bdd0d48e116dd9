import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApplicationsPage, OfferCoordinationMessages } from '../../../domain/api/offer-coordination.ts';
import { PasswordMessages } from '../../../domain/api/password.ts';
import { SectionId } from '../../../domain/api/section.ts';
import { BasicDataBody } from '../../../domain/basic-data.ts';
import { CustomerType, RegistrationStatus } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import { offerManagerAdd } from '../../cli/offer-manager-add.command.ts';
import { auditEvents, clients, offerManagers } from '../../db/schema/index.ts';
import { signAccessToken, signPayload } from '../../lib/auth/access-token.ts';
import { insertClient } from '../../services/sign-up/sign-up.service.ts';
import { signUpCustomer } from '../../test-support/auth.ts';
import { fileSteps } from '../../test-support/complete-file.ts';
import { randomCpf } from '../../test-support/documents.ts';
import { pjBody, signUp } from '../../test-support/fixtures.ts';
import { startTestApp, TEST_CONFIG, TEST_KDF, type TestApp, TestClock } from '../../test-support/test-app.ts';

// zxcvbn's pt-BR reason for 'password123' (server/services/account/password-policy.ts).
const WEAK_PASSWORD123 = 'Esta senha é fácil de adivinhar. Esta é uma senha comum. Acrescente palavras pouco comuns.';

const clock = new TestClock(new Date('2030-06-03T12:00:00Z'));
const PASSWORD = 'coordenação de ofertas';
let t: TestApp;
let ipCounter = 0;
const nextIp = () => `10.7.0.${++ipCounter}`;

/** Adds a manager through the operator command (the same code path as the CLI) and answers their CPF. */
async function addManager(host: string): Promise<string> {
  const document = randomCpf();
  await offerManagerAdd(
    { db: t.database.db, clock, print: () => undefined, requestId: 'test', kdf: TEST_KDF, readSecret: async () => PASSWORD },
    { partner: host, document, name: 'Gestora de Ofertas', email: 'gestora@example.com' },
  );
  return document;
}

const signIn = (Document: string, Password: string, PartnerId: number, ip = nextIp()) =>
  t.call('POST', '/api/offer-coordination/sign-in', { json: { Document, Password, PartnerId }, ip });

async function tokenOf(document: string, partnerId: number): Promise<string> {
  const response = await signIn(document, PASSWORD, partnerId);
  expect(response.status).toBe(200);
  return (await response.json()).AccessToken;
}

const list = (token: string | undefined, query = '') => t.call('GET', `/api/offer-coordination/applications${query}`, { token });
const page = async (token: string, query = ''): Promise<ApplicationsPage> => {
  const response = await list(token, query);
  expect(response.status).toBe(200);
  return response.json();
};

let auroraManager: string;
let bravoManager: string;
beforeAll(async () => {
  t = await startTestApp({ clock });
  [auroraManager, bravoManager] = [await addManager('localhost'), await addManager('parceiro.localhost')];
});
afterAll(() => t.close());

describe('POST /api/offer-coordination/sign-in', () => {
  it("answers an offer-manager token of customer type 6 for the partner's manager, audited", async () => {
    const token = await tokenOf(bravoManager, t.partners.bravo);
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
    expect(claims).toMatchObject({ PartnerId: t.partners.bravo, CustomerType: CustomerType.OFFER_MANAGER, scope: 'offer-manager' });
    expect(claims).not.toHaveProperty('ClientId');
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'offer-manager.sign-in'));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('answers the same 401 for a wrong password, an unknown CPF and another partner', async () => {
    const answers = await Promise.all([
      signIn(bravoManager, 'senha errada mesmo', t.partners.bravo),
      signIn(randomCpf(), PASSWORD, t.partners.bravo),
      signIn(bravoManager, PASSWORD, t.partners.aurora),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ Message: OfferCoordinationMessages.signInFailed });
    }
  });

  it('answers 400 for a malformed CPF, a missing password or an unknown key', async () => {
    const bad = await signIn('123.456.789-00', PASSWORD, t.partners.bravo);
    expect(bad.status).toBe(400);
    expect((await bad.json()).Errors).toEqual({ Document: [Messages.cpfInvalid] });
    const empty = await signIn(bravoManager, '', t.partners.bravo);
    expect((await empty.json()).Errors).toEqual({ Password: [OfferCoordinationMessages.passwordRequired] });
    const extra = await t.call('POST', '/api/offer-coordination/sign-in', {
      json: { Document: bravoManager, Password: PASSWORD, PartnerId: t.partners.bravo, ClientId: 1 },
    });
    expect((await extra.json()).Errors).toEqual({ ClientId: [Messages.unknownField] });
  });

  it('answers 400 at the field for a PartnerId above PostgreSQL integer and a NUL in the CPF or password', async () => {
    const huge = await signIn(bravoManager, PASSWORD, 2_147_483_648);
    expect(huge.status).toBe(400);
    expect((await huge.json()).Errors).toEqual({ PartnerId: [Messages.invalidField] });
    const nulDocument = await signIn(`${bravoManager}\u0000`, PASSWORD, t.partners.bravo);
    expect(nulDocument.status).toBe(400);
    expect((await nulDocument.json()).Errors).toEqual({ Document: [Messages.invalidCharacters] });
    const nulPassword = await signIn(bravoManager, `${PASSWORD}\u0000`, t.partners.bravo);
    expect(nulPassword.status).toBe(400);
    expect((await nulPassword.json()).Errors).toEqual({ Password: [Messages.invalidCharacters] });
  });

  it('answers 429 with Retry-After (≤ 15 min) once a CPF spent its attempts from one address; another address still signs in', async () => {
    const document = await addManager('parceiro.localhost');
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await signIn(document, 'tentativa errada', t.partners.bravo, ip)).status).toBe(401);
    const limited = await signIn(document, PASSWORD, t.partners.bravo, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('Retry-After'))).toBeLessThanOrEqual(900);
    expect((await signIn(document, PASSWORD, t.partners.bravo, nextIp())).status).toBe(200);
  });

  it('answers 429 once an IP spent its attempts, whatever the CPF', async () => {
    const ip = '10.8.0.1';
    for (let i = 0; i < 30; i++) expect((await signIn(randomCpf(), PASSWORD, t.partners.aurora, ip)).status).toBe(401);
    expect((await signIn(auroraManager, PASSWORD, t.partners.aurora, ip)).status).toBe(429);
  });
});

describe('GET /api/offer-coordination/applications', () => {
  let bravoToken: string;
  let auroraToken: string;
  let people: { id: number; name: string; document: string }[];
  beforeAll(async () => {
    [bravoToken, auroraToken] = [await tokenOf(bravoManager, t.partners.bravo), await tokenOf(auroraManager, t.partners.aurora)];
    people = [];
    for (const name of ['Padaria Central Ltda', 'Ótica Brilho S.A.', 'Mercado Azul Ltda']) {
      clock.advance(60_000);
      const body = pjBody(t, { Name: name });
      const { ClientId } = await signUp(t, body);
      people.push({ id: ClientId, name, document: String(body.CpfCnpj) });
    }
    clock.advance(60_000);
    const pf = await signUpCustomer(t, {
      PartnerId: t.partners.bravo,
      RegisterUrl: 'parceiro.localhost:3000',
      Name: 'João Araújo',
      AdvisorId: undefined,
      OfficeId: undefined,
      KnowledgeId: 501,
    });
    people.push({ id: pf.clientId, name: 'João Araújo', document: pf.document });
    const owner = {
      id: pf.clientId,
      userId: pf.userId,
      partnerId: t.partners.bravo,
      personType: 'F' as const,
      cpfCnpj: pf.document,
      token: pf.token,
    };
    await fileSteps.address(t, owner);
    await fileSteps.documents(t, owner, clock.now());
    const section = (SectionId: number) => t.call('POST', '/api/section', { json: { ClientId: pf.clientId, SectionId }, token: pf.token });
    expect((await section(SectionId.ADDRESS)).status).toBe(200);
    expect((await section(SectionId.DOCUMENTS_PF)).status).toBe(200);
    await t.database.db
      .update(clients)
      .set({ statusRegistration: RegistrationStatus.WAITING_DOCUMENTS })
      .where(eq(clients.id, people[0].id));
  });

  it("lists only the manager's partner's applications, newest first, masked, with status and completed sections", async () => {
    const result = await page(bravoToken);
    const ids = result.Items.map((item) => item.ClientId);
    expect(ids.slice(0, 4)).toEqual([...people].reverse().map((person) => person.id));
    const pf = result.Items[0];
    expect(pf).toMatchObject({
      Name: 'João Araújo',
      PersonType: 'F',
      StatusRegistration: 1,
      StatusDescription: 'Em andamento',
      CompletedSections: [SectionId.ADDRESS, SectionId.DOCUMENTS_PF],
    });
    const cpf = people[3].document;
    expect(pf.MaskedDocument).toBe(`***.***.${cpf.slice(6, 9)}-**`);
    expect(JSON.stringify(result)).not.toContain(cpf);
    expect(Object.keys(pf)).not.toEqual(expect.arrayContaining(['Email']));
    expect(Date.parse(pf.UpdatedAt)).toBeGreaterThanOrEqual(Date.parse(pf.CreatedAt));
    expect(result).toMatchObject({ Page: 1, PageSize: 20, Total: result.Items.length });
    const aurora = await page(auroraToken);
    expect(aurora.Items.map((item) => item.ClientId)).not.toEqual(expect.arrayContaining(ids));
  });

  it('filters by status, person type, a name without accents and a whole document', async () => {
    expect((await page(bravoToken, '?status=3')).Items.map((item) => item.ClientId)).toEqual([people[0].id]);
    const companies = await page(bravoToken, '?personType=J');
    expect(companies.Items.every((item) => item.PersonType === 'J')).toBe(true);
    expect(companies.Items.map((item) => item.ClientId)).toEqual(expect.arrayContaining([people[0].id, people[1].id]));
    expect((await page(bravoToken, '?search=otica')).Items.map((item) => item.Name)).toEqual(['Ótica Brilho S.A.']);
    expect((await page(bravoToken, '?search=JOAO%20ara')).Items.map((item) => item.ClientId)).toEqual([people[3].id]);
    const byDocument = await page(bravoToken, `?search=${encodeURIComponent(people[2].document)}`);
    expect(byDocument.Items.map((item) => item.ClientId)).toEqual([people[2].id]);
    expect((await page(bravoToken, '?search=50%25')).Total).toBe(0);
    expect((await page(auroraToken, '?search=otica')).Total).toBe(0);
  });

  it('pages 20 at a time and answers the total past the last page', async () => {
    // Written straight to the database at once (the sign-up has its own tests), each a second newer than the last.
    const start = clock.now().getTime() - 21_000;
    const company = (i: number) => v.parse(BasicDataBody, pjBody(t, { Name: `Empresa Paginada ${i}` }));
    await Promise.all(
      Array.from({ length: 21 }, (_, i) => insertClient(t.database.db, company(i), { requestId: 'seed', now: new Date(start + i * 1000) })),
    );
    const first = await page(bravoToken, '?search=paginada');
    const second = await page(bravoToken, '?search=paginada&page=2');
    expect(first.Items).toHaveLength(20);
    expect(second.Items).toHaveLength(1);
    expect([first.Total, second.Total]).toEqual([21, 21]);
    expect(second.Items[0].Name).toBe('Empresa Paginada 0');
    expect(await page(bravoToken, '?search=paginada&page=9')).toMatchObject({ Items: [], Total: 21, Page: 9 });
  });

  it('answers 400 for a bad filter or an unknown parameter', async () => {
    for (const [query, field, message] of [
      ['?status=9', 'status', OfferCoordinationMessages.statusInvalid],
      ['?personType=X', 'personType', OfferCoordinationMessages.personTypeInvalid],
      ['?page=0', 'page', OfferCoordinationMessages.pageInvalid],
      [`?search=${'a'.repeat(61)}`, 'search', OfferCoordinationMessages.searchTooLong],
      ['?partnerId=1', 'partnerId', Messages.unknownField],
      ['?search=Maria%00', 'search', Messages.invalidCharacters],
      ['?search=%1B%5B2J', 'search', Messages.invalidCharacters],
    ]) {
      const response = await list(bravoToken, query);
      expect(response.status, query).toBe(400);
      expect((await response.json()).Errors).toEqual({ [field]: [message] });
    }
  });

  it('answers 401 without a token, with an expired one or a tampered one', async () => {
    expect((await list(undefined)).status).toBe(401);
    const [header, payload, signature] = bravoToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, PartnerId: t.partners.aurora })).toString('base64url')}.${signature}`;
    expect((await list(tampered)).status).toBe(401);
    const expired = signPayload({ ...claims, exp: Math.floor(clock.now().getTime() / 1000) - 1 }, TEST_CONFIG.jwtSecret);
    const response = await list(expired);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ Message: Messages.unauthorized });
  });

  it('answers 401 to the token of a manager the operator has since removed', async () => {
    const document = await addManager('parceiro.localhost');
    const token = await tokenOf(document, t.partners.bravo);
    expect((await list(token)).status).toBe(200);
    await t.database.db.delete(offerManagers).where(eq(offerManagers.cpf, document));
    const response = await list(token);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ Message: Messages.unauthorized });
  });

  it("answers 403 to a customer's onboarding or documents token, and the manager's token opens no customer route", async () => {
    const customer = await signUpCustomer(t);
    expect((await list(customer.token)).status).toBe(403);
    const claims = { ClientId: customer.clientId, UserId: customer.userId, PartnerId: t.partners.aurora, PersonType: 'F' as const };
    const documents = await signAccessToken({ ...claims, scope: 'documents' }, TEST_CONFIG.jwtSecret, clock);
    expect((await list(documents)).status).toBe(403);
    expect((await t.call('GET', '/api/offer-coordination/status-registrations', { token: customer.token })).status).toBe(403);
    expect((await t.call('GET', '/api/client/basic-data', { token: bravoToken })).status).toBe(401);
  });

  it('audits who read which partner list with which filters', async () => {
    await page(bravoToken, '?status=1&search=x');
    const rows = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'applications.search.name'));
    expect(rows.at(-1)).toMatchObject({ entity: 'partner', entityId: String(t.partners.bravo), fields: ['status', 'search'] });
  });
});

describe('GET /api/offer-coordination/status-registrations', () => {
  it('lists the five statuses for the filter', async () => {
    const token = await tokenOf(bravoManager, t.partners.bravo);
    const response = await t.call('GET', '/api/offer-coordination/status-registrations', { token });
    expect(response.status).toBe(200);
    expect((await response.json()).map((status: { Id: number }) => status.Id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('PUT /api/offer-coordination/password', () => {
  const NEW_PASSWORD = 'nova senha da gestora';
  const change = (token: string | undefined, json: Record<string, unknown>) =>
    t.call('PUT', '/api/offer-coordination/password', { json, token });
  const hashOf = async (document: string) =>
    (await t.database.db.select().from(offerManagers).where(eq(offerManagers.cpf, document)))[0].passwordHash;
  const signedInManager = async () => {
    const document = await addManager('parceiro.localhost');
    return { document, token: await tokenOf(document, t.partners.bravo) };
  };

  it('changes the password: the new one signs in, the old one no longer does; audited with digests', async () => {
    const { document, token } = await signedInManager();
    const response = await change(token, { CurrentPassword: PASSWORD, NewPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ Message: OfferCoordinationMessages.passwordChanged });
    expect(await TEST_KDF.verify(await hashOf(document), NEW_PASSWORD)).toBe(true);
    expect((await signIn(document, PASSWORD, t.partners.bravo)).status).toBe(401);
    expect((await signIn(document, NEW_PASSWORD, t.partners.bravo)).status).toBe(200);
    const [event] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'offer-manager.password-change'));
    expect(event).toMatchObject({ entity: 'offer_manager', fields: ['passwordHash'] });
    expect(event.beforeDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(event.afterDigest).not.toBe(event.beforeDigest);
  });

  it('answers 400 at CurrentPassword for a wrong current password (the session stays), audited, nothing changed', async () => {
    const { document, token } = await signedInManager();
    const before = await hashOf(document);
    const response = await change(token, { CurrentPassword: 'não é a senha', NewPassword: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect((await response.json()).Errors).toEqual({ CurrentPassword: [OfferCoordinationMessages.currentPasswordWrong] });
    expect(await hashOf(document)).toBe(before);
    expect((await list(token)).status).toBe(200);
    const failures = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'offer-manager.password-change.failed'));
    expect(failures.length).toBeGreaterThan(0);
  });

  it("refuses a new password outside the customers' policy at NewPassword, and an unknown key", async () => {
    const { document, token } = await signedInManager();
    const before = await hashOf(document);
    for (const [NewPassword, message] of [
      ['curta', PasswordMessages.tooShort],
      ['password123', WEAK_PASSWORD123],
      [document, PasswordMessages.tooCommon],
      [PASSWORD, OfferCoordinationMessages.samePassword],
    ]) {
      const response = await change(token, { CurrentPassword: PASSWORD, NewPassword });
      expect(response.status, NewPassword).toBe(400);
      expect((await response.json()).Errors).toEqual({ NewPassword: [message] });
    }
    const extra = await change(token, { CurrentPassword: PASSWORD, NewPassword: NEW_PASSWORD, OfferManagerId: 1 });
    expect((await extra.json()).Errors).toEqual({ OfferManagerId: [Messages.unknownField] });
    expect(await hashOf(document)).toBe(before);
  });

  it("changes only the token's own manager: 401 without a manager's token, 403 with a customer's", async () => {
    const body = { CurrentPassword: PASSWORD, NewPassword: NEW_PASSWORD };
    expect((await change(undefined, body)).status).toBe(401);
    expect((await change((await signUpCustomer(t)).token, body)).status).toBe(403);
    const [mine, other] = [await signedInManager(), await signedInManager()];
    const otherBefore = await hashOf(other.document);
    expect((await change(mine.token, body)).status).toBe(200);
    expect(await hashOf(other.document)).toBe(otherBefore);
  });

  it('answers 429 with Retry-After once a manager spent their attempts, even with the right password', async () => {
    const { document, token } = await signedInManager();
    const before = await hashOf(document);
    for (let i = 0; i < 10; i++) {
      expect((await change(token, { CurrentPassword: 'tentativa errada', NewPassword: NEW_PASSWORD })).status).toBe(400);
    }
    const limited = await change(token, { CurrentPassword: PASSWORD, NewPassword: NEW_PASSWORD });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await hashOf(document)).toBe(before);
  });
});
