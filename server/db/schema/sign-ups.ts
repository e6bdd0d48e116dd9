import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import type { BasicDataBody } from '../../../domain/basic-data.ts';
import { clients } from './clients.ts';
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

/**
 * A sign-up refused because the document's client under the partner holds it (ADR 223), for the brokerage's back
 * office: `code-after-holder` when its email was proven after another sign-up became the client (409), and
 * `sign-up-after-holder` when a sign-up typing another email was sent no code (the code went to the client's
 * email). One row per client, kind and email, counting the attempts.
 */
export const signUpConflicts = pgTable(
  'sign_up_conflicts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    partnerId: integer()
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    name: varchar({ length: 120 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    attempts: integer().notNull().default(1),
    firstAt: at().notNull(),
    lastAt: at().notNull(),
  },
  (t) => [
    unique('sign_up_conflicts_once').on(t.clientId, t.kind, t.email),
    check('sign_up_conflicts_kind_check', sql`${t.kind} in ('code-after-holder', 'sign-up-after-holder')`),
  ],
);
