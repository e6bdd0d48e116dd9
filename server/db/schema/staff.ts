import { sql } from 'drizzle-orm';
import { bigint, char, check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../../domain/staff.ts';
import { clients } from './clients.ts';
import { partners } from './partners.ts';

const at = () => timestamp({ withTimezone: true });

/**
 * The brokerage's staff in the back office (issue 19): a partner's (`partnerId`) or the provider's (null, every
 * partner). Signs in with a password (argon2id) and a TOTP (RFC 6238) enrolled at the first sign-in.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    partnerId: integer().references(() => partners.id, { onDelete: 'cascade' }),
    /** Lower-cased; one account per address. */
    email: varchar({ length: 254 }).notNull().unique(),
    name: varchar({ length: 120 }).notNull(),
    role: varchar({ length: 16 }).notNull(),
    passwordHash: text().notNull(),
    /** The TOTP secret (base32), set when enrolment starts; `totpEnabledAt` once a first code confirmed it. */
    totpSecret: text(),
    totpEnabledAt: at(),
    /** The last TOTP time step accepted: a code is used once (RFC 6238 §5.2). */
    totpLastStep: bigint({ mode: 'number' }),
    /** Carried in every staff token (`sv`); raising it ends every session of the member. */
    sessionVersion: integer().notNull().default(0),
    disabledAt: at(),
    /** Who added (invited) the member; null: an operator at the CLI. */
    createdBy: integer(),
    /**
     * Since when the member has held their current role, enabled (four eyes by person, ADR 218): set when they are
     * added, when their role changes and when they are enabled again.
     */
    roleSince: at().notNull().defaultNow(),
    /** Who gave them that role or enabled them again (null: an operator at the CLI). */
    roleGrantedBy: integer(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [check('staff_members_role_check', sql`${t.role} in ${sql.raw(`(${STAFF_ROLES.map((r) => `'${r}'`).join(', ')})`)}`)],
);

/** The first approval of an application that needs two approvers (a PEP or a professional investor: four eyes). */
export const applicationApprovals = pgTable('application_approvals', {
  clientId: integer()
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  staffId: integer()
    .notNull()
    .references(() => staffMembers.id),
  approvedAt: at().notNull(),
});

/**
 * Step transitions the server records for the funnel (issue 19): a client entered or completed a step. No personal
 * data: the client's id only ties the rows of one journey together.
 */
export const stepTransitions = pgTable(
  'step_transitions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    partnerId: integer()
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    personType: char({ length: 1 }).notNull(),
    step: varchar({ length: 32 }).notNull(),
    kind: varchar({ length: 16 }).notNull(),
    at: at().notNull(),
  },
  (t) => [
    index('step_transitions_partner_at_idx').on(t.partnerId, t.at),
    // Once per client, step and kind: a repeated save or a race adds no row (the insert does nothing on conflict).
    uniqueIndex('step_transitions_once_idx').on(t.clientId, t.step, t.kind),
    check('step_transitions_kind_check', sql`${t.kind} in ('entered', 'completed')`),
  ],
);
