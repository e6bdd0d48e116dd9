import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueueMessages, type QueuePage } from '../../../domain/api/backoffice.ts';
import { SearchMessages } from '../../../domain/api/search.ts';
import { SectionId } from '../../../domain/api/section-id.ts';
import { Messages } from '../../../domain/messages.ts';
import { clients, complementaryData } from '../../db/schema/index.ts';
import { staffTokenAt } from '../../test-support/backoffice.ts';
import { fileSteps } from '../../test-support/complete-file.ts';
import { pfBody, pjBody, seedClient } from '../../test-support/fixtures.ts';
import { newCustomer } from '../../test-support/section-kit.ts';
import { startTestApp, type TestApp, TestClock } from '../../test-support/test-app.ts';

const clock = new TestClock(new Date('2030-06-10T15:00:00Z'));
let t: TestApp;
/** Tokens: provider staff (every partner), staff of each demo partner, a customer. */
let provider: string;
let aurora: string;
let bravo: string;
let customer: string;
/** Client ids by the letter their name starts with. */
const ids: Record<string, number> = {};

type Setup = { status?: number; createdAt: string; statusChangedAt: string; pep?: boolean };

async function place(letter: string, id: number, setup: Setup) {
  ids[letter] = id;
  const { status = 1, createdAt, statusChangedAt, pep } = setup;
  await t.database.db
    .update(clients)
    .set({ statusRegistration: status, createdAt: new Date(createdAt), statusChangedAt: new Date(statusChangedAt) })
    .where(eq(clients.id, id));
  if (pep === undefined) return;
  const flags = { politicallyExposedPerson: pep, usPerson: false, foreignTaxResidence: false };
  await t.database.db.insert(complementaryData).values({ clientId: id, ...flags });
}

const auroraPf = (Name: string) => pfBody(t, { Name });
const auroraPj = (Name: string) => pjBody(t, { Name, PartnerId: t.partners.aurora, RegisterUrl: 'localhost:3000', KnowledgeId: 1 });
const bravoPf = (Name: string) =>
  pfBody(t, { Name, PartnerId: t.partners.bravo, RegisterUrl: 'parceiro.localhost:3000', AdvisorId: undefined, OfficeId: undefined });

beforeAll(async () => {
  t = await startTestApp({ clock });
  [provider, aurora, bravo] = await Promise.all([
    staffTokenAt(t, clock, { role: 'analyst' }),
    staffTokenAt(t, clock, { role: 'analyst', partnerId: t.partners.aurora }),
    staffTokenAt(t, clock, { role: 'approver', partnerId: t.partners.bravo }),
  ]);
  // 23:30 of 31/05 in São Paulo, though already 01/06 in UTC.
  await place('a', await seedClient(t, auroraPf('Ana Álvares')), {
    createdAt: '2030-06-01T02:30:00Z',
    statusChangedAt: '2030-06-01T02:30:00Z',
  });
  await place('b', await seedClient(t, auroraPf('bruno Braga')), {
    status: 2,
    createdAt: '2030-06-01T03:30:00Z',
    statusChangedAt: '2030-06-08T15:00:00Z',
    pep: true,
  });
  await place('c', await seedClient(t, auroraPj('Céu Azul Ltda')), {
    status: 2,
    createdAt: '2030-06-05T12:00:00Z',
    statusChangedAt: '2030-06-03T15:00:00Z',
    pep: false,
  });
  // A customer who saved the address: the next section of a PF is its documents.
  const daniel = await newCustomer(t, auroraPf('Daniel Dias'));
  customer = daniel.token;
  await fileSteps.address(t, daniel);
  await place('d', daniel.id, { createdAt: '2030-06-09T12:00:00Z', statusChangedAt: '2030-06-08T15:00:00Z' });
  await place('f', await seedClient(t, bravoPf('Fábio Faria')), {
    status: 2,
    createdAt: '2030-06-02T12:00:00Z',
    statusChangedAt: '2030-06-01T15:00:00Z',
  });
});
afterAll(() => t.close());

const call = (token: string | undefined, query = '') => t.call('GET', `/api/backoffice/applications${query}`, { token });
async function page(token: string, query = ''): Promise<QueuePage> {
  const response = await call(token, query);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}
/** The letters of a page's items, in order. */
const letters = async (token: string, query = '') => (await page(token, query)).Items.map((item) => item.Name[0].toLowerCase()).join('');
/** Asks every query at once (they only read) and expects each page's letters. */
async function expectLetters(token: string, expected: Record<string, string>) {
  const queries = Object.keys(expected);
  const answers = await Promise.all(queries.map((query) => letters(token, query)));
  expect(Object.fromEntries(queries.map((query, i) => [query, answers[i]]))).toEqual(expected);
}

describe('GET /api/backoffice/applications: who', () => {
  it('answers 401 without a staff session and 403 to a customer', async () => {
    expect((await call(undefined)).status).toBe(401);
    const refused = await call(customer);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ Message: Messages.forbidden });
  });

  it("shows partner staff their partner's applications only, provider staff every partner's", async () => {
    const [all, auroras, bravos, other, bravoPage] = await Promise.all([
      letters(provider, '?sort=name'),
      letters(aurora, '?sort=name'),
      letters(bravo, '?sort=name'),
      page(aurora, `?partner=${t.partners.bravo}`),
      page(bravo),
    ]);
    expect([all, auroras, bravos]).toEqual(['abcdf', 'abcd', 'f']);
    // Asking for another partner does not widen the view.
    expect(other).toMatchObject({ Items: [], Total: 0 });
    expect(bravoPage.CountsByStatus).toEqual({ 1: 0, 2: 1, 3: 0, 4: 0, 5: 0 });
  });
});

describe('GET /api/backoffice/applications: filters', () => {
  it('filters by each filter alone', async () => {
    await expectLetters(provider, {
      '?status=2&sort=name': 'bcf',
      '?personType=J': 'c',
      [`?partner=${t.partners.bravo}`]: 'f',
      [`?step=${SectionId.DOCUMENTS_PF}`]: 'd',
      [`?step=${SectionId.ADDRESS}&sort=name`]: 'abcf',
      '?pep=true': 'b',
      '?pep=false&sort=name': 'acdf',
      // Days are São Paulo's: Ana signed up on 31/05 there.
      '?from=2030-06-01&to=2030-06-01': 'b',
      '?to=2030-05-31': 'a',
      '?from=2030-06-05&sort=name': 'cd',
      '?minDaysInStatus=7&sort=name': 'acf',
    });
  });

  it('searches part of a name (accents and case folded) or a whole CPF or CNPJ, masked or not', async () => {
    expect(await letters(provider, '?search=ALVARES')).toBe('a');
    expect(await letters(provider, '?search=%20azul%20')).toBe('c');
    expect(await letters(provider, '?search=a%25')).toBe('');
    const [bruno, ceu] = await Promise.all([page(provider, '?search=bruno'), page(provider, '?search=ceu')]);
    const cpf = bruno.Items[0].Document;
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    expect(await letters(provider, `?search=${masked}`)).toBe('b');
    expect(await letters(provider, `?search=${ceu.Items[0].Document}&status=2`)).toBe('c');
    // The search narrows the counts like any other filter, and never widens a partner's view.
    expect((await page(provider, '?search=bruno')).CountsByStatus).toEqual({ 1: 0, 2: 1, 3: 0, 4: 0, 5: 0 });
    expect(await letters(aurora, '?search=fabio')).toBe('');
  });

  it('combines filters', async () => {
    await expectLetters(provider, {
      '?status=2&personType=F&pep=true': 'b',
      [`?status=1&step=${SectionId.ADDRESS}&partner=${t.partners.aurora}`]: 'a',
    });
    expect(await letters(aurora, '?status=2&minDaysInStatus=3&from=2030-06-02')).toBe('c');
  });

  it('gives each item its current step, PEP flag and days in status', async () => {
    const { Items } = await page(provider, '?sort=name');
    const byLetter = Object.fromEntries(Items.map((item) => [item.Name[0].toLowerCase(), item]));
    expect(byLetter.d).toMatchObject({ CurrentStep: SectionId.DOCUMENTS_PF, Pep: false, DaysInStatus: 2, StatusRegistration: 1 });
    expect(byLetter.b).toMatchObject({
      Pep: true,
      DaysInStatus: 2,
      PartnerId: t.partners.aurora,
      Document: expect.stringMatching(/^\d{11}$/),
    });
    expect(byLetter.c).toMatchObject({
      PersonType: 'J',
      CurrentStep: SectionId.ADDRESS,
      DaysInStatus: 7,
      StatusChangedAt: '2030-06-03T15:00:00.000Z',
    });
    expect(byLetter.f.PartnerName).not.toBe(byLetter.a.PartnerName);
  });

  it('counts each status under the other filters, the status filter aside', async () => {
    const pages = await Promise.all([
      page(provider, '?status=2&personType=F'),
      page(provider, `?status=1&step=${SectionId.ADDRESS}`),
      page(aurora),
    ]);
    expect(pages.map((each) => each.CountsByStatus)).toEqual([
      { 1: 2, 2: 2, 3: 0, 4: 0, 5: 0 },
      { 1: 1, 2: 3, 3: 0, 4: 0, 5: 0 },
      { 1: 2, 2: 2, 3: 0, 4: 0, 5: 0 },
    ]);
  });
});

describe('GET /api/backoffice/applications: order and pages', () => {
  it('sorts by name (accents folded, any case), creation or status change, either way', async () => {
    await expectLetters(provider, {
      '?sort=name&order=asc': 'abcdf',
      '?sort=name&order=desc': 'fdcba',
      '?sort=createdAt&order=desc': 'dcfba',
      '?sort=createdAt': 'abfcd',
    });
  });

  it('puts the longest in status first by default and breaks ties by id the same way', async () => {
    // b and d changed status at the same time; b is older (smaller id).
    expect(ids.b).toBeLessThan(ids.d);
    await expectLetters(provider, { '': 'afcbd', '?order=desc': 'dbcfa' });
  });

  it('answers an empty page with the total past the last page, also under the step filter', async () => {
    const pages = await Promise.all(
      ['?sort=name', '?sort=name&pageSize=50&page=9', '?status=2&page=9', `?step=${SectionId.ADDRESS}&page=2`].map((query) =>
        page(provider, query),
      ),
    );
    expect(pages).toMatchObject([
      { Total: 5, Page: 1, PageSize: 25 },
      { Items: [], Total: 5, Page: 9, PageSize: 50 },
      { Items: [], Total: 3 },
      { Items: [], Total: 4 },
    ]);
  });
});

describe('GET /api/backoffice/applications: bad queries', () => {
  it.each([
    ['an unknown key', '?q=ana', 'q', Messages.unknownField],
    ['part of a CPF', '?search=123.456', 'search', SearchMessages.partialDocument],
    ['a search with a control character', '?search=ana%1B', 'search', Messages.invalidCharacters],
    ['a search too long', `?search=${'a'.repeat(61)}`, 'search', SearchMessages.tooLong],
    ['an unknown status', '?status=9', 'status', 'Status inválido'],
    ['a step that is no section', '?step=7', 'step', QueueMessages.stepInvalid],
    ['a page size above the list', '?pageSize=101', 'pageSize', QueueMessages.pageSizeInvalid],
    ['a page size not in the list', '?pageSize=10', 'pageSize', QueueMessages.pageSizeInvalid],
    ['a "mine" filter that is not true', '?mine=false', 'mine', QueueMessages.mineInvalid],
    ['a page 0', '?page=0', 'page', 'Número inválido'],
    ['a malformed day', '?from=2030-02-30', 'from', 'Data inválida'],
    ['a negative number as a day', '?from=-1', 'from', 'Data inválida'],
    ['a bare year as a day', '?from=1', 'from', 'Data inválida'],
    ['a bare number as the last day', '?to=20300101', 'to', 'Data inválida'],
    ['a day with an expanded year', '?to=%2B002030-01-01', 'to', 'Data inválida'],
    ['a negative page', '?page=-1', 'page', 'Número inválido'],
    ['a fractional number of days', '?minDaysInStatus=1.5', 'minDaysInStatus', 'Número inválido'],
    ['a partner id too large', '?partner=99999999999', 'partner', 'Número inválido'],
    ['reversed days', '?from=2030-06-02&to=2030-06-01', 'to', QueueMessages.datesReversed],
    ['an unknown sort', '?sort=email', 'sort', 'Ordenação inválida'],
    ['a PEP filter that is no boolean', '?pep=yes', 'pep', 'Filtro PEP inválido'],
    ['a four-eyes filter that is no boolean', '?awaitingSecondApproval=1', 'awaitingSecondApproval', 'Filtro de 2ª aprovação inválido'],
  ])('answers 400 for %s', async (_name, query, field, message) => {
    const response = await call(provider, query);
    expect(response.status).toBe(400);
    expect((await response.json()).Errors).toEqual({ [field]: [message] });
  });
});
