/**
 * A complete PF sign-up through the API, every call in the order the web app makes them (spec §2 step order:
 * address, documents, personal data, financial data, suitability, terms, finished). Used by `npm run bench:api`.
 */
import { randomInt } from 'node:crypto';
import { PDF_BYTES } from '../server/lib/uploads-fixtures.ts';
import { currentQuestionnaire } from '../server/routes/suitability/questionnaire.ts';
import { randomCpf } from '../server/test-support/documents.ts';

const PIN = '135790';
const questionnaire = currentQuestionnaire();
// The first alternative of every answerable question: a valid, complete set of answers.
const ANSWERS = questionnaire.Questions.flatMap((group) => group.Questions).map((q) => ({
  QuestionId: q.Id,
  AlternativeIds: [q.Alternatives[0].Id],
}));

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

/** A customer signed up through the API, with its session. */
export type JourneyCustomer = { session: Session; id: number; userId: number; cpf: string };

/** The start of a journey: partner lookup, verify, sign-up, the client and its address. */
export async function newCustomer(baseUrl: string): Promise<JourneyCustomer> {
  const s = new Session(baseUrl);
  const partner = await s.call<{ id: number }>('POST', '/api/partner/url', { json: { Url: 'localhost' } });
  await s.call('GET', '/api/common/v3/knowledge-sources');
  const cpf = randomCpf();
  await s.call('GET', `/api/client/document/${cpf}/partner/${partner.id}/verify`);
  const signUp = {
    CpfCnpj: cpf,
    BirthDate: '1988-07-21',
    Email: `cliente.${cpf}@example.com`,
    MobilePhonePrefix: '11',
    MobilePhoneNumber: '987654321',
    PersonType: 'F',
    Name: 'Cliente de Teste',
    AdvisorId: 100,
    OfficeId: 10,
    PartnerId: partner.id,
    RegisterUrl: 'localhost:3000',
    ChannelId: 1,
    KnowledgeId: 1,
  };
  const created = await s.call<{ AccessToken: string; ClientId: number }>('POST', '/api/client/basic-data', { json: signUp, expect: 201 });
  s.token = created.AccessToken;
  const id = created.ClientId;
  await s.call('GET', `/api/client/${id}`);
  const userId = JSON.parse(Buffer.from(created.AccessToken.split('.')[1], 'base64url').toString()).UserId as number;

  // Address.
  await s.call('GET', '/api/common/states/BRA');
  await s.call('GET', '/api/common/cities/35');
  await s.call('GET', `/api/address/${id}`, { expect: 404 });
  const address = {
    PostalCode: '01310100',
    Street: 'Avenida Paulista',
    Number: '1000',
    Neighborhood: 'Bela Vista',
    CityId: 3550308,
    StateId: 35,
    ClientId: id,
  };
  await s.call('POST', '/api/address', { json: address, expect: 201 });
  await s.call('POST', '/api/section', { json: { ClientId: id, SectionId: 1 } });
  return { session: s, id, userId, cpf };
}

/** Runs one PF journey from the partner lookup to finalize; answers how many calls it made. */
export async function runPfJourney(baseUrl: string): Promise<number> {
  const { session: s, id, userId, cpf } = await newCustomer(baseUrl);

  // Documents.
  await s.call('GET', '/api/common/receipt/F');
  await s.call('GET', `/api/document/client/${id}/required`);
  for (const type of [10, 11]) await s.upload(id, cpf, type);
  await s.call('POST', '/api/section', { json: { ClientId: id, SectionId: 8 } });

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
  const personal = {
    BirthCountryId: 'BRA',
    BirthStateId: 31,
    BirthCityId: 3106200,
    NationalityId: 1,
    MaritalStatusId: 2,
    GenderId: 1,
    OccupationId: 2124,
    MotherName: 'Helena Silva',
    DocumentTypeId: 1,
    DocumentIssuerName: 'SSP/MG',
    DocumentNumber: 'MG-12.345.678',
    DocumentIssuerStateId: 31,
    DocumentIssueDate: '2012-04-30',
    ClientId: id,
  };
  await s.call('PUT', '/api/natural-person/personal-data', { json: personal });
  await s.call('POST', '/api/client/complementary-data', {
    json: { PoliticallyExposedPerson: false, UsPerson: false, ForeignTaxResidence: false, ClientId: id },
  });
  const declarations = {
    AuthorizesOrdersByProcurator: false,
    AuthorizesOrdersByAdministrator: false,
    QualifiedInvestor: false,
    ProfessionalInvestor: false,
    ClientId: id,
  };
  await s.call('POST', '/api/client/declaration-data', { json: declarations });
  await s.call('POST', '/api/section', { json: { ClientId: id, SectionId: 2 } });

  // Financial data.
  await s.call('GET', '/api/common/banks');
  const account = {
    BankCode: '001',
    Agency: '1234',
    AccountNumber: '567890',
    AccountDigit: '1',
    AccountType: 1,
    IsMain: true,
    ClientId: id,
  };
  await s.call('PATCH', '/api/bank', { json: { ClientId: id, BankAccounts: [account] } });
  const patrimony = {
    ClientId: id,
    MonthlyIncome: 12500.5,
    OtherIncome: 0,
    FinancialInvestments: 250000,
    RealEstate: 800000,
    Vehicles: 90000,
    OtherAssets: 0,
  };
  await s.call('POST', '/api/patrimony', { json: patrimony, expect: 201 });
  await s.call('POST', '/api/section', { json: { ClientId: id, SectionId: 3 } });

  // Suitability.
  const form = await s.call<{ Id: number; Version: string }>('GET', `/api/profile/${id}`);
  await s.call('POST', '/api/profile', {
    json: { Id: form.Id, ClientId: id, UserId: userId, Version: form.Version, Answers: ANSWERS },
    expect: 201,
  });
  await s.call('POST', '/api/section', { json: { ClientId: id, SectionId: 4 } });

  // Terms and electronic signature.
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
  await s.call('POST', '/api/section', { json: { ClientId: id, SectionId: 5 } });
  await s.call('PATCH', '/api/client/finalize', { json: { Id: id } });
  return s.calls;
}
