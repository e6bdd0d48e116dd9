import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { BasicDataBody } from '../../../domain/basic-data.ts';
import { partners } from './partners.ts';

const at = () => timestamp({ withTimezone: true });

/**
 * A sign-up whose email is not proven yet (ADR 196): the validated basic data, kept until a continue code emailed to
 * `email` is typed back, then turned into the client. Nothing is reserved: one document may have several.
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    partnerId: integer()
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    document: varchar({ length: 14 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    body: jsonb().$type<BasicDataBody>().notNull(),
    createdAt: at().notNull(),
    expiresAt: at().notNull(),
  },
  (t) => [
    index('pending_sign_ups_lookup_idx').on(t.partnerId, t.document, t.createdAt),
    index('pending_sign_ups_expires_idx').on(t.expiresAt),
  ],
);
