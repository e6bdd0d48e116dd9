import { bigint, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { staffMembers } from './staff.ts';

/** Internal notes between staff on an application (ADR 234): never shown to the customer, in emails or webhooks. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id),
    at: timestamp({ withTimezone: true }).notNull(),
    text: varchar({ length: 2000 }).notNull(),
  },
  (t) => [index('application_notes_client_idx').on(t.clientId, t.id)],
);
