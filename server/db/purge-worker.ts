import { lt, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import { type Clock, systemClock } from '../lib/http/context.ts';
import { errorSummary } from '../lib/http/logger.ts';
import { type PeriodicLoop, periodicLoop } from '../lib/outbox/periodic-loop.ts';
import type { Database } from './database.ts';
import { emailCodes, idempotencyKeys, rateLimits, signInLocks } from './schema/index.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long dead rows are kept (ADR 156). An emailed code is dead once used or expired (10 minutes after it was
 * sent); it is kept a week after expiry so support can still see that codes were sent. A rate-limit window is dead
 * once it has ended; the longest window in use is a day (the daily code cap), so two days is past every one.
 */
export const PURGE_RETENTION = { emailCodesMs: 7 * DAY_MS, rateLimitsMs: 2 * DAY_MS } as const;

/** Rows one purge removed, per table. */
export type PurgeResult = { emailCodes: number; rateLimits: number; idempotencyKeys: number; signInLocks: number };

/** How the purge runs; only `db` and `logger` are required. */
export type PurgeWorkerOptions = {
  db: Database;
  logger: Logger;
  clock?: Clock;
  retention?: { emailCodesMs: number; rateLimitsMs: number };
  /** Time between purges. */
  intervalMs?: number;
  /** Rows deleted per statement, so no purge holds many row locks or one long transaction. */
  batchSize?: number;
};

/** A periodic purge; `purgeOnce` is what each tick does (tests call it directly). */
export type PurgeWorker = PeriodicLoop & { purgeOnce(): Promise<PurgeResult> };

/** Deletes the rows of `table` matching `where`, `batchSize` at a time; answers how many went. */
async function deleteInBatches(db: Database, table: PgTable, where: SQL, batchSize: number): Promise<number> {
  let total = 0;
  for (;;) {
    // ctid names a row version: the batch is chosen and deleted in one statement, without a key of the table's own.
    const result = await db.execute(sql`delete from ${table} where ctid in (select ctid from ${table} where ${where} limit ${batchSize})`);
    // node-postgres counts in rowCount, PGlite in affectedRows.
    const counts = result as { rowCount?: number | null; affectedRows?: number };
    const deleted = counts.rowCount ?? counts.affectedRows ?? 0;
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

/**
 * Deletes what nothing reads any more: emailed codes expired for longer than their retention, rate-limit windows
 * and sign-in locks that ended long ago. Several nodes may run it at once (the deletes are idempotent). Start it once per process,
 * stop it on shutdown.
 */
export function createPurgeWorker(options: PurgeWorkerOptions): PurgeWorker {
  const { db, logger, retention = PURGE_RETENTION, intervalMs = HOUR_MS, batchSize = 1000 } = options;
  const clock = options.clock ?? systemClock;

  async function purgeOnce(): Promise<PurgeResult> {
    const now = clock.now().getTime();
    const codesBefore = new Date(now - retention.emailCodesMs);
    const windowsBefore = new Date(now - retention.rateLimitsMs);
    return {
      emailCodes: await deleteInBatches(db, emailCodes, lt(emailCodes.expiresAt, codesBefore), batchSize),
      rateLimits: await deleteInBatches(db, rateLimits, lt(rateLimits.windowStart, windowsBefore), batchSize),
      // An Idempotency-Key's answer is dead once it expires (24 h, ADR 177).
      idempotencyKeys: await deleteInBatches(db, idempotencyKeys, lt(idempotencyKeys.expiresAt, new Date(now)), batchSize),
      // A sign-in lock is dead once no attempt came and no run or lock went on for as long (ADR 219).
      signInLocks: await deleteInBatches(
        db,
        signInLocks,
        sql`greatest(${signInLocks.runEndsAt}, ${signInLocks.touchedAt}) < ${windowsBefore.toISOString()}::timestamptz`,
        batchSize,
      ),
    };
  }

  const loop = periodicLoop(
    () =>
      purgeOnce()
        .then((purged) => {
          if (Object.values(purged).some((rows) => rows > 0)) logger.info({ purged }, 'purged expired rows');
        })
        .catch((error: unknown) => logger.error({ err: errorSummary(error) }, 'purge failed')),
    () => intervalMs,
  );
  return { purgeOnce, ...loop };
}
