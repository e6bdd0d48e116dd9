import { type AnyPgColumn, boolean, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** Registration statuses (DESIGN §5: ids 1–5), served by GET /api/common/status-registrations. */
export const statusRegistrations = pgTable('status_registrations', {
  id: smallint().primaryKey(),
  description: text().notNull(),
});

/** Investment advisors a sign-up may be tied to (GET /api/advisor/{id}/name). */
export const advisors = pgTable('advisors', {
  id: integer().primaryKey(),
  name: text().notNull(),
  active: boolean().notNull().default(true),
});

/**
 * "How did you hear of us" options: top-level sources and their sub-items share one id space, so a client's
 * KnowledgeId points at either a source without items or a sub-item.
 */
export const knowledgeSources = pgTable('knowledge_sources', {
  id: integer().primaryKey(),
  parentId: integer().references((): AnyPgColumn => knowledgeSources.id),
  description: text().notNull(),
  advisorId: integer().references(() => advisors.id),
  sortOrder: integer().notNull().default(0),
});
