import type { ApplicationDetail } from '../../domain/api/backoffice.ts';
import { DETAIL } from '../../machines/backoffice/backoffice.fixtures.ts';

// Files as GET /api/backoffice/applications/{id} answers them (the wire shapes of a completed PF and PJ file), for the
// back office's view tests.

const account = {
  Id: 1,
  BankCode: '001',
  BankName: 'Banco do Brasil S.A.',
  Agency: '1234',
  AccountNumber: '567890',
  AccountDigit: '1',
  AccountType: 1,
  IsMain: true,
  ClientId: 42,
};
const patrimony = {
  ClientId: 42,
  MonthlyIncome: 12500.5,
  OtherIncome: 0,
  FinancialInvestments: 250000,
  RealEstate: 800000,
  Vehicles: 0,
  OtherAssets: 0,
  TotalAssets: 1050000,
};
const declarations = { AuthorizesOrdersByProcurator: false, AuthorizesOrdersByAdministrator: false, QualifiedInvestor: true };
const complementary = {
  DocumentIssuerName: null,
  DocumentNumber: null,
  PoliticallyExposedPerson: true,
  UsPerson: false,
  ForeignTaxResidence: false,
  ClientId: 42,
};
const emptyLists = {
  OrderIssuers: { ClientId: 42, Issuers: [] },
  Controllers: { ClientId: 42, controllers: [] },
  Representatives: { ClientId: 42, Representatives: [] },
  Administrators: { ClientId: 42, Administrators: [] },
  Procurators: { ClientId: 42, Procurators: [] },
  AssetManagers: { ClientId: 42, AssetManagers: [] },
};
const basic = {
  Email: 'maria@example.test',
  MobilePhonePrefix: '11',
  MobilePhoneNumber: '987654321',
  AdvisorId: 100,
  OfficeId: 10,
  PartnerId: 1,
  RegisterUrl: 'localhost:3000',
  ChannelId: 1,
  KnowledgeId: 501,
};

/** A PF file: a PEP, qualified investor, every section filled. */
export const PF_FILE: ApplicationDetail = {
  ...DETAIL,
  Summary: { ...DETAIL.Summary, Document: '52998224725' },
  Phone: '11987654321',
  Sections: {
    BasicData: { CpfCnpj: '52998224725', BirthDate: '1988-03-14', PersonType: 'F', Name: 'Maria Souza', ...basic },
    Address: {
      AddressId: 1,
      PostalCode: '01310100',
      Street: 'Avenida Paulista',
      Number: '1000',
      StateId: 35,
      CityId: 3550308,
      ClientId: 42,
    },
    PersonalData: { MaritalStatusId: 2, MotherName: 'Helena Souza', Mtm: true, ClientId: 42 },
    ComplementaryData: complementary,
    DeclarationData: { ...declarations, ProfessionalInvestor: false, ClientId: 42 },
    Patrimony: patrimony,
    Mtm: { MtmActivated: true, CustomerId: 42 },
    BankAccounts: { ClientId: 42, BankAccounts: [account] },
    ...emptyLists,
  },
  LookupNames: {
    ...DETAIL.LookupNames,
    BankCode: { '001': 'Banco do Brasil S.A.' },
    KnowledgeId: { '501': 'Indicação › Amigo' },
    AdvisorId: { '100': 'Assessoria Aurora' },
  },
};

/** A PJ file of Bravo: its representatives and controllers filled, a procurator reached by a landline. */
export const PJ_FILE: ApplicationDetail = {
  ...PF_FILE,
  Summary: { ...DETAIL.Summary, ClientId: 43, Name: 'Jota Comércio Ltda', Document: '11444777000161', PersonType: 'J', Pep: false },
  Sections: {
    ...PF_FILE.Sections,
    BasicData: { CpfCnpj: '11444777000161', BirthDate: '2012-08-20', PersonType: 'J', Name: 'Jota Comércio Ltda', ...basic },
    PersonalData: undefined,
    CompanyData: {
      CompanyCnpj: '11444777000161',
      TradeName: 'Padaria Central',
      MonthlyRevenue: 85000.75,
      ShareCapital: 100000,
      ClientId: 43,
    },
    ComplementaryData: {
      ...complementary,
      DocumentIssuerName: 'JUCESP',
      DocumentNumber: '35.2.1234567-8',
      PoliticallyExposedPerson: false,
    },
    DeclarationData: { ...declarations, QualifiedInvestor: false, ProfessionalInvestor: true, ClientId: 43 },
    ...emptyLists,
    Representatives: {
      ClientId: 43,
      Representatives: [
        { Id: 1, Name: 'Rui Lima', DocumentType: 'CPF', CpfCnpj: '52998224725', Category: 1, Percentage: 50, ClientId: 43 },
      ],
    },
    Controllers: { ClientId: 43, controllers: [{ Name: 'Caio Controle', CpfCnpj: '11444777000161', Percentage: 60, ClientId: 43 }] },
    Procurators: { ClientId: 43, Procurators: [{ Name: 'Pedro Lima', DDDMobilePhone: '21', MobilePhone: '34567890' }] },
  },
  LookupNames: { ...PF_FILE.LookupNames, Category: { '1': 'Sócio(a) administrador(a)' } },
};
