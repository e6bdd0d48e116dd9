import { boolean, char, index, integer, numeric, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { MaxLength } from '../../../domain/api/fields.ts';
import { clients } from './clients.ts';

// Every list table has the same spine: its own id, the client, and the item's position in the list as sent.
const spine = () => ({
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  clientId: integer()
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  position: smallint().notNull(),
});
const document = () => varchar({ length: 14 }).notNull();
const percentage = () => numeric({ precision: 5, scale: 2, mode: 'number' }).notNull();

/** People allowed to place orders for the client (spec §3 "Order issuer"). */
export const orderIssuers = pgTable(
  'order_issuers',
  {
    ...spine(),
    name: varchar({ length: MaxLength.name }).notNull(),
    cpf: char({ length: 11 }).notNull(),
    rg: varchar({ length: MaxLength.rg }),
    email: varchar({ length: MaxLength.email }).notNull(),
  },
  (t) => [index('order_issuers_client_idx').on(t.clientId)],
);

/** Controllers of a company client and their shares. */
export const controllers = pgTable(
  'controllers',
  {
    ...spine(),
    name: varchar({ length: MaxLength.name }).notNull(),
    cpfCnpj: document(),
    percentage: percentage(),
    isPoliticallyExposed: boolean().notNull(),
  },
  (t) => [index('controllers_client_idx').on(t.clientId)],
);

/** Legal representatives of a company client (spec §3 "Representative"). */
export const representatives = pgTable(
  'representatives',
  {
    ...spine(),
    name: varchar({ length: MaxLength.name }).notNull(),
    documentType: varchar({ length: 4 }).notNull(),
    cpfCnpj: document(),
    category: integer().notNull(),
    percentage: percentage(),
  },
  (t) => [index('representatives_client_idx').on(t.clientId)],
);

/** Administrators of the client (spec §3 "Administrator"); the document type is derived on read. */
export const administrators = pgTable(
  'administrators',
  {
    ...spine(),
    cpfCnpj: document(),
    name: varchar({ length: MaxLength.name }).notNull(),
    rg: varchar({ length: MaxLength.rg }),
    email: varchar({ length: MaxLength.email }).notNull(),
  },
  (t) => [index('administrators_client_idx').on(t.clientId)],
);

/** Procurators (attorneys) of the client (spec §3 "Procurator"). */
export const procurators = pgTable(
  'procurators',
  {
    ...spine(),
    dddMobilePhone: char({ length: 2 }).notNull(),
    mobilePhone: varchar({ length: 9 }).notNull(),
    personType: char({ length: 1 }).notNull(),
    documentIssuerName: varchar({ length: MaxLength.issuer }).notNull(),
    documentNumber: varchar({ length: MaxLength.documentNumber }).notNull(),
    name: varchar({ length: MaxLength.name }).notNull(),
    cpfCnpj: document(),
    email: varchar({ length: MaxLength.email }).notNull(),
  },
  (t) => [index('procurators_client_idx').on(t.clientId)],
);

/** Asset (portfolio) managers of the client (spec §3 "Asset manager"); DocumentTypeId is derived on read. */
export const assetManagers = pgTable(
  'asset_managers',
  {
    ...spine(),
    name: varchar({ length: MaxLength.name }).notNull(),
    dddMobilePhone: char({ length: 2 }).notNull(),
    mobilePhone: varchar({ length: 9 }).notNull(),
    cpfCnpj: document(),
  },
  (t) => [index('asset_managers_client_idx').on(t.clientId)],
);

/** Bank accounts of the client (spec §3 "Bank accounts"). */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    ...spine(),
    bankCode: char({ length: 3 }).notNull(),
    agency: varchar({ length: 5 }).notNull(),
    accountNumber: varchar({ length: 13 }).notNull(),
    accountDigit: varchar({ length: 2 }).notNull(),
    accountType: smallint().notNull(),
    isMain: boolean().notNull(),
  },
  (t) => [index('bank_accounts_client_idx').on(t.clientId)],
);
