import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Patrimony } from '../../../domain/api/patrimony.ts';
import { InvestorDeclarationMessages } from '../../../domain/investor-declarations.ts';
import { Messages } from '../../../domain/messages.ts';
import { pfBody, pjBody } from '../../test-support/fixtures.ts';
import {
  auditCount,
  type Customer,
  crossPartnerToken,
  expectAuthRequired,
  newCustomer,
  type SectionsWorld,
  send,
  startSectionsWorld,
} from '../../test-support/section-kit.ts';

const Investor = InvestorDeclarationMessages.F;
const CompanyInvestor = InvestorDeclarationMessages.J;

let w: SectionsWorld;
beforeAll(async () => {
  w = await startSectionsWorld();
});
afterAll(() => w.t.close());

const amounts = (ClientId: number, overrides: Record<string, unknown> = {}) => ({
  ClientId,
  MonthlyIncome: 12500.5,
  OtherIncome: 0,
  FinancialInvestments: 250000.1,
  RealEstate: 800000.2,
  Vehicles: 90000,
  OtherAssets: 0,
  ...overrides,
});

describe('/api/patrimony', () => {
  it('answers nulls (ClientId too) before any, so the client knows to POST', async () => {
    const empty = await send(w.t, w.pf, 'GET', '/api/patrimony');
    expect(empty.status).toBe(200);
    expect(Object.values(v.parse(Patrimony, empty.body)).every((value) => value === null)).toBe(true);
  });

  it('PUT before any answers 404; POST creates (201), replaces (200); PUT updates; amounts exact to the cent', async () => {
    expect((await send(w.t, w.pf, 'PUT', '/api/patrimony', amounts(w.pf.id))).status).toBe(404);
    const created = await send(w.t, w.pf, 'POST', '/api/patrimony', amounts(w.pf.id));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ClientId: w.pf.id, MonthlyIncome: 12500.5, TotalAssets: 1140000.3 });
    const replaced = await send(w.t, w.pf, 'POST', '/api/patrimony', amounts(w.pf.id, { Vehicles: 0 }));
    expect(replaced.status).toBe(200);
    const updated = await send(w.t, w.pf, 'PUT', '/api/patrimony', amounts(w.pf.id, { OtherAssets: 0.1 }));
    expect(updated.body).toMatchObject({ Vehicles: 90000, OtherAssets: 0.1, TotalAssets: 1140000.4 });
    expect((await send(w.t, w.pf, 'GET', '/api/patrimony')).body).toEqual(updated.body);
    expect(await auditCount(w.t, w.pf.id, 'patrimony.create')).toBe(1);
    expect(await auditCount(w.t, w.pf.id, 'patrimony.update')).toBe(1);
  });

  it("answers 400 with the field's message for absurd amounts and stores nothing", async () => {
    const before = (await send(w.t, w.pj, 'GET', '/api/patrimony')).body;
    for (const [field, value] of [
      ['MonthlyIncome', -1],
      ['RealEstate', 1e15],
      ['Vehicles', 10.001],
      ['OtherAssets', '100'],
    ] as const) {
      const response = await send(w.t, w.pj, 'POST', '/api/patrimony', amounts(w.pj.id, { [field]: value }));
      expect(response.status, field).toBe(400);
      expect(response.body.Errors, field).toEqual({ [field]: ['Valor inválido: use um número não negativo com até 2 casas decimais'] });
    }
    const missing = await send(w.t, w.pj, 'POST', '/api/patrimony', { ClientId: w.pj.id });
    expect(Object.keys(missing.body.Errors)).toHaveLength(6);
    expect((await send(w.t, w.pj, 'GET', '/api/patrimony')).body).toEqual(before);
  });

  it('refuses bad tokens, another client (403) and another partner (404)', async () => {
    await expectAuthRequired(w.t, w.pf, w.pj, 'GET', '/api/patrimony');
    await expectAuthRequired(w.t, w.pf, w.pj, 'POST', '/api/patrimony', amounts(w.pf.id));
    const forbidden = await send(w.t, w.pf, 'POST', '/api/patrimony', amounts(w.other.id));
    expect(forbidden).toEqual({ status: 403, body: { Message: Messages.forbidden } });
    const cross = await crossPartnerToken(w.other, w.pf);
    expect((await send(w.t, cross, 'GET', '/api/patrimony')).status).toBe(404);
  });
});

describe('patrimony and investor declarations (Res. CVM 30)', () => {
  const declare = (who: Customer, flags: { QualifiedInvestor?: boolean; ProfessionalInvestor?: boolean }) =>
    send(w.t, who, 'POST', '/api/client/declaration-data', {
      AuthorizesOrdersByProcurator: false,
      AuthorizesOrdersByAdministrator: false,
      QualifiedInvestor: false,
      ProfessionalInvestor: false,
      ...flags,
      ClientId: who.id,
    });
  const declarations = async (who: Customer) => (await send(w.t, who, 'GET', `/api/client/declaration-data/${who.id}`)).body;

  it('accepts a declaration before any patrimony, then refuses financial investments at or below its threshold', async () => {
    const pf = await newCustomer(w.t, pfBody(w.t));
    expect((await declare(pf, { QualifiedInvestor: true })).status).toBe(200);
    const refused = await send(w.t, pf, 'POST', '/api/patrimony', amounts(pf.id, { FinancialInvestments: 1_000_000 }));
    expect(refused).toEqual({
      status: 400,
      body: { Message: Investor.QualifiedInvestor.investments, Errors: { FinancialInvestments: [Investor.QualifiedInvestor.investments] } },
    });
    expect((await send(w.t, pf, 'GET', '/api/patrimony')).body.ClientId).toBeNull();
    expect((await send(w.t, pf, 'POST', '/api/patrimony', amounts(pf.id, { FinancialInvestments: 1_000_000.01 }))).status).toBe(201);
    const lowered = await send(w.t, pf, 'PUT', '/api/patrimony', amounts(pf.id, { FinancialInvestments: 999_999 }));
    expect(lowered.status).toBe(400);
    expect(lowered.body.Errors).toEqual({ FinancialInvestments: [Investor.QualifiedInvestor.investments] });
    expect((await send(w.t, pf, 'GET', '/api/patrimony')).body.FinancialInvestments).toBe(1_000_000.01);
  });

  it('refuses a declaration the stored patrimony does not support, keeping the one stored', async () => {
    const pf = await newCustomer(w.t, pfBody(w.t));
    expect((await send(w.t, pf, 'POST', '/api/patrimony', amounts(pf.id, { FinancialInvestments: 10_000_000 }))).status).toBe(201);
    expect((await declare(pf, { QualifiedInvestor: true })).status).toBe(200);
    const professional = await declare(pf, { QualifiedInvestor: true, ProfessionalInvestor: true });
    expect(professional).toEqual({
      status: 400,
      body: {
        Message: Investor.ProfessionalInvestor.declaration,
        Errors: { ProfessionalInvestor: [Investor.ProfessionalInvestor.declaration] },
      },
    });
    expect(await declarations(pf)).toMatchObject({ QualifiedInvestor: true, ProfessionalInvestor: false });
    const both = await send(w.t, pf, 'PUT', '/api/patrimony', amounts(pf.id, { FinancialInvestments: 10 }));
    expect(both.body.Errors).toEqual({ FinancialInvestments: [Investor.QualifiedInvestor.investments] });
    expect((await send(w.t, pf, 'PUT', '/api/patrimony', amounts(pf.id, { FinancialInvestments: 10_000_000.01 }))).status).toBe(200);
    expect((await declare(pf, { ProfessionalInvestor: true })).status).toBe(200);
    expect(await declarations(pf)).toMatchObject({ QualifiedInvestor: false, ProfessionalInvestor: true });
  });

  it('names the company, not the person filling in, when a PJ declaration and its investments disagree', async () => {
    const pj = await newCustomer(w.t, pjBody(w.t));
    expect((await declare(pj, { QualifiedInvestor: true })).status).toBe(200);
    const refused = await send(w.t, pj, 'POST', '/api/patrimony', amounts(pj.id, { FinancialInvestments: 1_000_000 }));
    expect(refused.status).toBe(400);
    expect(refused.body.Errors).toEqual({
      FinancialInvestments: [
        'A empresa se declarou investidora qualificada: os investimentos financeiros da empresa precisam ser superiores a R$ 1.000.000,00',
      ],
    });
    expect((await send(w.t, pj, 'POST', '/api/patrimony', amounts(pj.id, { FinancialInvestments: 2_000_000 }))).status).toBe(201);
    const professional = await declare(pj, { ProfessionalInvestor: true });
    expect(professional.status).toBe(400);
    expect(professional.body.Errors).toEqual({ ProfessionalInvestor: [CompanyInvestor.ProfessionalInvestor.declaration] });
  });
});
