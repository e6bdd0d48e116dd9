import { type AnyPgColumn, boolean, char, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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

/** An address as a CEP provider answered it, kept in `cep_lookups` (the wire shape of GET /api/address/cep/{cep}). */
export type CachedCepAddress = { Street: string; District: string; State: string; CityId: number | null; CityName: string };

/**
 * Answers of the CEP provider, by CEP (GET /api/address/cep/{cep}): `address` null records an unknown CEP. A row is
 * used until `expiresAt`; past it the provider is asked again, and an expired known address still answers while the
 * provider is down.
 */
export const cepLookups = pgTable('cep_lookups', {
  cep: char({ length: 8 }).primaryKey(),
  address: jsonb().$type<CachedCepAddress>(),
  fetchedAt: timestamp({ withTimezone: true }).notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
