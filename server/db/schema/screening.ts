import { bigint, date, index, integer, pgTable, real, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { staffMembers } from './staff.ts';

const at = () => timestamp({ withTimezone: true });

/**
 * One screening of an application against the PEP and sanctions lists (ADR 233): when, by whom (null: the finalize's
 * run, through the outbox), which provider, and its outcome: `clear`, `possible-match` (hits below) or `error`.
 */
export const screeningRuns = pgTable(
  'screening_runs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    at: at().notNull(),
    staffId: integer().references(() => staffMembers.id),
    provider: varchar({ length: 120 }).notNull(),
    status: varchar({ length: 16 }).notNull(),
    /** Why the run failed (the provider's error), for the log and support; never shown as such to staff. */
    error: text(),
  },
  (t) => [index('screening_runs_client_idx').on(t.clientId, t.id)],
);

/**
 * One list entry a run found for a screened person (the customer, or a PJ's controller, administrator, procurator or
 * representative), and its review by staff: `false-positive` or `confirmed`, with a note.
 */
export const screeningHits = pgTable(
  'screening_hits',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    runId: bigint({ mode: 'number' })
      .notNull()
      .references(() => screeningRuns.id, { onDelete: 'cascade' }),
    clientId: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    subjectKind: varchar({ length: 16 }).notNull(),
    subjectName: varchar({ length: 120 }).notNull(),
    list: varchar({ length: 16 }).notNull(),
    source: varchar({ length: 40 }).notNull(),
    entryId: varchar({ length: 80 }).notNull(),
    matchedName: varchar({ length: 300 }).notNull(),
    role: varchar({ length: 300 }),
    score: real().notNull(),
    reason: varchar({ length: 16 }).notNull(),
    decision: varchar({ length: 16 }),
    note: text(),
    reviewedBy: integer().references(() => staffMembers.id),
    reviewedAt: at(),
  },
  (t) => [index('screening_hits_run_idx').on(t.runId), index('screening_hits_client_idx').on(t.clientId)],
);

/**
 * The entries of the published lists imported by `screening:import` (ADR 238): `kind` is the file's list (pep, ceis,
 * cnep, un, ofac), replaced whole by each import; `document` holds the CPF/CNPJ digits or the CGU's masked CPF.
 */
export const screeningListEntries = pgTable(
  'screening_list_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    kind: varchar({ length: 8 }).notNull(),
    list: varchar({ length: 16 }).notNull(),
    source: varchar({ length: 40 }).notNull(),
    entryId: varchar({ length: 80 }).notNull(),
    name: varchar({ length: 300 }).notNull(),
    role: varchar({ length: 300 }),
    document: varchar({ length: 20 }),
    /** The list's date: `--date`, or the file's own (the UN's dateGenerated, the Portal's file name). */
    listDate: date({ mode: 'string' }).notNull(),
    importedAt: at().notNull(),
  },
  (t) => [index('screening_list_entries_kind_idx').on(t.kind)],
);
