import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientAgreement, ClientAgreements } from '../../../domain/api/agreements.ts';
import { ElectronicCheckMessages } from '../../../domain/api/electronic-check.ts';
import { FieldMessages } from '../../../domain/api/field-messages.ts';
import { Messages } from '../../../domain/messages.ts';
import { clientAgreements } from '../../db/schema/index.ts';
import { AgreementMessages } from '../../services/agreements/client-agreement.service.ts';
import { createSignature, declare, type TestClient, testClient, tokenFor } from '../../test-support/document.fixtures.ts';
import { pfBody, pjBody, signUp } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp, TestClock } from '../../test-support/test-app.ts';

const PIN = '135790';
const clock = new TestClock(new Date('2025-03-10T14:30:00.000Z'));
let t: TestApp;
let signer: TestClient;
let other: TestClient;
const newClient = async (body: Record<string, unknown>) => testClient(await signUp(t, body), body);
beforeAll(async () => {
  t = await startTestApp({ clock });
  signer = await newClient(pfBody(t));
  other = await newClient(pjBody(t));
  await createSignature(t, signer, PIN);
});
afterAll(() => t.close());

const sign = (client: TestClient, json: unknown, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/client-agreement/type', { token: client.token, json, headers });
const signBatch = (client: TestClient, json: unknown, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/client-agreement/type/batch', { token: client.token, json, headers });
const rows = (clientId: number) => t.database.db.select().from(clientAgreements).where(eq(clientAgreements.clientId, clientId));
const listed = async (path: string, token = signer.token) => v.parse(ClientAgreements, await (await t.call('GET', path, { token })).json());

describe('signing the general contract and its companions (batch)', () => {
  it('stores the SHA-256 of the exact PDF, version, UTC time, IP and user agent of each', async () => {
    expect(await listed(`/api/client-agreement/client/${signer.id}/type/1`)).toEqual([]);
    const response = await signBatch(signer, { EletronicCheck: PIN, AgreementTypes: [1, 28, 57] }, { 'User-Agent': 'Mozilla/5.0 (test)' });
    expect(response.status).toBe(201);
    const signed = v.parse(ClientAgreements, await response.json());
    for (const [index, type] of [1, 28, 57].entries()) {
      const file = await (await t.call('GET', `/api/file/type/${type}`, { token: signer.token })).json();
      expect(signed[index]).toEqual({
        AgreementId: type,
        AgreementType: type,
        ClientId: signer.id,
        Version: file.Version,
        Sha256: file.Sha256,
        SignedAt: '2025-03-10T14:30:00.000Z',
      });
    }
    const stored = await rows(signer.id);
    expect(stored.map((row) => [row.ip, row.userAgent, row.userId])).toEqual(
      Array(3).fill(['127.0.0.1', 'Mozilla/5.0 (test)', signer.userId]),
    );
  });

  it('lists them; /type/1 only the general contract; signing again keeps the original record', async () => {
    expect((await listed(`/api/client-agreement/client/${signer.id}`)).map((a) => a.AgreementType).sort((a, b) => a - b)).toEqual([
      1, 28, 57,
    ]);
    const [contract] = await listed(`/api/client-agreement/client/${signer.id}/type/1`);
    expect(contract).toMatchObject({ AgreementType: 1, AgreementId: 1 });
    clock.advance(60_000);
    const again = await signBatch(signer, { EletronicCheck: PIN, AgreementTypes: [1] });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual([contract]);
    expect(await rows(signer.id)).toHaveLength(3);
  });
});

describe('signing the investor declarations (single)', () => {
  it('refuses them until the declarations say so, without spending a signature attempt', async () => {
    for (const type of [42, 43]) {
      const response = await sign(signer, { EletronicCheck: '000000', AgreementType: type });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        Message: type === 42 ? AgreementMessages.F.notQualified : AgreementMessages.F.notProfessional,
      });
    }
    const company = await sign(other, { EletronicCheck: '000000', AgreementType: 42 });
    expect(company.status).toBe(409);
    expect(await company.json()).toEqual({
      Message: 'Declare a empresa investidora qualificada nos dados da empresa antes de assinar este termo',
    });
    // The next wrong signature is the first one counted: the refusals above never reached the check.
    const wrong = await signBatch(signer, { EletronicCheck: '246801', AgreementTypes: [1] });
    expect((await wrong.json()).Message).toBe(ElectronicCheckMessages.wrong(4));
  });

  it('signs 42 as agreement 33 for a qualified investor, and 43 as 34 for a professional one', async () => {
    await declare(t.database.db, signer.id, { qualifiedInvestor: true });
    const qualified = await sign(signer, { EletronicCheck: PIN, AgreementType: 42 });
    expect(qualified.status).toBe(201);
    expect(v.parse(ClientAgreement, await qualified.json())).toMatchObject({ AgreementId: 33, AgreementType: 42 });
    expect((await sign(signer, { EletronicCheck: PIN, AgreementType: 43 })).status).toBe(409);
    await declare(t.database.db, signer.id, { professionalInvestor: true });
    const professional = await sign(signer, { EletronicCheck: PIN, AgreementType: 43 });
    expect(professional.status).toBe(201);
    expect(await professional.json()).toMatchObject({ AgreementId: 34, AgreementType: 43 });
  });

  it('answers 400 on a wrong signature with the attempts left, 423 once locked, storing nothing', async () => {
    const victim = await newClient(pfBody(t));
    await createSignature(t, victim, PIN);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await signBatch(victim, { EletronicCheck: '246801', AgreementTypes: [1] });
      if (attempt < 5) {
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          Message: ElectronicCheckMessages.wrong(5 - attempt),
          Errors: { EletronicCheck: [ElectronicCheckMessages.wrong(5 - attempt)] },
        });
      } else expect(response.status).toBe(423);
    }
    const locked = await signBatch(victim, { EletronicCheck: PIN, AgreementTypes: [1] });
    expect(locked.status).toBe(423);
    expect(await locked.json()).toEqual({ Message: ElectronicCheckMessages.locked });
    expect(await rows(victim.id)).toEqual([]);
  });

  it('answers 409 when no electronic signature was created yet', async () => {
    const response = await signBatch(other, { EletronicCheck: PIN, AgreementTypes: [1] });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ Message: ElectronicCheckMessages.notSet });
  });
});

describe('bad requests', () => {
  it('answers 400 with the field message for wrong types, lists and keys, storing nothing', async () => {
    const before = (await rows(signer.id)).length;
    const cases: [typeof sign, unknown, string, string][] = [
      [sign, { EletronicCheck: PIN, AgreementType: 1 }, 'AgreementType', FieldMessages.agreementTypeInvalid],
      [sign, { EletronicCheck: PIN, AgreementType: '42' }, 'AgreementType', FieldMessages.agreementTypeInvalid],
      [sign, { AgreementType: 42 }, 'EletronicCheck', FieldMessages.signatureRequired],
      [sign, { EletronicCheck: PIN, AgreementType: 42, ClientId: other.id }, 'ClientId', Messages.unknownField],
      [signBatch, { EletronicCheck: PIN, AgreementTypes: [42] }, 'AgreementTypes', FieldMessages.agreementTypeInvalid],
      [signBatch, { EletronicCheck: PIN, AgreementTypes: [1, 1] }, 'AgreementTypes', FieldMessages.agreementTypeInvalid],
      [signBatch, { EletronicCheck: PIN, AgreementTypes: [] }, 'AgreementTypes', FieldMessages.agreementTypeInvalid],
    ];
    for (const [call, json, field, message] of cases) {
      const response = await call(signer, json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect((await response.json()).Errors?.[field]).toEqual([message]);
    }
    expect(await rows(signer.id)).toHaveLength(before);
  });

  it('answers 401 without a token, 403 for another client or a documents token, 404 for another partner', async () => {
    expect((await t.call('GET', `/api/client-agreement/client/${signer.id}`)).status).toBe(401);
    expect((await t.call('POST', '/api/client-agreement/type/batch', { json: { EletronicCheck: PIN, AgreementTypes: [1] } })).status).toBe(
      401,
    );
    expect((await t.call('GET', `/api/client-agreement/client/${other.id}`, { token: signer.token })).status).toBe(403);
    expect((await t.call('GET', `/api/client-agreement/client/${other.id}/type/1`, { token: signer.token })).status).toBe(403);
    const documents = await tokenFor(signer, { scope: 'documents' });
    expect((await t.call('GET', `/api/client-agreement/client/${signer.id}`, { token: documents })).status).toBe(403);
    const foreign = await tokenFor(signer, { PartnerId: other.partnerId });
    expect((await t.call('GET', `/api/client-agreement/client/${signer.id}`, { token: foreign })).status).toBe(404);
    expect(
      (await t.call('POST', '/api/client-agreement/type/batch', { token: foreign, json: { EletronicCheck: PIN, AgreementTypes: [1] } }))
        .status,
    ).toBe(404);
  });
});
