import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TAKEN } from '../../../domain/document-taken.ts';
import { Messages } from '../../../domain/messages.ts';
import { pendingSignUps } from '../../db/schema/index.ts';
import { CPF_CHECK_RETRY_AFTER_SECONDS } from '../../services/sign-up/holder-check.service.ts';
import { type CpfPeer, startCpfPeer } from '../../test-support/cpf-peer.ts';
import { randomCpf } from '../../test-support/documents.ts';
import { codeIn, queuedEmails } from '../../test-support/emails.ts';
import { nextAddress, pfBody, pjBody } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { SignUpLimits } from './client.routes.ts';

// ADR 221: a sign-up's name and birth date are checked with the CPF data provider before any code is sent.
const HOLDER = { cpf: randomCpf(), name: 'Maria José da Conceição', birthDate: '1980-01-15' };
const OTHER = { cpf: randomCpf(), name: 'Pedro Álvares Cabral', birthDate: '1968-04-22' };
const CONTACT = { email: 'sac@corretora.example', phone: '0800 123 4567' };
let peer: CpfPeer;
let t: TestApp;
beforeAll(async () => {
  peer = await startCpfPeer({
    [HOLDER.cpf]: { name: HOLDER.name, birthDate: HOLDER.birthDate },
    [OTHER.cpf]: { name: OTHER.name, birthDate: OTHER.birthDate },
  });
  t = await startTestApp({ config: { cpfCheck: { url: peer.url, timeoutMs: 1_500 }, brokerageContact: CONTACT } });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const post = (json: unknown, ip = nextAddress()) => t.call('POST', '/api/client/basic-data', { json, ip });
const pendingCount = async () => (await t.database.db.select({ n: count() }).from(pendingSignUps))[0].n;
const mismatch = (...fields: string[]) => ({
  Message: Messages.cpfDataMismatch,
  Errors: Object.fromEntries(fields.map((field) => [field, [Messages.cpfDataMismatch]])),
});
const holderBody = (overrides: Record<string, unknown> = {}) =>
  pfBody(t, { CpfCnpj: HOLDER.cpf, Name: HOLDER.name, BirthDate: HOLDER.birthDate, Email: 'maria.jose@example.com', ...overrides });

describe('POST /api/client/basic-data: the CPF holder check', () => {
  it("sends the holder's code when name and birth date agree, whatever the case, accents and spaces typed", async () => {
    const response = await post(holderBody({ Name: '  MARIA   JOSE da conceicao ' }));
    expect(response.status).toBe(202);
    expect(await queuedEmails(t.database.db, 'maria.jose@example.com')).toHaveLength(1);
  });

  it('refuses a second sign-up of the CPF with a wrong name or birth date at those fields, sending no code', async () => {
    const before = await pendingCount();
    const wrongName = await post(holderBody({ Name: 'Maria José da Silva', Email: 'estranho@example.com' }));
    expect(wrongName.status).toBe(400);
    expect(await wrongName.json()).toEqual(mismatch('Name'));
    const wrongDate = await post(holderBody({ BirthDate: '1980-01-16', Email: 'estranho@example.com' }));
    expect(await wrongDate.json()).toEqual(mismatch('BirthDate'));
    const both = await post(holderBody({ Name: 'Fulano de Tal', BirthDate: '1990-05-17', Email: 'estranho@example.com' }));
    expect(both.status).toBe(400);
    expect(await both.json()).toEqual(mismatch('Name', 'BirthDate'));
    expect(await queuedEmails(t.database.db, 'estranho@example.com')).toEqual([]);
    expect(await pendingCount()).toBe(before);
  });

  it('refuses a CPF the provider does not know at CpfCnpj', async () => {
    const response = await post(pfBody(t, { Email: 'desconhecido@example.com' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(mismatch('CpfCnpj'));
    expect(await queuedEmails(t.database.db, 'desconhecido@example.com')).toEqual([]);
  });

  it('counts refused attempts against the sign-up limits of the document and address', async () => {
    const ip = nextAddress();
    const wrong = holderBody({ Name: 'Outra Pessoa', Email: 'tentativas@example.com' });
    for (let i = 0; i < SignUpLimits.document.limit; i++) expect((await post(wrong, ip)).status).toBe(400);
    const limited = await post(holderBody({ Email: 'tentativas@example.com' }), ip);
    expect(limited.status).toBe(429);
    expect(await queuedEmails(t.database.db, 'tentativas@example.com')).toEqual([]);
  });

  it('answers 503 with Retry-After and sends nothing while the provider is down; a cached answer still serves', async () => {
    const before = await pendingCount();
    peer.down();
    try {
      const response = await post(
        pfBody(t, { CpfCnpj: OTHER.cpf, Name: OTHER.name, BirthDate: OTHER.birthDate, Email: 'pedro@example.com' }),
      );
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe(String(CPF_CHECK_RETRY_AFTER_SECONDS));
      expect(await response.json()).toEqual({ Message: Messages.defaultError });
      expect(await queuedEmails(t.database.db, 'pedro@example.com')).toEqual([]);
      expect(await pendingCount()).toBe(before);
      // The holder's record was fetched by the first test: it is kept, so the provider is not asked.
      const calls = peer.calls(HOLDER.cpf);
      const cached = await post(holderBody({ Email: 'maria.jose@example.com' }));
      expect(cached.status).toBe(202);
      expect(peer.calls(HOLDER.cpf)).toBe(calls);
    } finally {
      peer.up();
    }
    const back = await post(pfBody(t, { CpfCnpj: OTHER.cpf, Name: OTHER.name, BirthDate: OTHER.birthDate, Email: 'pedro@example.com' }));
    expect(back.status).toBe(202);
  });

  it('does not check a PJ sign-up (a CNPJ the provider does not know still gets its code)', async () => {
    const response = await post(pjBody(t, { Email: 'empresa@example.com' }));
    expect(response.status).toBe(202);
    expect(await queuedEmails(t.database.db, 'empresa@example.com')).toHaveLength(1);
  });
});

describe('the holder whose CPF another sign-up took first (ADR 227)', () => {
  it("answers the holder's code 409 DocumentTaken with the brokerage's contact, naming nothing of the winner", async () => {
    const holder = holderBody({ CpfCnpj: OTHER.cpf, Name: OTHER.name, BirthDate: OTHER.birthDate, Email: 'dono@example.com' });
    // A relative who knows the name and birth date signs up too, and types their code first.
    const relative = { ...holder, Email: 'parente@example.com' };
    for (const body of [holder, relative]) expect((await post(body)).status).toBe(202);
    const authenticate = async (email: string) => {
      const [mail] = await queuedEmails(t.database.db, email);
      const json = { Document: OTHER.cpf, Token: codeIn(mail.text), PartnerId: t.partners.aurora };
      return t.call('POST', '/api/customer/autenticate-continue-register', { json, ip: nextAddress() });
    };
    expect((await authenticate('parente@example.com')).status).toBe(200);
    const refused = await authenticate('dono@example.com');
    expect(refused.status).toBe(409);
    const text = await refused.text();
    expect(JSON.parse(text)).toEqual({
      Message: Messages.documentExists,
      Code: DOCUMENT_TAKEN,
      Contact: { Email: CONTACT.email, Phone: CONTACT.phone },
    });
    expect(text).not.toContain('parente');
  });
});
