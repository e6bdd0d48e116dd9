import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hasNoControlCharacters, hasOnlyNameCharacters } from '../characters.ts';
import { Messages } from '../messages.ts';
import { AddressCreateBody } from './address.ts';
import { ContinueAuthBody, ContinueTokenBody } from './auth.ts';
import { BankAccountsBody } from './bank.ts';
import { CompanyDataBody } from './company-data.ts';
import { FieldMessages } from './field-messages.ts';
import { Email, Id, MAX_ID, optionalText, PersonName, requiredText, text } from './fields.ts';
import { ApplicationsQuery, OfferManagerSignInBody } from './offer-coordination.ts';
import { OrderIssuersBody } from './order-issuer.ts';
import { PersonalDataBody } from './personal-data.ts';
import { ProcuratorsBody } from './procurator.ts';

/** The first message of a failed parse by issue path (`Issuers.0.Name`), or undefined when it parses. */
function messageAt(schema: v.GenericSchema, input: unknown, path: string): string | undefined {
  const issues = v.safeParse(schema, input).issues ?? [];
  return issues.find((issue) => (issue.path?.map((item) => item.key).join('.') ?? '') === path)?.message;
}

const CONTROLS = ['\u0000', '\u0007', '\t', '\n', '\u001b', '\u007f', '\u0085', '\u009f'];
const FORMAT_AND_SURROGATES = ['\u202e', '\u200b', '\u200d', '\u00ad', '\ufeff', '\ud800', '\udfff'];

// A company's data as the PJ identification step sends them.
const COMPANY = {
  CompanyCnpj: '11222333000181',
  Activity: 1,
  ConstitutionFormat: 1,
  StatusFatcaId: 1,
  MonthlyRevenue: 0,
  ShareCapital: 0,
  ClientId: 7,
};

describe('control characters', () => {
  it('are found whatever their position; printable text, accents and emoji pass', () => {
    for (const control of CONTROLS)
      for (const value of [control, `a${control}`, `${control}a`]) expect(hasNoControlCharacters(value)).toBe(false);
    for (const value of ['', 'João da Silva', 'Rua 7 de Setembro, nº 10', '😀', '\u00a0', '\u202e'])
      expect(hasNoControlCharacters(value)).toBe(true);
  });

  it('are refused by every kind of text field with the pt-BR message, before trimming', () => {
    expect(messageAt(text(), 'a\u0000b', '')).toBe(Messages.invalidCharacters);
    expect(messageAt(requiredText(10, 'Rua é obrigatória'), 'Rua\u0000', '')).toBe(Messages.invalidCharacters);
    expect(messageAt(requiredText(10, 'Rua é obrigatória'), '\tRua', '')).toBe(Messages.invalidCharacters);
    expect(messageAt(optionalText(10), 'apto\u001b[2J', '')).toBe(Messages.invalidCharacters);
    expect(messageAt(Email, 'ana@example.com\u0000', '')).toBe(Messages.invalidCharacters);
    expect(v.parse(optionalText(10), '  apto 1 ')).toBe('apto 1');
  });

  it('are refused in every string of the section and sign-in bodies', () => {
    const nul = (value: string) => `${value}\u0000`;
    const address = {
      PostalCode: '01310100',
      Street: 'Av. Paulista',
      Number: '1000',
      Neighborhood: 'Bela Vista',
      CityId: 1,
      StateId: 35,
      ClientId: 7,
    };
    for (const field of ['PostalCode', 'Street', 'Number', 'Neighborhood'] as const) {
      expect(messageAt(AddressCreateBody, { ...address, [field]: nul(address[field]) }, field), field).toBe(Messages.invalidCharacters);
    }
    expect(messageAt(AddressCreateBody, { ...address, Complement: nul('apto') }, 'Complement')).toBe(Messages.invalidCharacters);
    // CountryId is the literal BRA: anything else is refused with its own message.
    expect(messageAt(AddressCreateBody, { ...address, CountryId: nul('BRA') }, 'CountryId')).toBe(FieldMessages.countryInvalid);
    const personal = { NationalityId: 1, MaritalStatusId: 1, GenderId: 1, OccupationId: 1, MotherName: 'Maria', ClientId: 7 };
    expect(messageAt(PersonalDataBody, { ...personal, DocumentNumber: nul('123') }, 'DocumentNumber')).toBe(Messages.invalidCharacters);
    expect(messageAt(PersonalDataBody, { ...personal, Skype: nul('ana') }, 'Skype')).toBe(Messages.invalidCharacters);
    expect(messageAt(CompanyDataBody, { ...COMPANY, CompanyCnpj: nul(COMPANY.CompanyCnpj) }, 'CompanyCnpj')).toBe(
      Messages.invalidCharacters,
    );
    const account = { BankCode: nul('001'), Agency: '1', AccountNumber: '1', AccountDigit: '1', AccountType: 1, IsMain: true, ClientId: 7 };
    expect(messageAt(BankAccountsBody, { ClientId: 7, BankAccounts: [account] }, 'BankAccounts.0.BankCode')).toBe(
      Messages.invalidCharacters,
    );
    expect(messageAt(ContinueTokenBody, { Document: nul('52998224725'), PartnerId: 1 }, 'Document')).toBe(Messages.invalidCharacters);
    expect(messageAt(ContinueAuthBody, { Document: '52998224725', Token: nul('123456'), PartnerId: 1 }, 'Token')).toBe(
      Messages.invalidCharacters,
    );
    expect(messageAt(OfferManagerSignInBody, { Document: '52998224725', Password: nul('senha'), PartnerId: 1 }, 'Password')).toBe(
      Messages.invalidCharacters,
    );
    expect(messageAt(ApplicationsQuery, { search: nul('Maria') }, 'search')).toBe(Messages.invalidCharacters);
  });
});

describe('names', () => {
  it('refuse controls, format characters (bidi overrides, zero-width) and lone surrogates', () => {
    for (const odd of [...CONTROLS, ...FORMAT_AND_SURROGATES]) {
      expect(hasOnlyNameCharacters(`Ana${odd}Souza`), JSON.stringify(odd)).toBe(false);
      expect(messageAt(PersonName, `Ana${odd}Souza`, ''), JSON.stringify(odd)).toBe(Messages.invalidCharacters);
    }
  });

  it('keep accents, apostrophes, hyphens, non-Latin scripts and emoji (a valid surrogate pair)', () => {
    for (const name of ["Joana D'Arc", 'José-María Ñúñez', 'Ærøskøbing Ltda', '李小龍', 'Ана Смирнова', 'Padaria 😀']) {
      expect(v.safeParse(PersonName, name).success, name).toBe(true);
    }
  });

  it('are checked wherever a section takes one (a list item, a parent name)', () => {
    const issuer = { Name: 'Ana\u202eSouza', Cpf: '52998224725', Email: 'ana@example.com', ClientId: 7 };
    expect(messageAt(OrderIssuersBody, { ClientId: 7, Issuers: [issuer] }, 'Issuers.0.Name')).toBe(Messages.invalidCharacters);
    const personal = { NationalityId: 1, MaritalStatusId: 1, GenderId: 1, OccupationId: 1, MotherName: 'Maria\u200b', ClientId: 7 };
    expect(messageAt(PersonalDataBody, personal, 'MotherName')).toBe(Messages.invalidCharacters);
    const procurator = { DDDMobilePhone: '21', MobilePhone: '998765432', PersonType: 'F', DocumentIssuerName: 'SSP', DocumentNumber: '1' };
    const body = {
      ClientId: 7,
      Procurators: [{ ...procurator, Name: '\u001b[31mPaulo', CpfCnpj: '52998224725', Email: 'p@example.com', CustomerId: 7 }],
    };
    expect(messageAt(ProcuratorsBody, body, 'Procurators.0.Name')).toBe(Messages.invalidCharacters);
    const company = COMPANY;
    expect(messageAt(CompanyDataBody, { ...company, TradeName: 'Padaria\u202e' }, 'TradeName')).toBe(Messages.invalidCharacters);
    expect(v.parse(CompanyDataBody, { ...company, TradeName: ' Padaria Central ' }).TradeName).toBe('Padaria Central');
  });
});

describe('ids', () => {
  it('stop at PostgreSQL integer (2^31 − 1), including the offer-manager sign-in PartnerId', () => {
    expect(v.safeParse(Id, MAX_ID).success).toBe(true);
    for (const bad of [MAX_ID + 1, 2 ** 53, 1e300, Number.POSITIVE_INFINITY, Number.NaN, 0, -1, 1.5, '1']) {
      expect(v.safeParse(Id, bad).success, String(bad)).toBe(false);
    }
    expect(messageAt(OfferManagerSignInBody, { Document: '52998224725', Password: 'x', PartnerId: MAX_ID + 1 }, 'PartnerId')).toBe(
      Messages.invalidField,
    );
  });
});
