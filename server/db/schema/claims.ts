import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { staffMembers } from './staff.ts';

const at = () => timestamp({ withTimezone: true });

/**
 * Who works on an application now (ADR 234): one holder per file, until `expiresAt` (8 h after the claim) or a
 * release; a takeover replaces the row. The history is in the audit trail.
 */
export const applicationClaims = pgTable(
  'application_claims',
  {
    clientId: integer()
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    claimedAt: at().notNull(),
    expiresAt: at().notNull(),
  },
  (t) => [index('application_claims_staff_idx').on(t.staffId)],
);
