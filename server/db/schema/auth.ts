import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clients, users } from './clients.ts';
import { partners } from './partners.ts';
import { pendingSignUps } from './sign-ups.ts';

const at = () => timestamp({ withTimezone: true });

/**
 * Emailed 6-digit codes (continue sign-up, password reset, electronic-signature reset, email change), stored as an HMAC. A row is written for unknown
 * documents too (client null) so the answer, the daily cap and the work are the same either way (ADR 040). A continue
 * code of a document without a client may belong to a pending sign-up instead, which it confirms (ADR 196).
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    purpose: text().notNull(),
    partnerId: integer()
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    document: varchar({ length: 14 }).notNull(),
    clientId: integer().references(() => clients.id, { onDelete: 'cascade' }),
    pendingSignUpId: integer().references(() => pendingSignUps.id, { onDelete: 'set null' }),
    codeHash: text().notNull(),
    attempts: smallint().notNull().default(0),
    createdAt: at().notNull(),
    expiresAt: at().notNull(),
    /** Set when the code is used or replaced by a newer one. */
    usedAt: at(),
  },
  (t) => [
    index('email_codes_lookup_idx').on(t.purpose, t.document, t.createdAt),
    index('email_codes_pending_sign_up_idx').on(t.pendingSignUpId),
    check('email_codes_purpose_check', sql`${t.purpose} in ('continue', 'password', 'electronic-check', 'email-change')`),
  ],
);

/**
 * A signed-in client's new email waiting for the code emailed to it (ADR 222): one row per `email-change` code, so
 * a code confirms only the address it was sent to; the client's email changes when the code is typed.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    codeId: bigint({ mode: 'number' })
      .primaryKey()
      .references(() => emailCodes.id, { onDelete: 'cascade' }),
    clientId: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    partnerId: integer()
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    email: varchar({ length: 254 }).notNull(),
    createdAt: at().notNull(),
  },
  (t) => [index('email_changes_client_idx').on(t.clientId)],
);

/** A user's password, hashed with argon2id (one per user). */
export const userPasswords = pgTable('user_passwords', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hash: text().notNull(),
  createdAt: at().notNull(),
  updatedAt: at().notNull(),
});

/** A user's electronic signature, hashed with argon2id, with its count of wrong attempts in a row (5 lock it). */
export const electronicChecks = pgTable('electronic_checks', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hash: text().notNull(),
  failedAttempts: smallint().notNull().default(0),
  lockedAt: at(),
  createdAt: at().notNull(),
  updatedAt: at().notNull(),
});

/** Missing-documents link codes (≥ 128 bits, stored as SHA-256), one client each, expiring (ADR 045). */
export const documentAccessCodes = pgTable(
  'document_access_codes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    codeHash: text().notNull().unique(),
    createdAt: at().notNull(),
    expiresAt: at().notNull(),
    /** Set when a newer link replaces this one. */
    revokedAt: at(),
    /** The receipt types the brokerage asked for, in the order the customer's page shows them (spec §9 codes). */
    requestedTypes: smallint().array().notNull().default(sql`'{}'`),
    /** The brokerage's message to the customer, shown on the link's page (at most 500 characters). */
    message: varchar({ length: 500 }).notNull().default(''),
  },
  (t) => [index('document_access_codes_client_idx').on(t.clientId)],
);

/** Single-use upload tokens handed out for a missing-documents link and exchanged for a documents-scope session. */
export const uploadTokens = pgTable('upload_tokens', {
  id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  accessCodeId: bigint({ mode: 'number' })
    .notNull()
    .references(() => documentAccessCodes.id, { onDelete: 'cascade' }),
  clientId: integer()
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique(),
  createdAt: at().notNull(),
  expiresAt: at().notNull(),
  usedAt: at(),
});
