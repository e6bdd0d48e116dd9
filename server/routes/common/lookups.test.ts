import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Advisors, Banks, Cities, Countries, FatcaStatuses, LookupList, ReceiptTypes, States } from '../../../domain/api/lookups.ts';
import { Messages } from '../../../domain/messages.ts';
import { pfBody, signUp } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await signUp(t, pfBody(t))).AccessToken;
});
afterAll(() => t.close());

const get = async <S extends v.GenericSchema>(path: string, schema: S, auth = true) => {
  const response = await t.call('GET', path, auth ? { token } : {});
  expect(response.status, path).toBe(200);
  return v.parse(schema, await response.json());
};

describe('public lookups (spec §6: states and cities)', () => {
  it('lists the 27 states of Brazil with IBGE ids, without a token', async () => {
    const states = await get('/api/common/states/BRA', States, false);
    expect(states).toHaveLength(27);
    expect(states).toContainEqual({ Id: 35, Uf: 'SP', Description: 'São Paulo' });
    expect(await get('/api/common/states/PRT', States, false)).toEqual([]);
  });

  it('lists the municipalities of a state by IBGE code: 5,571 in all', async () => {
    const sp = await get('/api/common/cities/35', Cities, false);
    expect(sp).toContainEqual({ Id: 3550308, Description: 'São Paulo' });
    expect(sp).toHaveLength(645);
    const states = await get('/api/common/states/BRA', States, false);
    let total = 0;
    for (const state of states) total += (await get(`/api/common/cities/${state.Id}`, Cities, false)).length;
    expect(total).toBe(5571);
  });

  it('answers 404 for an unknown state or country and 400 for a malformed one', async () => {
    expect((await t.call('GET', '/api/common/cities/99')).status).toBe(404);
    expect((await t.call('GET', '/api/common/states/XYZ')).status).toBe(404);
    const bad = await t.call('GET', '/api/common/cities/abc');
    expect(bad.status).toBe(400);
    expect((await bad.json()).Errors).toEqual({ stateId: [Messages.invalidField] });
    expect((await t.call('GET', '/api/common/states/br')).status).toBe(400);
  });
});

describe('lookups behind the token', () => {
  const paths = [
    '/countries',
    '/countries/foreign',
    '/nationalities',
    '/occupations',
    '/marital-status',
    '/document-types',
    '/document-issuer-agencies',
    '/genders',
    '/constitution-form',
    '/activities/J',
    '/fatca',
    '/banks',
    '/representative-categories',
    '/receipt/F',
    '/advisors',
  ];

  it('answer 401 without a token', async () => {
    for (const path of paths) {
      const response = await t.call('GET', `/api/common${path}`);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ Message: Messages.unauthorized });
    }
  });

  it('list countries in Portuguese by alpha-3 id, Brazil first and absent from the foreign list', async () => {
    const all = await get('/api/common/countries', Countries);
    expect(all[0]).toEqual({ Id: 'BRA', Description: 'Brasil' });
    expect(all).toContainEqual({ Id: 'DEU', Description: 'Alemanha' });
    const foreign = await get('/api/common/countries/foreign', Countries);
    expect(foreign).toHaveLength(all.length - 1);
    expect(foreign.some((country) => country.Id === 'BRA')).toBe(false);
  });

  it('list banks by COMPE code and FATCA statuses with their GIIN flag', async () => {
    const banks = await get('/api/common/banks', Banks);
    expect(banks.find((bank) => bank.Id === '001')?.Description).toBe('Banco do Brasil S.A.');
    expect(new Set(banks.map((bank) => bank.Id)).size).toBe(banks.length);
    const fatca = await get('/api/common/fatca', FatcaStatuses);
    expect(fatca.filter((status) => status.Giin).length).toBeGreaterThan(0);
    expect(fatca.filter((status) => !status.Giin).length).toBeGreaterThan(0);
  });

  it('list the 1,332 CNAE subclasses, legal natures without the individuals category, the 2,694 CBO occupations', async () => {
    const activities = await get('/api/common/activities/J', LookupList);
    expect(activities).toHaveLength(1_332);
    expect(activities).toContainEqual({
      Id: 6201501,
      Description: 'Desenvolvimento de programas de computador sob encomenda (CNAE 6201-5/01)',
    });
    // A leading zero of the code is printed though the Id, a number, drops it.
    expect(activities).toContainEqual({ Id: 111301, Description: 'Cultivo de arroz (CNAE 0111-3/01)' });
    const forms = await get('/api/common/constitution-form', LookupList);
    expect(forms).toContainEqual({ Id: 2062, Description: 'Sociedade Empresária Limitada' });
    expect(forms.some((form) => String(form.Id).startsWith('4'))).toBe(false);
    const occupations = await get('/api/common/occupations', LookupList);
    expect(occupations).toContainEqual({ Id: 212405, Description: 'Analista de desenvolvimento de sistemas (CBO 2124-05)' });
    expect(occupations).toContainEqual({ Id: 10105, Description: 'Oficial general da aeronáutica (CBO 0101-05)' });
    // The situations the CBO does not list come first; then 2,694 occupations.
    expect(occupations.slice(0, 8).map((item) => item.Id)).toEqual([10001, 10002, 10003, 10004, 10005, 10006, 10007, 10099]);
    expect(occupations.filter((item) => item.Description.includes('(CBO '))).toHaveLength(2_694);
    expect(new Set(occupations.map((item) => item.Id)).size).toBe(occupations.length);
  });

  it('list every seeded list with unique ids', async () => {
    for (const path of [
      '/nationalities',
      '/marital-status',
      '/document-types',
      '/document-issuer-agencies',
      '/genders',
      '/representative-categories',
    ]) {
      const list = await get(`/api/common${path}`, LookupList);
      expect(list.length, path).toBeGreaterThan(1);
      expect(new Set(list.map((item) => item.Id)).size, path).toBe(list.length);
    }
  });

  it('list receipt types per person type with the codes of spec §9', async () => {
    const pf = await get('/api/common/receipt/F', ReceiptTypes);
    const pj = await get('/api/common/receipt/J', ReceiptTypes);
    expect(pf.map((type) => type.Id)).toEqual(expect.arrayContaining([10, 11, 17, 20, 21, 28, 29]));
    expect(pj.map((type) => type.Id)).toEqual(expect.arrayContaining([10, 11, 17, 20, 21, 26, 27, 28, 29]));
    expect(pf.every((type) => type.PersonType === 'F') && pj.every((type) => type.PersonType === 'J')).toBe(true);
    expect((await t.call('GET', '/api/common/receipt/X', { token })).status).toBe(400);
  });

  it('list the active advisors of the seed', async () => {
    const advisors = await get('/api/common/advisors', Advisors);
    expect(advisors.map((advisor) => advisor.Name)).toEqual(expect.arrayContaining(['Ana Souza', 'Bruno Lima', 'Carla Mendes']));
  });
});
