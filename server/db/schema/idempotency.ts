import { index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const at = () => timestamp({ withTimezone: true });

/**
 * The first answer to a creating call made with an `Idempotency-Key` (ADR 177, 215). A key names one operation of
 * one caller: the same key from another caller or on another call is refused (the fingerprint covers the scope). A
 * row without a status is a request still in flight, held until `lockedUntil`; its answer is written by the COMMIT of
 * the change it answers. Answers are sealed (AES-256-GCM) because a sign-up's answer carries an AccessToken, and the
 * fingerprint is an HMAC because bodies carry signatures and PII.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key it is: `client:<id>` (the token's client) or `partner:<id>` (the public sign-up). */
    scope: text().notNull(),
    key: text().notNull(),
    /** HMAC-SHA256 (hex) of the scope, the method, the path and the canonical body. */
    fingerprint: text().notNull(),
    /** The answer's status; null while the first request is in flight. */
    status: smallint(),
    /** The sealed answer (content type and body), base64. */
    response: text(),
    lockedUntil: at().notNull(),
    /** When the request that holds the key claimed it: a retry that took over an abandoned claim has another. */
    createdAt: at().notNull(),
    expiresAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);
