import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { outbox } from '../db/schema/index.ts';
import { type Clock, systemClock } from './context.ts';
import { PermanentDeliveryError } from './mail.ts';
import type { OutboxKind } from './outbox.ts';
import { type PeriodicLoop, periodicLoop } from './periodic-loop.ts';

/** An outbox row as the worker hands it to a delivery function (`attempts` counts this one). */
export type OutboxRow = typeof outbox.$inferSelect;

/** Sends one message; throws to retry later, or `PermanentDeliveryError` to give up at once. */
export type Delivery = (row: OutboxRow) => Promise<void>;

/** How the worker runs; only `db`, `logger` and `deliveries` are required. */
export type OutboxWorkerOptions = {
  db: Database;
  logger: Logger;
  /** One delivery per kind; kinds without one stay queued (e.g. leads until LEAD_WEBHOOK_URL is set). */
  deliveries: Partial<Record<OutboxKind, Delivery>>;
  clock?: Clock;
  /** Attempts before a message is marked failed. */
  maxAttempts?: number;
  /** Delay before the first retry; doubles on each further attempt, up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a claimed row is hidden from other workers while this one delivers it. */
  leaseMs?: number;
  batchSize?: number;
  pollMs?: number;
  /** Source of jitter in [0, 1). */
  random?: () => number;
};

/** What one drain did. */
export type DrainResult = { delivered: number; retried: number; failed: number };

/** A running or stoppable worker; `drainOnce` is what each tick does (tests call it directly). */
export type OutboxWorker = PeriodicLoop & { drainOnce(): Promise<DrainResult> };

/** Delay before retry number `attempt` (1-based): exponential, capped, with "equal jitter" (half fixed, half random). */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random: () => number): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

// Email bodies carry codes and links: once a message is settled only its subject is kept.
const settledPayload = (row: OutboxRow) => (row.kind === 'email' ? { subject: row.payload.subject, scrubbed: true } : row.payload);

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);

/**
 * Delivers outbox rows at least once: claims due rows with `FOR UPDATE SKIP LOCKED` (several nodes never take the
 * same row; on single-connection PGlite it is simply uncontended), pushes them past a lease, delivers, then marks
 * them delivered, or schedules a retry with exponential backoff and jitter, or marks them failed.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, logger, deliveries } = options;
  const clock = options.clock ?? systemClock;
  const { maxAttempts = 8, baseDelayMs = 30_000, maxDelayMs = 3_600_000, leaseMs = 60_000, batchSize = 20, pollMs = 2_000 } = options;
  const random = options.random ?? Math.random;
  const kinds = Object.keys(deliveries) as OutboxKind[];

  async function claim(now: Date): Promise<OutboxRow[]> {
    if (kinds.length === 0) return [];
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(outbox)
        .where(and(isNull(outbox.deliveredAt), isNull(outbox.failedAt), lte(outbox.nextAttemptAt, now), inArray(outbox.kind, kinds)))
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const lease = new Date(now.getTime() + leaseMs);
      const ids = due.map((row) => row.id);
      await tx
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: lease })
        .where(inArray(outbox.id, ids));
      return due.map((row) => ({ ...row, attempts: row.attempts + 1 }));
    });
  }

  async function settle(row: OutboxRow): Promise<keyof DrainResult> {
    const delivery = deliveries[row.kind as OutboxKind];
    try {
      if (!delivery) throw new PermanentDeliveryError(`no delivery for kind ${row.kind}`);
      await delivery(row);
      await db
        .update(outbox)
        .set({ deliveredAt: clock.now(), lastError: null, payload: settledPayload(row) })
        .where(eq(outbox.id, row.id));
      return 'delivered';
    } catch (error) {
      const lastError = errorText(error);
      const now = clock.now();
      if (error instanceof PermanentDeliveryError || row.attempts >= maxAttempts) {
        await db
          .update(outbox)
          .set({ failedAt: now, lastError, payload: settledPayload(row) })
          .where(eq(outbox.id, row.id));
        logger.error({ outboxId: row.id, kind: row.kind, attempts: row.attempts, error: lastError }, 'outbox message failed');
        return 'failed';
      }
      const nextAttemptAt = new Date(now.getTime() + backoffMs(row.attempts, baseDelayMs, maxDelayMs, random));
      await db.update(outbox).set({ nextAttemptAt, lastError }).where(eq(outbox.id, row.id));
      logger.warn({ outboxId: row.id, kind: row.kind, attempts: row.attempts, error: lastError }, 'outbox delivery will be retried');
      return 'retried';
    }
  }

  async function drainOnce(): Promise<DrainResult> {
    const result: DrainResult = { delivered: 0, retried: 0, failed: 0 };
    for (const row of await claim(clock.now())) result[await settle(row)]++;
    return result;
  }

  const loop = periodicLoop(
    () =>
      drainOnce()
        .then((result) => result.delivered + result.retried + result.failed)
        .catch((error) => {
          logger.error({ error: errorText(error) }, 'outbox drain failed');
          return 0;
        }),
    // A full batch suggests more is due: go again at once instead of waiting a poll interval.
    (handled) => (handled >= batchSize ? 0 : pollMs),
  );
  return { drainOnce, ...loop };
}
