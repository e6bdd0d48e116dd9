import { integer, pgTable, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { partners } from './partners.ts';

/**
 * Offer managers (customer type 6): partner staff who sign in to the offer-coordination area with their CPF and
 * a password (argon2id). Each belongs to one partner; they are added with the operator CLI (ADR 135).
 */
export const offerManagers = pgTable(
  'offer_managers',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    partnerId: integer()
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    cpf: varchar({ length: 11 }).notNull(),
    name: varchar({ length: 120 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    passwordHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [unique('offer_managers_partner_cpf_unique').on(t.partnerId, t.cpf)],
);
