import { sql } from 'drizzle-orm';
import { boolean, char, check, date, index, integer, pgTable, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { RegistrationStatus } from '../../../domain/constants.ts';
import { advisors, knowledgeSources, statusRegistrations } from './lookups.ts';
import { partners } from './partners.ts';

/** A prospective customer (PF or PJ) of one partner; one document signs up once per partner. */
export const clients = pgTable(
  'clients',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    partnerId: integer()
      .notNull()
      .references(() => partners.id),
    cpfCnpj: varchar({ length: 14 }).notNull(),
    customerType: smallint().notNull(),
    personType: char({ length: 1 }).notNull(),
    name: varchar({ length: 120 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    mobilePhonePrefix: varchar({ length: 2 }).notNull(),
    mobilePhoneNumber: varchar({ length: 9 }).notNull(),
    birthDate: date({ mode: 'string' }).notNull(),
    advisorId: integer().references(() => advisors.id),
    officeId: integer(),
    channelId: integer().notNull(),
    knowledgeId: integer()
      .notNull()
      .references(() => knowledgeSources.id),
    registerUrl: varchar({ length: 253 }).notNull(),
    statusRegistration: smallint()
      .notNull()
      .default(RegistrationStatus.IN_PROGRESS)
      .references(() => statusRegistrations.id),
    finalized: boolean().notNull().default(false),
    /** The privacy notice the customer saw at sign-up and when they sent it (ADR 204); null before issue 21. */
    privacyNoticeVersion: varchar({ length: 20 }),
    privacyNoticeAt: timestamp({ withTimezone: true }),
    /** The optional consent to marketing e-mails (LGPD art. 7, I) and when it was given. */
    marketingConsent: boolean().notNull().default(false),
    marketingConsentAt: timestamp({ withTimezone: true }),
    /** When `statusRegistration` last changed: the back office's time in status (issue 19). */
    statusChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('clients_partner_document_unique').on(t.partnerId, t.cpfCnpj),
    index('clients_cpf_cnpj_idx').on(t.cpfCnpj),
    // The offer-coordination list: a partner's clients newest first (ADR 137).
    index('clients_partner_created_idx').on(t.partnerId, t.createdAt.desc(), t.id.desc()),
    // The back office's queue: applications by status, longest waiting first.
    index('clients_status_changed_idx').on(t.statusRegistration, t.statusChangedAt),
    check('clients_customer_type_check', sql`${t.customerType} in (1, 3, 5, 6)`),
    check('clients_person_type_check', sql`${t.personType} in ('F', 'J')`),
  ],
);

/** The login of a client (one per client); its id is the token's UserId. */
export const users = pgTable('users', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  clientId: integer()
    .notNull()
    .unique()
    .references(() => clients.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Carried in every AccessToken (`sv`); a password or signature reset raises it, ending older sessions (ADR 192). */
  sessionVersion: integer().notNull().default(0),
  /** The session (`sid`) that made the last signature reset: the one older session that goes on (ADR 192). */
  keptSession: varchar({ length: 32 }),
});
