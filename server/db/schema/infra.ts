import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages to deliver after a change commits (lead webhook, emails): at least once, by idempotency key. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    idempotencyKey: text().notNull().unique(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp({ withTimezone: true }),
    /** Set when delivery gave up (attempts exhausted or a permanent refusal). */
    failedAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null`)],
);

/** Append-only trail of every change: who, what, which entity, which request, when (values never stored). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    actor: text().notNull(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    requestId: text().notNull(),
    /** Names of the fields the change touched. */
    fields: jsonb().$type<string[]>().notNull().default([]),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** SHA-256 hex of the entity's canonical state before the change (ADR 160); null for a create. */
    beforeDigest: text(),
    /** SHA-256 hex of the entity's canonical state after the change (ADR 160); null for a delete. */
    afterDigest: text(),
    /** Why a staff member decided (a rejection's reason, a document request's message); null for other changes. */
    reason: text(),
  },
  (t) => [index('audit_events_entity_idx').on(t.entity, t.entityId)],
);

/** Fixed-window counters shared by every API node (DESIGN §2), incremented by an atomic upsert. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
