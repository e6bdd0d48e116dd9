import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Patrimony } from '../../../domain/api/patrimony.ts';
import { Messages } from '../../../domain/messages.ts';
import { auditCount, crossPartnerToken, expectAuthRequired, type SectionsWorld, send, startSectionsWorld } from '../sections/test-kit.ts';

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
