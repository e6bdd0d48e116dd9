/**
 * A complete PF or PJ sign-up through the API, every call in the order the web app makes them (spec §2 step order:
 * PF address, documents, personal data, financial data, suitability, terms, finished; PJ address, company data,
 * documents, then the same), with the bodies the server's tests fill a complete file with
 * (server/test-support/file-bodies.ts), so every section completes and finalize succeeds. Used by
 * `npm run bench:api` and the statement budgets (test/budgets/statements.ts).
 */
import { randomInt } from 'node:crypto';
import { PDF_BYTES } from '../server/lib/uploads-fixtures.ts';
import { randomCnpj, randomCpf } from '../server/test-support/documents.ts';
import { type BodyOwner, FILE_CREDENTIALS, sectionBodies, suitabilityAnswers } from '../server/test-support/file-bodies.ts';
import { SIGN_UP_CODE_PATH } from './bench-harness.ts';

const { password: PASSWORD, signature: PIN } = FILE_CREDENTIALS;

type Call = { token?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string>; expect?: number };

/** One customer's session against a server: calls with its token and IP, failing loudly on an unexpected status. */
export class Session {
  token = '';
  calls = 0;
  private readonly ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  constructor(private readonly baseUrl: string) {}

  async call<T = unknown>(method: string, path: string, { json, body, headers = {}, expect = 200 }: Call = {}): Promise<T> {
    const all: Record<string, string> = { 'X-Platform': '10', 'X-Forwarded-For': this.ip, ...headers };
    if (this.token) all.Authorization = `Bearer ${this.token}`;
    if (json !== undefined) all['Content-Type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: all,
      body: json !== undefined ? JSON.stringify(json) : body,
    });
    this.calls++;
    const text = await response.text();
    if (response.status !== expect)
      throw new Error(`${method} ${path} answered ${response.status} (expected ${expect}): ${text.slice(0, 300)}`);
    const type = response.headers.get('Content-Type') ?? '';
    return (type.includes('json') ? JSON.parse(text) : text) as T;
  }

  upload(clientId: number, cpf: string, type: number): Promise<unknown> {
    const form = new FormData();
    form.set('receipt_customerid', String(clientId));
    form.set('receipt_type', String(type));
    form.set('image0', new Blob([Buffer.from(PDF_BYTES)], { type: 'application/pdf' }), 'documento.pdf');
    form.set('receipt_validity_date', new Date().toISOString().slice(0, 10).split('-').reverse().join('/'));
    form.set('receipt_document', cpf);
    return this.call('POST', '/api/document', { body: form, expect: 201 });
  }
}

/** A customer signed up through the API, with its session; `cpf` is the CPF or CNPJ it signed up with. */
export type JourneyCustomer = { session: Session; id: number; userId: number; cpf: string };

/** The sign-up body of each person type: a PF on the own brand, a PJ on the second one (as the e2e journeys). */
function signUpBody(personType: 'F' | 'J', partnerId: number): Record<string, unknown> {
  const common = { MobilePhonePrefix: '11', MobilePhoneNumber: '987654321', PartnerId: partnerId, ChannelId: 1, PersonType: personType };
  if (personType === 'J') {
    const cnpj = randomCnpj();
    const company = { CpfCnpj: cnpj, Name: 'Padaria Central Ltda', BirthDate: '2015-03-02', Email: `empresa.${cnpj}@example.com` };
    return { ...common, ...company, RegisterUrl: 'parceiro.localhost:3000', KnowledgeId: 501 };
  }
  const cpf = randomCpf();
  const person = { CpfCnpj: cpf, Name: 'Cliente de Teste', BirthDate: '1988-07-21', Email: `cliente.${cpf}@example.com` };
  return { ...common, ...person, AdvisorId: 100, OfficeId: 10, RegisterUrl: 'localhost:3000', KnowledgeId: 1 };
}

/** The start of a journey: partner lookup, sign-up and its emailed code (ADR 196), the client and its address. */
export async function newCustomer(baseUrl: string, personType: 'F' | 'J' = 'F'): Promise<JourneyCustomer> {
  const s = new Session(baseUrl);
  const host = personType === 'J' ? 'parceiro.localhost' : 'localhost';
  const partner = await s.call<{ id: number }>('POST', '/api/partner/url', { json: { Url: host } });
  await s.call('GET', '/api/common/v3/knowledge-sources');
  const signUp = signUpBody(personType, partner.id);
  const cpf = String(signUp.CpfCnpj);
  await s.call('POST', '/api/client/basic-data', { json: signUp, expect: 202 });
  const { Code } = await s.call<{ Code: string }>('GET', `${SIGN_UP_CODE_PATH}?partnerId=${partner.id}&document=${cpf}`);
  const confirmed = await s.call<{ AccessToken: string }>('POST', '/api/customer/autenticate-continue-register', {
    json: { Document: cpf, Token: Code, PartnerId: partner.id },
  });
  s.token = confirmed.AccessToken;
  const claims = JSON.parse(Buffer.from(confirmed.AccessToken.split('.')[1], 'base64url').toString()) as {
    ClientId: number;
    UserId: number;
  };
  const id = claims.ClientId;
  const userId = claims.UserId;
  await s.call('GET', `/api/client/${id}`);

  // Address.
  await s.call('GET', '/api/common/states/BRA');
  await s.call('GET', '/api/common/cities/35');
  await s.call('GET', `/api/address/${id}`, { expect: 404 });
  await s.call('POST', '/api/address', { json: sectionBodies.address({ id, cpfCnpj: cpf }), expect: 201 });
  await s.call('POST', '/api/section', { json: { ClientId: id, SectionId: 1 } });
  return { session: s, id, userId, cpf };
}

/** The documents step: the person type's receipt types, the required list, an upload for each, the section. */
async function documentsStep({ session: s, id, cpf }: JourneyCustomer, personType: 'F' | 'J'): Promise<void> {
  await s.call('GET', `/api/common/receipt/${personType}`);
  const required = await s.call<{ ReceiptTypeId: number; CpfCnpj: string }[]>('GET', `/api/document/client/${id}/required`);
  for (const slot of required) await s.upload(id, slot.CpfCnpj || cpf, slot.ReceiptTypeId);
  await s.call('POST', '/api/section', { json: { ClientId: id, SectionId: personType === 'J' ? 105 : 8 } });
}

/** Runs one PF journey from the partner lookup to finalize; answers how many calls it made. */
export async function runPfJourney(baseUrl: string): Promise<number> {
  const customer = await newCustomer(baseUrl);
  const { session: s, id, cpf } = customer;
  const who: BodyOwner = { id, cpfCnpj: cpf };
  const complete = (SectionId: number) => s.call('POST', '/api/section', { json: { ClientId: id, SectionId } });
  await documentsStep(customer, 'F');

  // Personal data, complementary data, declarations.
  for (const list of [
    'nationalities',
    'occupations',
    'marital-status',
    'genders',
    'document-types',
    'document-issuer-agencies',
    'countries',
  ]) {
    await s.call('GET', `/api/common/${list}`);
  }
  await s.call('PUT', '/api/natural-person/personal-data', { json: sectionBodies.personalData(who) });
  await s.call('POST', '/api/client/complementary-data', { json: sectionBodies.complementaryData(who) });
  await s.call('POST', '/api/client/declaration-data', { json: sectionBodies.declarationData(who) });
  await complete(2);
  await finishJourney(customer);
  return s.calls;
}

/** Runs one PJ journey (the second brand) from the partner lookup to finalize; answers how many calls it made. */
export async function runPjJourney(baseUrl: string): Promise<number> {
  const customer = await newCustomer(baseUrl, 'J');
  const { session: s, id, cpf } = customer;
  const who: BodyOwner = { id, cpfCnpj: cpf };

  // Company data: the company, its complementary data, declarations and representatives.
  for (const list of ['activities/J', 'constitution-form', 'fatca', 'representative-categories', 'countries'])
    await s.call('GET', `/api/common/${list}`);
  await s.call('PUT', '/api/legal-person/company-data', { json: sectionBodies.companyData(who) });
  await s.call('POST', '/api/client/complementary-data', { json: sectionBodies.complementaryData(who) });
  await s.call('POST', '/api/client/declaration-data', { json: sectionBodies.declarationData(who) });
  await s.call('PATCH', '/api/representative', { json: sectionBodies.representatives(who) });
  await s.call('POST', '/api/section', { json: { ClientId: id, SectionId: 6 } });
  await documentsStep(customer, 'J');
  await finishJourney(customer);
  return s.calls;
}

/** The steps both person types share after their own: financial data, suitability, terms, then finalize. */
async function finishJourney({ session: s, id, userId, cpf }: JourneyCustomer): Promise<void> {
  const who: BodyOwner = { id, cpfCnpj: cpf };
  const complete = (SectionId: number) => s.call('POST', '/api/section', { json: { ClientId: id, SectionId } });

  // Financial data.
  await s.call('GET', '/api/common/banks');
  await s.call('PATCH', '/api/bank', { json: sectionBodies.bankAccounts(who) });
  await s.call('POST', '/api/patrimony', { json: sectionBodies.patrimony(who), expect: 201 });
  await complete(3);

  // Suitability.
  type Form = { Id: number; Version: string; Questions: Parameters<typeof suitabilityAnswers>[0] };
  const form = await s.call<Form>('GET', `/api/profile/${id}`);
  await s.call('POST', '/api/profile', {
    json: { Id: form.Id, ClientId: id, UserId: userId, Version: form.Version, Answers: suitabilityAnswers(form.Questions) },
    expect: 201,
  });
  await complete(4);

  // Terms: password, electronic signature, the agreements, Mtm.
  await s.call('GET', '/api/password/verify');
  await s.call('PUT', '/api/customer/change-password', { json: { NewPassword: PASSWORD }, expect: 201 });
  await s.call('GET', `/api/electronic-check/verify/${userId}`);
  await s.call('POST', '/api/electronic-check/create', { json: { UserId: userId, ElectronicCheck: PIN }, expect: 201 });
  for (const type of [1, 28, 57]) {
    const file = await s.call<{ Path: string }>('GET', `/api/file/type/${type}`);
    await s.call('GET', file.Path);
  }
  await s.call('GET', `/api/client-agreement/client/${id}/type/1`);
  await s.call('POST', '/api/client-agreement/type/batch', { json: { EletronicCheck: PIN, AgreementTypes: [1, 28, 57] }, expect: 201 });
  await s.call('GET', '/api/position/client/mtm');
  await s.call('PUT', '/api/position/client/mtm', { json: { MtmActivated: true, ClientElectronicCheck: PIN, CustomerId: id } });
  await complete(5);

  // Finished: the server's judgement, then finalize.
  await s.call('GET', `/api/client/${id}/completeness`);
  await s.call('PATCH', '/api/client/finalize', { json: { Id: id } });
}
