import { bigint, boolean, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { staffMembers } from './staff.ts';

const at = () => timestamp({ withTimezone: true });

/**
 * Why staff reject a file or ask for documents, for reports (ADR 241): a slug that never changes, the pt-BR label the
 * provider's admins give it (renamed at will) and whether decisions may still take it. Never shown to the customer.
 */
export const reasonCodes = pgTable('reason_codes', {
  code: varchar({ length: 40 }).primaryKey(),
  label: varchar({ length: 120 }).notNull(),
  active: boolean().notNull().default(true),
  createdAt: at().notNull().defaultNow(),
  updatedAt: at().notNull().defaultNow(),
});

/** The reason code of each rejection and documents request, with who decided and when: what the reports count. */
export const decisionReasons = pgTable(
  'decision_reasons',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** `reject` or `requestDocuments`. */
    kind: varchar({ length: 20 }).notNull(),
    reasonCode: varchar({ length: 40 })
      .notNull()
      .references(() => reasonCodes.code),
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id),
    decidedAt: at().notNull(),
  },
  (t) => [index('decision_reasons_decided_idx').on(t.decidedAt), index('decision_reasons_client_idx').on(t.clientId, t.id)],
);
