import { char, date, index, integer, pgTable, smallint, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { clients, users } from './clients.ts';

/**
 * Documents a client uploaded (POST /api/document): the file lives in the storage folder under `storageKey`;
 * a new upload of the same type and CPF/CNPJ supersedes the older one on read, and both stay for the record.
 */
export const clientDocuments = pgTable(
  'client_documents',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    receiptTypeId: smallint().notNull(),
    /** Whose document it is: the client's own CPF/CNPJ or a procurator's, administrator's or manager's. */
    cpfCnpj: varchar({ length: 14 }).notNull(),
    storageKey: char({ length: 32 }).notNull().unique(),
    contentType: varchar({ length: 32 }).notNull(),
    size: integer().notNull(),
    sha256: char({ length: 64 }).notNull(),
    /** The client's file name, last segment only, for display; never used as a path. */
    fileName: varchar({ length: 120 }).notNull(),
    validityDate: date({ mode: 'string' }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('client_documents_client_idx').on(t.clientId, t.receiptTypeId)],
);

/** Agreements a client signed: what exactly (version and SHA-256 of the PDF bytes), when, from where and by whom. */
export const clientAgreements = pgTable(
  'client_agreements',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agreementId: smallint().notNull(),
    agreementType: smallint().notNull(),
    version: varchar({ length: 20 }).notNull(),
    sha256: char({ length: 64 }).notNull(),
    signedAt: timestamp({ withTimezone: true }).notNull(),
    ip: varchar({ length: 45 }).notNull(),
    userAgent: text().notNull(),
  },
  (t) => [unique('client_agreements_version_unique').on(t.clientId, t.agreementType, t.version)],
);
