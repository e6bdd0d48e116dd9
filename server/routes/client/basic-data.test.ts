import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAccessToken } from '../../../domain/auth.ts';
import { Messages } from '../../../domain/messages.ts';
import { MAX_BODY_BYTES } from '../../app.ts';
import { advisors, auditEvents, clients, outbox, pendingSignUps, users } from '../../db/schema/index.ts';
import { randomAlphanumericCnpj, randomCpf } from '../../test-support/documents.ts';
import { codeIn, queuedEmails } from '../../test-support/emails.ts';
import { nextAddress, pfBody, pjBody, signUp } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (json: unknown) => t.call('POST', '/api/client/basic-data', { json, ip: nextAddress() });
const clientCount = async () => (await t.database.db.select({ n: count() }).from(clients))[0].n;
const pendingCount = async () => (await t.database.db.select({ n: count() }).from(pendingSignUps))[0].n;

describe('POST /api/client/basic-data: sign-up, once the emailed code is typed', () => {
  it('creates a PF client and answers an AccessToken naming it', async () => {
    const body = pfBody(t);
    const { AccessToken, ClientId } = await signUp(t, body);
    const claims = decodeAccessToken(AccessToken);
    expect(claims).toMatchObject({ ClientId, PartnerId: t.partners.aurora, PersonType: 'F', scope: 'onboarding' });
    const [user] = await t.database.db.select().from(users).where(eq(users.clientId, ClientId));
    expect(claims?.UserId).toBe(user.id);
    const [client] = await t.database.db.select().from(clients).where(eq(clients.id, ClientId));
    expect(client).toMatchObject({ cpfCnpj: body.CpfCnpj, customerType: 1, personType: 'F', statusRegistration: 1, finalized: false });
  });

  it('creates a PJ client (alphanumeric CNPJ too) under the second brand', async () => {
    for (const cnpj of [undefined, randomAlphanumericCnpj()]) {
      const body = pjBody(t, cnpj ? { CpfCnpj: cnpj } : {});
      const { ClientId } = await signUp(t, body);
      const [client] = await t.database.db.select().from(clients).where(eq(clients.id, ClientId));
      expect(client).toMatchObject({ cpfCnpj: body.CpfCnpj, customerType: 5, personType: 'J', partnerId: t.partners.bravo });
    }
  });

  it('writes the lead to the outbox and an audit event with the client', async () => {
    const { ClientId } = await signUp(t, pfBody(t, { Email: 'Lead@Example.com' }));
    const [lead] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `lead:client:${ClientId}`));
    expect(lead).toMatchObject({ kind: 'lead', attempts: 0, deliveredAt: null });
    expect(lead.payload).toMatchObject({ ClientId, Email: 'lead@example.com', MobilePhone: '11987654321', PartnerId: t.partners.aurora });
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(ClientId)));
    const creations = audit.filter((event) => event.action === 'client.create');
    expect(creations).toEqual([expect.objectContaining({ entity: 'client', actor: `client:${ClientId}` })]);
  });

  it('stores nothing when any write of the transaction fails, and answers only the default message', async () => {
    const db = t.database.db;
    await db.execute(sql.raw(`create function fail_insert() returns trigger language plpgsql as $$ begin raise exception 'boom'; end; $$`));
    await db.execute(sql.raw('create trigger outbox_fail before insert on outbox for each row execute function fail_insert()'));
    try {
      const [clientsBefore, pendingBefore] = [await clientCount(), await pendingCount()];
      const response = await post(pfBody(t));
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ Message: Messages.defaultError });
      expect(await clientCount()).toBe(clientsBefore);
      expect(await pendingCount()).toBe(pendingBefore);
    } finally {
      await db.execute(sql.raw('drop trigger outbox_fail on outbox'));
      await db.execute(sql.raw('drop function fail_insert()'));
    }
  });

  it('lets exactly one of many concurrent sign-ups of one document win; the others are told it exists', async () => {
    const email = 'concorrente@example.com';
    const body = pfBody(t, { Email: email });
    const requests = await Promise.all(Array.from({ length: 6 }, () => post(body)));
    expect(requests.map((response) => response.status)).toEqual(Array(6).fill(202));
    const codes = (await queuedEmails(t.database.db, email)).map((mail) => codeIn(mail.text));
    expect(codes).toHaveLength(6);
    const confirmations = await Promise.all(
      codes.map((Token) =>
        t.call('POST', '/api/customer/autenticate-continue-register', {
          json: { Document: body.CpfCnpj, Token, PartnerId: body.PartnerId },
          ip: nextAddress(),
        }),
      ),
    );
    expect(confirmations.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const rows = await t.database.db
      .select()
      .from(clients)
      .where(eq(clients.cpfCnpj, body.CpfCnpj as string));
    expect(rows).toHaveLength(1);
    const leads = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `lead:client:${rows[0].id}`));
    expect(leads).toHaveLength(1);
  });
});

// An advisor who left the brokerage: the public lookup no longer names them, so a sign-up may not record them.
const INACTIVE_ADVISOR = 9_001;

describe('POST /api/client/basic-data: the advisor of a sign-up link', () => {
  it('stores the advisor the body names and reads it back', async () => {
    const { ClientId, AccessToken } = await signUp(t, pfBody(t, { AdvisorId: 102, OfficeId: undefined }));
    const [client] = await t.database.db.select().from(clients).where(eq(clients.id, ClientId));
    expect(client).toMatchObject({ advisorId: 102, officeId: null });
    const read = await t.call('GET', '/api/client/basic-data', { token: AccessToken });
    expect(await read.json()).toMatchObject({ AdvisorId: 102 });
  });
});

describe('POST /api/client/basic-data: references the schema cannot check', () => {
  const cases: [string, (t: TestApp) => Record<string, unknown>, string, string][] = [
    ['an unknown partner', (t) => pfBody(t, { PartnerId: 999_999 }), 'PartnerId', Messages.invalidField],
    ["another partner's host", (t) => pfBody(t, { RegisterUrl: 'parceiro.localhost:3000' }), 'RegisterUrl', Messages.invalidField],
    ['an unknown knowledge option', (t) => pfBody(t, { KnowledgeId: 4242 }), 'KnowledgeId', Messages.knowledgeRequired],
    ['a knowledge source that has sub-items', (t) => pfBody(t, { KnowledgeId: 5 }), 'KnowledgeId', Messages.knowledgeRequired],
    ['an unknown advisor', (t) => pfBody(t, { AdvisorId: 999_999 }), 'AdvisorId', Messages.advisorUnknown],
    ['an inactive advisor', (t) => pfBody(t, { AdvisorId: INACTIVE_ADVISOR }), 'AdvisorId', Messages.advisorUnknown],
  ];
  beforeAll(async () => {
    await t.database.db.insert(advisors).values({ id: INACTIVE_ADVISOR, name: 'Assessor Desligado', active: false });
  });
  it.each(cases)('answers 400 for %s and stores nothing', async (_name, build, field, message) => {
    const before = await clientCount();
    const response = await post(build(t));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ Message: message, Errors: { [field]: [message] } });
    expect(await clientCount()).toBe(before);
  });
});

describe('POST /api/client/basic-data: transport-level bad input', () => {
  it('answers 400 with the invalid-body message for malformed JSON, an array or a string', async () => {
    for (const body of ['{"CpfCnpj": ', '[1, 2]', '"text"', '']) {
      const response = await t.call('POST', '/api/client/basic-data', {
        body,
        headers: { 'Content-Type': 'application/json' },
        ip: nextAddress(),
      });
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual({ Message: Messages.invalidBody });
    }
  });

  it('answers 413 for a body over the limit and stores nothing', async () => {
    const before = await clientCount();
    const response = await post(pfBody(t, { Name: 'x'.repeat(MAX_BODY_BYTES) }));
    expect(response.status).toBe(413);
    expect((await response.json()).Message).toEqual(expect.any(String));
    expect(await clientCount()).toBe(before);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await t.call('POST', '/api/client/basic-data', { body: 'CpfCnpj=1', headers: { 'Content-Type': 'text/plain' } });
    expect(response.status).toBe(415);
  });

  it('stores nothing for a refused sign-up: neither a client nor a pending sign-up of its document', async () => {
    const cpf = randomCpf();
    expect((await post(pfBody(t, { CpfCnpj: cpf, Email: 'not-an-email' }))).status).toBe(400);
    expect(await t.database.db.select().from(clients).where(eq(clients.cpfCnpj, cpf))).toEqual([]);
    expect(await t.database.db.select().from(pendingSignUps).where(eq(pendingSignUps.document, cpf))).toEqual([]);
  });
});
