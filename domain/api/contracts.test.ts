import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AddressCreateBody, AddressUpdateBody } from './address.ts';
import { AdministratorsBody } from './administrator.ts';
import { SignAgreementBody, SignAgreementsBatchBody } from './agreements.ts';
import { AssetManagersBody } from './asset-manager.ts';
import { BankAccountsBody } from './bank.ts';
import { CompanyDataBody } from './company-data.ts';
import { ControllersBody } from './controllers.ts';
import { UploadFields } from './documents.ts';
import { FieldMessages } from './field-messages.ts';
import { hasAtMostTwoDecimals, Money, Percentage } from './fields.ts';
import { OrderIssuersBody } from './order-issuer.ts';
import { PatrimonyBody } from './patrimony.ts';
import { PersonalDataBody } from './personal-data.ts';
import { ProcuratorsBody } from './procurator.ts';
import { ProfileBody, Question } from './profile.ts';
import { RepresentativesBody } from './representative.ts';

/** Messages of a failed parse by issue path, e.g. `Issuers.0.Cpf`. */
function messages(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  const out: Record<string, string> = {};
  for (const issue of result.issues ?? []) out[issue.path?.map((p) => p.key).join('.') ?? ''] ??= issue.message;
  return out;
}

const cpf = '52998224725';
const cnpj = '11222333000181';
const issuer = { Name: ' Ana   Souza ', Cpf: cpf, Email: ' Ana@Example.com ', ClientId: 7 };

describe('list sections', () => {
  it('normalise order issuers: name collapsed, email lowercased, missing Rg null', () => {
    const parsed = v.parse(OrderIssuersBody, { ClientId: 7, Issuers: [issuer] });
    expect(parsed.Issuers[0]).toEqual({ Name: 'Ana Souza', Cpf: cpf, Rg: null, Email: 'ana@example.com', ClientId: 7 });
  });
  it('refuse bad CPFs, unknown keys and the same CPF twice', () => {
    expect(messages(OrderIssuersBody, { ClientId: 7, Issuers: [{ ...issuer, Cpf: '52998224724' }] })).toEqual({
      'Issuers.0.Cpf': 'CPF inválido',
    });
    expect(messages(OrderIssuersBody, { ClientId: 7, Issuers: [{ ...issuer, Admin: true }] })['Issuers.0.Admin']).toBe(
      'Campo não permitido',
    );
    expect(messages(OrderIssuersBody, { ClientId: 7, Issuers: [issuer, issuer] })).toEqual({ Issuers: 'Documento repetido na lista' });
  });
  it('bound the list length', () => {
    const many = Array.from({ length: 21 }, () => issuer);
    expect(messages(OrderIssuersBody, { ClientId: 7, Issuers: many }).Issuers).toBe('Máximo de 20 itens');
  });
  it('check a representative document against its DocumentType with the spec messages', () => {
    const rep = { Name: 'Rui', DocumentType: 'CPF', CpfCnpj: cpf, Category: 1, Percentage: 50, ClientId: 7 };
    expect(v.safeParse(RepresentativesBody, { ClientId: 7, Representatives: [rep] }).success).toBe(true);
    expect(messages(RepresentativesBody, { ClientId: 7, Representatives: [{ ...rep, DocumentType: 'CNPJ' }] })).toEqual({
      'Representatives.0.CpfCnpj': 'CNPJ inválido',
    });
  });
  it("keep controllers' shares within 100 (spec's lower-case key)", () => {
    const controller = (CpfCnpj: string, Percentage: number) => ({ Name: 'Sócia', CpfCnpj, Percentage, ClientId: 7 });
    expect(v.safeParse(ControllersBody, { ClientId: 7, controllers: [controller(cpf, 60.5), controller(cnpj, 39.5)] }).success).toBe(true);
    expect(messages(ControllersBody, { ClientId: 7, controllers: [controller(cpf, 60.5), controller(cnpj, 39.51)] })).toEqual({
      controllers: 'A soma dos percentuais não pode passar de 100',
    });
    expect(messages(ControllersBody, { ClientId: 7, Controllers: [] }).Controllers).toBe('Campo não permitido');
  });
  it('let an administrator omit DocumentType but refuse one that contradicts the document', () => {
    const admin = { CpfCnpj: cnpj, Name: 'Gestora', Email: 'g@example.com', ClientId: 7 };
    expect(v.safeParse(AdministratorsBody, { ClientId: 7, Administrators: [admin] }).success).toBe(true);
    expect(messages(AdministratorsBody, { ClientId: 7, Administrators: [{ ...admin, DocumentType: 'CPF' }] })).toEqual({
      'Administrators.0.DocumentType': 'O tipo de documento não corresponde ao CPF/CNPJ informado',
    });
  });
  it('read a procurator document by its PersonType and trim issuer fields', () => {
    const procurator = {
      DDDMobilePhone: '21',
      MobilePhone: '998765432',
      PersonType: 'F',
      DocumentIssuerName: ' SSP ',
      DocumentNumber: ' 123 ',
      Name: 'Paulo',
      CpfCnpj: cpf,
      Email: 'p@example.com',
      CustomerId: 7,
    };
    expect(v.parse(ProcuratorsBody, { ClientId: 7, Procurators: [procurator] }).Procurators[0]).toMatchObject({
      DocumentIssuerName: 'SSP',
      DocumentNumber: '123',
    });
    expect(messages(ProcuratorsBody, { ClientId: 7, Procurators: [{ ...procurator, PersonType: 'J' }] })).toEqual({
      'Procurators.0.CpfCnpj': 'CNPJ inválido',
    });
    expect(messages(ProcuratorsBody, { ClientId: 7, Procurators: [{ ...procurator, MobilePhone: '88765432' }] })).toEqual({
      'Procurators.0.MobilePhone': 'Telefone inválido: celular com 9 dígitos ou fixo com 8',
    });
  });
  it('check an asset manager DocumentTypeId against the document length', () => {
    const manager = { Name: 'Gestor', DDDMobilePhone: '11', MobilePhone: '987654321', AssetManagerCpfCnpj: cpf, CustomerId: 7 };
    expect(v.safeParse(AssetManagersBody, { ClientId: 7, AssetManagers: [{ ...manager, DocumentTypeId: 1 }] }).success).toBe(true);
    expect(Object.keys(messages(AssetManagersBody, { ClientId: 7, AssetManagers: [{ ...manager, DocumentTypeId: 2 }] }))).toEqual([
      'AssetManagers.0.DocumentTypeId',
    ]);
  });
});

describe('value rules', () => {
  it('money: non-negative, at most 2 decimals, bounded', () => {
    expect(v.safeParse(Money, 1234.56).success).toBe(true);
    expect(v.safeParse(Money, 0.29).success).toBe(true);
    for (const bad of [-1, 0.001, 1e13, Number.NaN, Number.POSITIVE_INFINITY, '10']) expect(v.safeParse(Money, bad).success).toBe(false);
    expect(hasAtMostTwoDecimals(1.1 + 2.2)).toBe(true);
  });
  it('percentage: 0 to 100 as a number (the comma is the client’s job)', () => {
    expect(v.safeParse(Percentage, 100).success).toBe(true);
    expect(messages(Percentage, 100.01)).toEqual({ '': 'Percentual deve estar entre 0 e 100' });
    expect(v.safeParse(Percentage, '12,5').success).toBe(false);
  });
  it('patrimony refuses an absurd amount on the field', () => {
    const body = { ClientId: 7, MonthlyIncome: 1, OtherIncome: 0, FinancialInvestments: 0, RealEstate: 0, Vehicles: 0, OtherAssets: 0 };
    expect(v.safeParse(PatrimonyBody, body).success).toBe(true);
    expect(Object.keys(messages(PatrimonyBody, { ...body, RealEstate: 1e15 }))).toEqual(['RealEstate']);
  });
});

describe('single-object sections', () => {
  const address = {
    PostalCode: '01310100',
    Street: 'Av. Paulista',
    Number: '1000',
    Neighborhood: 'Bela Vista',
    CityId: 3550308,
    StateId: 35,
    ClientId: 7,
  };
  it('address: POST without AddressId, PUT with one; CountryId fixed to BRA', () => {
    expect(v.parse(AddressCreateBody, address)).toMatchObject({ CountryId: 'BRA', Complement: null });
    expect(messages(AddressCreateBody, { ...address, AddressId: 3 }).AddressId).toBe('Campo inválido');
    expect(messages(AddressUpdateBody, { ...address, AddressId: 0 }).AddressId).toBe('Campo inválido');
    expect(v.parse(AddressUpdateBody, { ...address, AddressId: 3 }).AddressId).toBe(3);
    expect(messages(AddressCreateBody, { ...address, CountryId: 'ARG' }).CountryId).toBe('País inválido');
    expect(messages(AddressCreateBody, { ...address, PostalCode: '01310-100' }).PostalCode).toBe('CEP inválido');
  });
  it('personal data: birth place required in Brazil, absent abroad; no future issue date', () => {
    const body = {
      BirthCountryId: 'BRA',
      BirthStateId: 35,
      BirthCityId: 3550308,
      NationalityId: 1,
      MaritalStatusId: 1,
      GenderId: 1,
      OccupationId: 2124,
      MotherName: 'Maria',
      DocumentTypeId: 1,
      DocumentIssuerName: 'SSP',
      DocumentNumber: '123',
      DocumentIssuerStateId: 35,
      DocumentIssueDate: '2010-01-31',
      ClientId: 7,
    };
    expect(v.parse(PersonalDataBody, body)).toMatchObject({ Mtm: true, FatherName: null });
    expect(messages(PersonalDataBody, { ...body, BirthCityId: null })).toEqual({
      BirthCityId: 'Informe o estado e a cidade de nascimento',
    });
    expect(messages(PersonalDataBody, { ...body, BirthCountryId: 'PRT' })).toEqual({
      BirthStateId: 'Estado e cidade de nascimento só se aplicam a quem nasceu no Brasil',
    });
    expect(messages(PersonalDataBody, { ...body, DocumentIssueDate: '2999-01-01' })).toEqual({
      DocumentIssueDate: 'A data não pode estar no futuro',
    });
    expect(messages(PersonalDataBody, { ...body, DocumentIssueDate: '2010-02-30' })).toEqual({ DocumentIssueDate: 'Data inválida' });
    // Empty, blank, null or absent: required, like the other fields, never "Data inválida".
    for (const DocumentIssueDate of ['', '   ', null, undefined])
      expect(messages(PersonalDataBody, { ...body, DocumentIssueDate })).toEqual({ DocumentIssueDate: 'Data de emissão é obrigatória' });
    // Malformed: invalid, and control characters refused.
    for (const DocumentIssueDate of ['31/01/2010', '2010-1-31', '2010-01-31T00:00', '1899-12-31', 12])
      expect(messages(PersonalDataBody, { ...body, DocumentIssueDate })).toEqual({
        DocumentIssueDate: 'Data inválida',
      });
    expect(messages(PersonalDataBody, { ...body, DocumentIssueDate: '2010-01-31\u0000' })).toEqual({
      DocumentIssueDate: FieldMessages.invalidCharacters,
    });
  });
  it('company data: GIIN format', () => {
    const body = {
      CompanyCnpj: cnpj,
      Activity: 62,
      ConstitutionFormat: 2062,
      StatusFatcaId: 1,
      MonthlyRevenue: 1000,
      ShareCapital: 50000,
      ClientId: 7,
    };
    expect(v.parse(CompanyDataBody, { ...body, Giin: ' 98q96b.00000.le.250 ' }).Giin).toBe('98Q96B.00000.LE.250');
    expect(messages(CompanyDataBody, { ...body, Giin: '123' }).Giin).toBe('GIIN inválido');
  });
  it('bank accounts: exactly one main account', () => {
    const account = {
      BankCode: '001',
      Agency: '1234',
      AccountNumber: '56789',
      AccountDigit: 'x',
      AccountType: 1,
      IsMain: true,
      ClientId: 7,
    };
    expect(v.parse(BankAccountsBody, { ClientId: 7, BankAccounts: [account] }).BankAccounts[0].AccountDigit).toBe('X');
    expect(messages(BankAccountsBody, { ClientId: 7, BankAccounts: [{ ...account, IsMain: false }] })).toEqual({
      BankAccounts: 'Marque exatamente uma conta como principal',
    });
    expect(messages(BankAccountsBody, { ClientId: 7, BankAccounts: [] })).toEqual({ BankAccounts: 'Informe ao menos uma conta bancária' });
  });
});

describe('profile, documents and agreements', () => {
  it('suitability questions nest and answers need alternatives', () => {
    const leaf = { Id: 2, Type: 1, Description: 'b', QuestionNumber: 2, Alternatives: [], Answers: [], Questions: [] };
    expect(v.safeParse(Question, { ...leaf, Id: 1, Type: 0, Questions: [leaf] }).success).toBe(true);
    expect(v.safeParse(Question, { ...leaf, Questions: [{ ...leaf, Type: 2 }] }).success).toBe(false);
    const tooDeep = { ...leaf, Questions: [{ ...leaf, Questions: [{ ...leaf, Questions: [leaf] }] }] };
    expect(v.safeParse(Question, tooDeep).success).toBe(false);
    expect(v.safeParse(Question, { ...leaf, Questions: [{ ...leaf, Questions: [leaf] }] }).success).toBe(true);
    const body = { Id: 0, ClientId: 7, UserId: 8, Version: '2025.1', Answers: [{ QuestionId: 1, AlternativeIds: [] }] };
    expect(messages(ProfileBody, body)['Answers.0.AlternativeIds']).toBe('Responda todas as perguntas com alternativas válidas');
  });
  it('upload fields are the spec names as strings with a DD/MM/YYYY date', () => {
    const fields = { receipt_customerid: '7', receipt_type: '10', receipt_validity_date: '21/11/2026', receipt_document: cpf };
    expect(v.safeParse(UploadFields, fields).success).toBe(true);
    expect(Object.keys(messages(UploadFields, { ...fields, receipt_validity_date: '2026-11-21' }))).toEqual(['receipt_validity_date']);
    expect(Object.keys(messages(UploadFields, { ...fields, receipt_document: '../etc' }))).toEqual(['receipt_document']);
  });
  it('agreements: 42/43 singly, 1/28/57 in a batch, with the spec spelling EletronicCheck', () => {
    expect(v.safeParse(SignAgreementBody, { EletronicCheck: '123456', AgreementType: 42 }).success).toBe(true);
    expect(v.safeParse(SignAgreementBody, { EletronicCheck: '123456', AgreementType: 1 }).success).toBe(false);
    expect(v.safeParse(SignAgreementsBatchBody, { EletronicCheck: '123456', AgreementTypes: [1, 28, 57] }).success).toBe(true);
    expect(v.safeParse(SignAgreementsBatchBody, { EletronicCheck: '123456', AgreementTypes: [1, 1] }).success).toBe(false);
    expect(v.safeParse(SignAgreementsBatchBody, { ElectronicCheck: '123456', AgreementTypes: [1] }).success).toBe(false);
  });
});
