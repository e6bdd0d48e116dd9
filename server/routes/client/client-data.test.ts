import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ComplementaryData } from '../../../domain/api/complementary-data.ts';
import { DeclarationData } from '../../../domain/api/declaration-data.ts';
import { ClientSummary } from '../../../domain/client.ts';
import { Messages } from '../../../domain/messages.ts';
import {
  auditCount,
  crossPartnerToken,
  expectAuthRequired,
  type SectionsWorld,
  send,
  startSectionsWorld,
} from '../../test-support/section-kit.ts';

let w: SectionsWorld;
beforeAll(async () => {
  w = await startSectionsWorld();
});
afterAll(() => w.t.close());

const customer = (Id: number, overrides: Record<string, unknown> = {}) => ({
  Id,
  Name: '  Maria  Souza ',
  Email: 'Maria.Souza@Example.com',
  MobilePhonePrefix: '21',
  MobilePhoneNumber: '998877665',
  BirthDate: '1985-07-01',
  ...overrides,
});

describe('PUT /api/client (save customer, step 1)', () => {
  it('saves the editable basic data and answers the client with its phone combined', async () => {
    const saved = await send(w.t, w.pf, 'PUT', '/api/client', customer(w.pf.id));
    expect(saved.status).toBe(200);
    // Another email is not written: a code goes to it first (ADR 222), and the answer says it waits.
    expect(v.parse(ClientSummary, saved.body)).toMatchObject({
      Id: w.pf.id,
      Name: 'Maria Souza',
      Email: 'maria.silva@example.com',
      MobilePhone: '21998877665',
    });
    expect(saved.body.PendingEmail).toBe('maria.souza@example.com');
    expect((await send(w.t, w.pf, 'GET', '/api/client/basic-data')).body).toMatchObject({
      BirthDate: '1985-07-01',
      MobilePhonePrefix: '21',
    });
  });

  it("answers 400 with the field's message (the date rule follows the person type) and changes nothing", async () => {
    const minor = await send(w.t, w.pf, 'PUT', '/api/client', customer(w.pf.id, { BirthDate: '2020-01-01', Name: 'Outro Nome' }));
    expect(minor.body).toEqual({ Message: Messages.underAge, Errors: { BirthDate: [Messages.underAge] } });
    const company = await send(w.t, w.pj, 'PUT', '/api/client', customer(w.pj.id, { Name: 'Empresa Nova Ltda', BirthDate: '2020-01-01' }));
    expect(company.status).toBe(200);
    const missing = await send(w.t, w.pf, 'PUT', '/api/client', { Id: w.pf.id, Name: 'Só Nome' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.Errors).sort()).toEqual(['BirthDate', 'Email', 'MobilePhoneNumber', 'MobilePhonePrefix']);
    const unknown = await send(w.t, w.pf, 'PUT', '/api/client', customer(w.pf.id, { PartnerId: 2 }));
    expect(unknown.body.Errors).toEqual({ PartnerId: [Messages.unknownField] });
    expect((await send(w.t, w.pf, 'GET', '/api/client/basic-data')).body.Name).toBe('Maria Souza');
  });

  it('refuses bad tokens, another client (403) and another partner (404)', async () => {
    await expectAuthRequired(w.t, w.pf, w.pj, 'PUT', '/api/client', customer(w.pf.id));
    expect((await send(w.t, w.pf, 'PUT', '/api/client', customer(w.other.id))).status).toBe(403);
    const cross = await crossPartnerToken(w.other, w.pf);
    expect((await send(w.t, cross, 'PUT', '/api/client', customer(w.pf.id))).status).toBe(404);
  });
});

describe('/api/client/declaration-data', () => {
  const flags = {
    AuthorizesOrdersByProcurator: true,
    AuthorizesOrdersByAdministrator: false,
    QualifiedInvestor: true,
    ProfessionalInvestor: false,
  };

  it('answers every flag false before the first POST, then what was declared', async () => {
    const before = await send(w.t, w.pj, 'GET', `/api/client/declaration-data/${w.pj.id}`);
    expect(v.parse(DeclarationData, before.body)).toEqual({
      ...flags,
      AuthorizesOrdersByProcurator: false,
      QualifiedInvestor: false,
      ClientId: w.pj.id,
    });
    const saved = await send(w.t, w.pj, 'POST', '/api/client/declaration-data', { ...flags, ClientId: w.pj.id });
    expect(saved).toEqual({ status: 200, body: { ...flags, ClientId: w.pj.id } });
    expect((await send(w.t, w.pj, 'GET', `/api/client/declaration-data/${w.pj.id}`)).body).toEqual(saved.body);
    expect(await auditCount(w.t, w.pj.id, 'declaration-data.save')).toBe(1);
  });

  it('answers 400 for a non-boolean flag and keeps the declaration', async () => {
    const bad = await send(w.t, w.pj, 'POST', '/api/client/declaration-data', { ...flags, QualifiedInvestor: 'sim', ClientId: w.pj.id });
    expect(bad.body.Errors).toEqual({ QualifiedInvestor: [Messages.invalidField] });
    expect((await send(w.t, w.pj, 'GET', `/api/client/declaration-data/${w.pj.id}`)).body.QualifiedInvestor).toBe(true);
  });

  it('refuses bad tokens, another client (403) and another partner (404)', async () => {
    await expectAuthRequired(w.t, w.pj, w.pf, 'GET', `/api/client/declaration-data/${w.pj.id}`);
    await expectAuthRequired(w.t, w.pj, w.pf, 'POST', '/api/client/declaration-data', { ...flags, ClientId: w.pj.id });
    expect((await send(w.t, w.pj, 'GET', `/api/client/declaration-data/${w.pf.id}`)).status).toBe(403);
    const cross = await crossPartnerToken(w.other, w.pj);
    expect((await send(w.t, cross, 'GET', `/api/client/declaration-data/${w.pj.id}`)).status).toBe(404);
  });
});

describe('/api/client/complementary-data', () => {
  const body = (ClientId: number) => ({
    DocumentIssuerName: '  SSP/RJ ',
    DocumentNumber: ' 20.123.456-7 ',
    PoliticallyExposedPerson: false,
    UsPerson: true,
    ForeignTaxResidence: false,
    ClientId,
  });

  it('answers nulls before the first POST, then the data with documents trimmed', async () => {
    const before = v.parse(ComplementaryData, (await send(w.t, w.pf, 'GET', '/api/client/complementary-data')).body);
    expect(before).toMatchObject({ DocumentIssuerName: null, DocumentNumber: null, UsPerson: false, ClientId: w.pf.id });
    const saved = await send(w.t, w.pf, 'POST', '/api/client/complementary-data', body(w.pf.id));
    expect(saved.body).toMatchObject({ DocumentIssuerName: 'SSP/RJ', DocumentNumber: '20.123.456-7', UsPerson: true });
    expect((await send(w.t, w.pf, 'GET', '/api/client/complementary-data')).body).toEqual(saved.body);
  });

  it('answers 400 for a too-long number and stores nothing', async () => {
    const bad = await send(w.t, w.pj, 'POST', '/api/client/complementary-data', { ...body(w.pj.id), DocumentNumber: '1'.repeat(21) });
    expect(bad.body.Errors).toEqual({ DocumentNumber: ['Máximo de 20 caracteres'] });
    expect((await send(w.t, w.pj, 'GET', '/api/client/complementary-data')).body.DocumentNumber).toBeNull();
  });

  it('refuses bad tokens and another client (403)', async () => {
    await expectAuthRequired(w.t, w.pf, w.pj, 'GET', '/api/client/complementary-data');
    await expectAuthRequired(w.t, w.pf, w.pj, 'POST', '/api/client/complementary-data', body(w.pf.id));
    expect((await send(w.t, w.pf, 'POST', '/api/client/complementary-data', body(w.pj.id))).status).toBe(403);
  });
});
