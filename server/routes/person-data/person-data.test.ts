import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyData } from '../../../domain/api/company-data.ts';
import { PersonalData } from '../../../domain/api/personal-data.ts';
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

const personal = (ClientId: number, overrides: Record<string, unknown> = {}) => ({
  BirthCountryId: 'BRA',
  BirthStateId: 31,
  BirthCityId: 3106200,
  NationalityId: 1,
  MaritalStatusId: 2,
  GenderId: 1,
  OccupationId: 212405,
  FatherName: 'José Silva',
  MotherName: 'Helena Silva',
  Mtm: false,
  DocumentTypeId: 1,
  DocumentIssuerName: ' SSP/MG ',
  DocumentNumber: ' MG-12.345.678 ',
  DocumentIssuerStateId: 31,
  DocumentIssueDate: '2012-04-30',
  ClientId,
  ...overrides,
});

describe('/api/natural-person/personal-data', () => {
  it('answers nulls (Mtm true) before the first PUT, then the stored data with documents trimmed', async () => {
    const before = v.parse(PersonalData, (await send(w.t, w.pf, 'GET', '/api/natural-person/personal-data')).body);
    expect(before).toMatchObject({ MotherName: null, Mtm: true, ClientId: w.pf.id });
    const saved = await send(w.t, w.pf, 'PUT', '/api/natural-person/personal-data', personal(w.pf.id));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      BirthCityId: 3106200,
      DocumentIssuerName: 'SSP/MG',
      DocumentNumber: 'MG-12.345.678',
      Mtm: false,
      SpouseName: null,
    });
    expect((await send(w.t, w.pf, 'GET', '/api/natural-person/personal-data')).body).toEqual(saved.body);
    const abroad = await send(
      w.t,
      w.pf,
      'PUT',
      '/api/natural-person/personal-data',
      personal(w.pf.id, { BirthCountryId: 'PRT', BirthStateId: null, BirthCityId: null, NationalityId: 3 }),
    );
    expect(abroad.body).toMatchObject({ BirthCountryId: 'PRT', BirthStateId: null, BirthCityId: null });
    expect(await auditCount(w.t, w.pf.id, 'personal-data.save')).toBe(2);
  });

  it("answers 400 with the field's message for unknown ids and places, and stores nothing", async () => {
    const before = (await send(w.t, w.pf, 'GET', '/api/natural-person/personal-data')).body;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ BirthCityId: 3550308 }, 'BirthCityId', 'A cidade não pertence ao estado informado'],
      [{ BirthCountryId: 'XYZ', BirthStateId: null, BirthCityId: null }, 'BirthCountryId', 'País inválido'],
      [{ BirthCountryId: 'PRT' }, 'BirthStateId', 'Estado e cidade de nascimento só se aplicam a quem nasceu no Brasil'],
      [{ OccupationId: 9999 }, 'OccupationId', 'Selecione a profissão'],
      // A CBO family (the old list's 4 digits) and a 6-digit number the CBO does not have are no occupation.
      [{ OccupationId: 2124 }, 'OccupationId', 'Selecione a profissão'],
      [{ OccupationId: 212400 }, 'OccupationId', 'Selecione a profissão'],
      [{ GenderId: 0 }, 'GenderId', 'Selecione o gênero'],
      [{ DocumentIssueDate: '2999-12-31' }, 'DocumentIssueDate', 'A data não pode estar no futuro'],
      [{ MotherName: '' }, 'MotherName', Messages.motherNameRequired],
      [{ BirthStateId: null }, 'BirthCityId', 'Informe o estado e a cidade de nascimento'],
    ];
    for (const [change, field, message] of cases) {
      const response = await send(w.t, w.pf, 'PUT', '/api/natural-person/personal-data', personal(w.pf.id, change));
      expect(response.status, field).toBe(400);
      expect(response.body.Errors[field], field).toEqual([message]);
    }
    expect((await send(w.t, w.pf, 'GET', '/api/natural-person/personal-data')).body).toEqual(before);
  });

  it("refuses a company's token (403), bad tokens, another client (403) and another partner (404)", async () => {
    expect((await send(w.t, w.pj, 'GET', '/api/natural-person/personal-data')).status).toBe(403);
    await expectAuthRequired(w.t, w.pf, w.pj, 'PUT', '/api/natural-person/personal-data', personal(w.pf.id));
    expect((await send(w.t, w.pf, 'PUT', '/api/natural-person/personal-data', personal(w.other.id))).status).toBe(403);
    const cross = await crossPartnerToken(w.other, w.pf);
    expect((await send(w.t, cross, 'GET', '/api/natural-person/personal-data')).status).toBe(404);
  });
});

const company = (ClientId: number, CompanyCnpj: string, overrides: Record<string, unknown> = {}) => ({
  CompanyCnpj,
  TradeName: 'Padaria Central',
  Activity: 1091102,
  ConstitutionFormat: 2062,
  StatusFatcaId: 2,
  MonthlyRevenue: 85000.75,
  ShareCapital: 100000,
  ClientId,
  ...overrides,
});

describe('/api/legal-person/company-data', () => {
  it("answers the client's CNPJ and nulls before the first PUT, then the stored data", async () => {
    const before = v.parse(CompanyData, (await send(w.t, w.pj, 'GET', '/api/legal-person/company-data')).body);
    expect(before).toMatchObject({ CompanyCnpj: w.pj.cpfCnpj, Activity: null, ClientId: w.pj.id });
    const saved = await send(w.t, w.pj, 'PUT', '/api/legal-person/company-data', company(w.pj.id, w.pj.cpfCnpj));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ Activity: 1091102, ConstitutionFormat: 2062, MonthlyRevenue: 85000.75, Giin: null });
    expect((await send(w.t, w.pj, 'GET', '/api/legal-person/company-data')).body).toEqual(saved.body);
  });

  it('answers 400 for another CNPJ, unknown ids or a missing GIIN, and stores nothing', async () => {
    const before = (await send(w.t, w.pj, 'GET', '/api/legal-person/company-data')).body;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ CompanyCnpj: '11222333000181' }, 'CompanyCnpj', 'O CNPJ deve ser o mesmo do cadastro'],
      [{ Activity: 4 }, 'Activity', 'Selecione a atividade principal'],
      // A CNAE division (the old list) and a class without its subclass digits are no subclass.
      [{ Activity: 62 }, 'Activity', 'Selecione a atividade principal'],
      [{ Activity: 6201500 }, 'Activity', 'Selecione a atividade principal'],
      [{ ConstitutionFormat: 4014 }, 'ConstitutionFormat', 'Selecione a forma de constituição'],
      [{ StatusFatcaId: 4 }, 'Giin', 'GIIN é obrigatório para este status FATCA'],
      [{ Giin: 'ABC' }, 'Giin', 'GIIN inválido'],
    ];
    for (const [change, field, message] of cases) {
      const response = await send(w.t, w.pj, 'PUT', '/api/legal-person/company-data', company(w.pj.id, w.pj.cpfCnpj, change));
      expect(response.status, field).toBe(400);
      expect(response.body.Errors[field], field).toEqual([message]);
    }
    expect((await send(w.t, w.pj, 'GET', '/api/legal-person/company-data')).body).toEqual(before);
    const withGiin = await send(
      w.t,
      w.pj,
      'PUT',
      '/api/legal-person/company-data',
      company(w.pj.id, w.pj.cpfCnpj, { StatusFatcaId: 4, Giin: '98q96b.00000.le.250' }),
    );
    expect(withGiin.body.Giin).toBe('98Q96B.00000.LE.250');
  });

  it("refuses an individual's token (403), bad tokens and another client (403)", async () => {
    expect((await send(w.t, w.pf, 'GET', '/api/legal-person/company-data')).status).toBe(403);
    await expectAuthRequired(w.t, w.pj, w.pf, 'PUT', '/api/legal-person/company-data', company(w.pj.id, w.pj.cpfCnpj));
    expect((await send(w.t, w.pj, 'PUT', '/api/legal-person/company-data', company(w.pf.id, w.pj.cpfCnpj))).status).toBe(403);
  });
});
