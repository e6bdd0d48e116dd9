import { randomCpf } from './documents.ts';

/** Whose file a body is for: the client's id and CPF/CNPJ. */
export type BodyOwner = { id: number; cpfCnpj: string };

/** The four declarations (spec §3). */
export type Declarations = {
  AuthorizesOrdersByProcurator: boolean;
  AuthorizesOrdersByAdministrator: boolean;
  QualifiedInvestor: boolean;
  ProfessionalInvestor: boolean;
};

/** The password and electronic signature every filled file creates. */
export const FILE_CREDENTIALS = { password: 'Ipê amarelo na varanda', signature: '704193' } as const;

const NO_DECLARATIONS: Declarations = {
  AuthorizesOrdersByProcurator: false,
  AuthorizesOrdersByAdministrator: false,
  QualifiedInvestor: false,
  ProfessionalInvestor: false,
};

/** Valid bodies of every section write, as the web app sends them (a new CPF for each listed person). */
export const sectionBodies = {
  address: (who: BodyOwner) => ({
    PostalCode: '01310100',
    Street: 'Avenida Paulista',
    Number: '1000',
    Neighborhood: 'Bela Vista',
    CityId: 3550308,
    StateId: 35,
    ClientId: who.id,
  }),
  personalData: (who: BodyOwner) => ({
    BirthCountryId: 'BRA',
    BirthStateId: 31,
    BirthCityId: 3106200,
    NationalityId: 1,
    MaritalStatusId: 2,
    GenderId: 1,
    OccupationId: 212405,
    MotherName: 'Helena Silva',
    Mtm: true,
    DocumentTypeId: 1,
    DocumentIssuerName: 'SSP/MG',
    DocumentNumber: 'MG-12.345.678',
    DocumentIssuerStateId: 31,
    DocumentIssueDate: '2012-04-30',
    ClientId: who.id,
  }),
  companyData: (who: BodyOwner) => ({
    CompanyCnpj: who.cpfCnpj,
    TradeName: 'Padaria Central',
    Activity: 6201501,
    ConstitutionFormat: 2062,
    StatusFatcaId: 2,
    MonthlyRevenue: 85000.75,
    ShareCapital: 100000,
    ClientId: who.id,
  }),
  complementaryData: (who: BodyOwner) => ({
    PoliticallyExposedPerson: false,
    UsPerson: false,
    ForeignTaxResidence: false,
    ClientId: who.id,
  }),
  declarationData: (who: BodyOwner, declarations: Partial<Declarations> = {}) => ({
    ...NO_DECLARATIONS,
    ...declarations,
    ClientId: who.id,
  }),
  representatives: (who: BodyOwner) => ({
    ClientId: who.id,
    Representatives: [{ Name: 'Rui Lima', DocumentType: 'CPF', CpfCnpj: randomCpf(), Category: 1, Percentage: 50, ClientId: who.id }],
  }),
  procurators: (who: BodyOwner) => ({
    ClientId: who.id,
    Procurators: [
      {
        DDDMobilePhone: '21',
        MobilePhone: '998765432',
        PersonType: 'F',
        DocumentIssuerName: 'SSP',
        DocumentNumber: '12345',
        Name: 'Paulo Reis',
        CpfCnpj: randomCpf(),
        Email: 'paulo@example.com',
        CustomerId: who.id,
      },
    ],
  }),
  administrators: (who: BodyOwner) => ({
    ClientId: who.id,
    Administrators: [{ CpfCnpj: randomCpf(), Name: 'Ana Gestora', Email: 'ana@example.com', ClientId: who.id }],
  }),
  bankAccounts: (who: BodyOwner) => ({
    ClientId: who.id,
    BankAccounts: [
      { BankCode: '001', Agency: '1234', AccountNumber: '567890', AccountDigit: '1', AccountType: 1, IsMain: true, ClientId: who.id },
    ],
  }),
  patrimony: (who: BodyOwner, financialInvestments = 250000) => ({
    ClientId: who.id,
    MonthlyIncome: 12500.5,
    OtherIncome: 0,
    FinancialInvestments: financialInvestments,
    RealEstate: 800000,
    Vehicles: 0,
    OtherAssets: 0,
  }),
};

type Question = { Id: number; Alternatives: { Id: number }[]; Questions: Question[] };

/** Answers to a served questionnaire (GET /api/profile/{id}): the first alternative of every answerable question. */
export function suitabilityAnswers(questions: readonly Question[]): { QuestionId: number; AlternativeIds: number[] }[] {
  const answerable = (list: readonly Question[]): Question[] =>
    list.flatMap((question) => [...(question.Alternatives.length > 0 ? [question] : []), ...answerable(question.Questions)]);
  return answerable(questions).map((question) => ({ QuestionId: question.Id, AlternativeIds: [question.Alternatives[0].Id] }));
}
