import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { MaxLength } from '../../../domain/api/fields.ts';
import type { SuitabilityAnswer } from '../../../domain/api/profile.ts';
import { clients } from './clients.ts';

const clientRef = () =>
  integer()
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });

// Money in reais, exact to the cent, read as a JS number (amounts stay far below 2^53 cents).
const money = () => numeric({ precision: 14, scale: 2, mode: 'number' });

/** The client's address (one per client; spec §3 "Address"). */
export const addresses = pgTable('addresses', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  clientId: clientRef().unique(),
  postalCode: char({ length: 8 }).notNull(),
  street: varchar({ length: MaxLength.street }).notNull(),
  number: varchar({ length: MaxLength.number }).notNull(),
  complement: varchar({ length: MaxLength.complement }),
  neighborhood: varchar({ length: MaxLength.neighborhood }).notNull(),
  cityId: integer().notNull(),
  stateId: smallint().notNull(),
  countryId: char({ length: 3 }).notNull().default('BRA'),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Income and assets of the client (spec §3 "Patrimony"). */
export const patrimonies = pgTable('patrimonies', {
  clientId: clientRef().primaryKey(),
  monthlyIncome: money().notNull(),
  otherIncome: money().notNull(),
  financialInvestments: money().notNull(),
  realEstate: money().notNull(),
  vehicles: money().notNull(),
  otherAssets: money().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The client's declarations (spec §3 "Declaration data"). */
export const declarations = pgTable('declarations', {
  clientId: clientRef().primaryKey(),
  authorizesOrdersByProcurator: boolean().notNull(),
  authorizesOrdersByAdministrator: boolean().notNull(),
  qualifiedInvestor: boolean().notNull(),
  professionalInvestor: boolean().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Complementary data (spec §3) and the KYC declarations we ask with it (ADR 030). */
export const complementaryData = pgTable('complementary_data', {
  clientId: clientRef().primaryKey(),
  documentIssuerName: varchar({ length: MaxLength.issuer }),
  documentNumber: varchar({ length: MaxLength.documentNumber }),
  politicallyExposedPerson: boolean().notNull(),
  usPerson: boolean().notNull(),
  foreignTaxResidence: boolean().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Personal data of an individual client (spec §3 "Personal data"). */
export const personalData = pgTable('personal_data', {
  clientId: clientRef().primaryKey(),
  birthCountryId: char({ length: 3 }).notNull(),
  birthStateId: smallint(),
  birthCityId: integer(),
  nationalityId: integer().notNull(),
  maritalStatusId: integer().notNull(),
  genderId: integer().notNull(),
  occupationId: integer().notNull(),
  fatherName: varchar({ length: MaxLength.name }),
  motherName: varchar({ length: MaxLength.name }).notNull(),
  spouseName: varchar({ length: MaxLength.name }),
  skype: varchar({ length: MaxLength.skype }),
  mtm: boolean().notNull(),
  documentTypeId: integer().notNull(),
  documentIssuerName: varchar({ length: MaxLength.issuer }).notNull(),
  documentNumber: varchar({ length: MaxLength.documentNumber }).notNull(),
  documentIssuerStateId: smallint().notNull(),
  documentIssueDate: date({ mode: 'string' }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Company data of a legal-entity client (spec §3 "Company data"). */
export const companyData = pgTable('company_data', {
  clientId: clientRef().primaryKey(),
  tradeName: varchar({ length: MaxLength.name }),
  activity: integer().notNull(),
  constitutionFormat: integer().notNull(),
  statusFatcaId: integer().notNull(),
  giin: varchar({ length: MaxLength.giin }),
  monthlyRevenue: money().notNull(),
  shareCapital: money().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The client's suitability answers and the profile they scored (one current record per client). */
export const suitabilityProfiles = pgTable(
  'suitability_profiles',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    clientId: clientRef().unique(),
    userId: integer().notNull(),
    version: varchar({ length: 20 }).notNull(),
    answers: jsonb().$type<SuitabilityAnswer[]>().notNull(),
    profile: text().notNull(),
    score: integer().notNull(),
    answeredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('suitability_profile_check', sql`${t.profile} in ('conservador', 'moderado', 'arrojado')`)],
);

/** The fixed-income mark-to-market choice (spec §3 "Mtm"), with the address that made it. */
export const mtmSettings = pgTable('mtm_settings', {
  clientId: clientRef().primaryKey(),
  mtmActivated: boolean().notNull(),
  /** The address the server saw; `declaredIp` is what the browser sent (ClientIp), kept as given. */
  ip: varchar({ length: 45 }).notNull(),
  declaredIp: varchar({ length: 45 }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Sections the client marked complete (POST /api/section). */
export const sectionCompletions = pgTable(
  'section_completions',
  {
    clientId: clientRef(),
    sectionId: smallint().notNull(),
    completedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.sectionId] })],
);
