import { index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const at = () => timestamp({ withTimezone: true });

/**
 * Sign-in locks (issue 33, ADR 219): one row per lock key, a rule's name and an HMAC of what it counts (a staff
 * member or an unknown email, alone or with the caller's address), never the raw address or email. `pending` holds
 * the attempts being checked, so concurrent ones never get past the limit (server/lib/auth/lockout.ts).
 */
export const signInLocks = pgTable(
  'sign_in_locks',
  {
    key: text().primaryKey(),
    /** Failures of the current run. */
    failures: smallint().notNull().default(0),
    /** Attempts begun and not yet ended. */
    pending: smallint().notNull().default(0),
    /** When the current run is forgotten (null before its first failure); a lock moves it to the lock's end. */
    runEndsAt: at(),
    /** The last attempt begun: pending attempts this old were lost (a process that stopped mid-check). */
    touchedAt: at().notNull(),
  },
  (t) => [index('sign_in_locks_touched_idx').on(t.touchedAt)],
);
