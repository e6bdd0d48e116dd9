import type { Address } from '../../domain/api/address.ts';
import { RequestFailure } from '../../domain/index.ts';
import type { CustomerBodies } from './save-customer.types.ts';
import type { AddressBody } from './section.catalogue.ts';

// Test data shared by the section tests and the model-based suite (not part of the public surface).

/** The signed-in customer's ids. */
export const IDS = { clientId: 501, userId: 601 } as const;

/** The address as the API answers it. */
export const ADDRESS: Address = {
  AddressId: 31,
  PostalCode: '01310100',
  Street: 'Avenida Paulista',
  Number: '1000',
  Complement: null,
  Neighborhood: 'Bela Vista',
  CityId: 3550308,
  StateId: 35,
  CountryId: 'BRA',
  ClientId: IDS.clientId,
};

/** A first address (no AddressId): POSTed. */
export const NEW_ADDRESS: AddressBody = {
  PostalCode: '01310100',
  Street: 'Avenida Paulista',
  Number: '1000',
  Complement: null,
  Neighborhood: 'Bela Vista',
  CityId: 3550308,
  StateId: 35,
  CountryId: 'BRA',
  ClientId: IDS.clientId,
};

/** A change of the stored address (AddressId > 0): PUT. */
export const CHANGED_ADDRESS: AddressBody = { ...NEW_ADDRESS, AddressId: ADDRESS.AddressId, Number: '1500' };

/** An address the wire schema refuses: no street, a malformed CEP. */
export const INVALID_ADDRESS = { ...NEW_ADDRESS, Street: '  ', PostalCode: '0131' } as AddressBody;

/** Failures the web app's actors reject with (spec §8). */
export const FAILURES = {
  unauthorized: new RequestFailure(401, 'Sessão expirada. Entre novamente.'),
  notFound: new RequestFailure(404, 'Recurso não encontrado'),
  gone: new RequestFailure(410, 'Token Inválido'),
  badRequest: new RequestFailure(400, 'Dados inválidos', { PostalCode: ['CEP inválido', 'outra'], Street: [] }),
  server: new RequestFailure(500, 'Erro ao processar sua requisição. Tente novamente em alguns minutos'),
  network: new TypeError('Failed to fetch'),
} as const;

/** Everything save-customer sends for a customer with one of each list item. */
export const CUSTOMER: CustomerBodies = {
  client: {
    Id: IDS.clientId,
    Name: 'Padaria Pão Bom Ltda',
    Email: 'contato@paobom.com.br',
    MobilePhonePrefix: '11',
    MobilePhoneNumber: '987654321',
    BirthDate: '2015-02-01',
  },
  address: CHANGED_ADDRESS,
  patrimony: {
    ClientId: IDS.clientId,
    MonthlyIncome: 50_000,
    OtherIncome: 0,
    FinancialInvestments: 120_000,
    RealEstate: 800_000,
    Vehicles: 90_000,
    OtherAssets: 0,
  },
  bankAccounts: {
    ClientId: IDS.clientId,
    BankAccounts: [
      { BankCode: '341', Agency: '1234', AccountNumber: '567890', AccountDigit: '1', AccountType: 1, IsMain: true, ClientId: IDS.clientId },
    ],
  },
  orderIssuers: {
    ClientId: IDS.clientId,
    Issuers: [{ Name: 'Maria da Silva', Cpf: '52998224725', Rg: null, Email: 'maria@paobom.com.br', ClientId: IDS.clientId }],
  },
  representatives: {
    ClientId: IDS.clientId,
    Representatives: [
      { Name: 'Maria da Silva', DocumentType: 'CPF', CpfCnpj: '52998224725', Category: 1, Percentage: 100, ClientId: IDS.clientId },
    ],
  },
};
