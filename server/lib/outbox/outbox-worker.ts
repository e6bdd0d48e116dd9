import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/database.ts';
import { outbox } from '../../db/schema/index.ts';
import { type Clock, systemClock } from '../http/context.ts';
import { PermanentDeliveryError } from './mail.ts';
import type { OutboxKind } from './outbox.ts';
import { periodicLoop, type WakeableLoop } from './periodic-loop.ts';

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
  /** Messages delivered at once within a drain. */
  concurrency?: number;
  /** Longest one delivery may take; past it, it counts as failed and is retried (peers have shorter timeouts of their own). */
  deliveryTimeoutMs?: number;
  /**
   * How long a claimed row is hidden from other workers (default 15 s): renewed just before its delivery and by a
   * heartbeat every third of it until the row is settled, so only a worker that stopped (crashed, frozen) loses its
   * rows, which another takes over within this time (ADR 213).
   */
  leaseMs?: number;
  /** Rows one drain claims. */
  batchSize?: number;
  pollMs?: number;
  /** Source of jitter in [0, 1). */
  random?: () => number;
};

/** What one drain did. */
export type DrainResult = { delivered: number; retried: number; failed: number };

/** A running or stoppable worker; `drainOnce` is what each tick does (tests call it directly). */
export type OutboxWorker = WakeableLoop & { drainOnce(): Promise<DrainResult>; kinds: OutboxKind[] };

/** How long a claim lasts without its heartbeat. */
export const DEFAULT_LEASE_MS = 15_000;

/** Delay before retry number `attempt` (1-based): exponential, capped, with "equal jitter" (half fixed, half random). */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random: () => number): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

// Email bodies carry codes and links: once a message is settled only its subject is kept.
const settledPayload = (row: OutboxRow) => (row.kind === 'email' ? { subject: row.payload.subject, scrubbed: true } : row.payload);

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);

/** Runs `work` in `concurrency` parallel runners, each taking the next item when it is done with one. */
async function inParallel<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runner = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, runner));
}

/** Rejects when `work` has not settled within `ms`. */
async function within(ms: number, work: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`delivery took longer than ${ms} ms`)), ms);
  });
  try {
    await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Delivers outbox rows at least once: claims due rows with `FOR UPDATE SKIP LOCKED` (several nodes never take the
 * same row; on single-connection PGlite it is simply uncontended), pushing them past a lease; renews a row's lease
 * just before delivering it (skipping it if another worker has claimed it meanwhile); then marks it delivered, or
 * schedules a retry with exponential backoff and jitter, or marks it failed. Run one worker per lane (kind), so a
 * slow peer of one kind never delays another.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, logger, deliveries } = options;
  const clock = options.clock ?? systemClock;
  const { maxAttempts = 8, baseDelayMs = 30_000, maxDelayMs = 3_600_000, batchSize = 20, pollMs = 2_000 } = options;
  const { concurrency = 1, deliveryTimeoutMs = 30_000 } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const random = options.random ?? Math.random;
  const kinds = Object.keys(deliveries) as OutboxKind[];
  const leaseFromNow = () => new Date(clock.now().getTime() + leaseMs);
  // A row is still this worker's while nobody has claimed it since (every claim counts an attempt).
  const stillOurs = (row: OutboxRow) =>
    and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), isNull(outbox.deliveredAt), isNull(outbox.failedAt));

  async function claim(now: Date): Promise<OutboxRow[]> {
    if (kinds.length === 0) return [];
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.deliveredAt), isNull(outbox.failedAt), lte(outbox.nextAttemptAt, now), inArray(outbox.kind, kinds)))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: leaseFromNow() })
      .where(inArray(outbox.id, due))
      .returning();
    return claimed.sort((a, b) => a.id - b.id);
  }

  async function renewLease(row: OutboxRow): Promise<boolean> {
    const renewed = await db.update(outbox).set({ nextAttemptAt: leaseFromNow() }).where(stillOurs(row)).returning({ id: outbox.id });
    return renewed.length > 0;
  }

  /**
   * Writes a delivery's outcome if the row is still this worker's; false when another took it over meanwhile (its
   * lease ran out: this worker was frozen), which then delivers it again and records its own outcome.
   */
  async function record(row: OutboxRow, fields: Partial<OutboxRow>): Promise<boolean> {
    const written = await db.update(outbox).set(fields).where(stillOurs(row)).returning({ id: outbox.id });
    if (written.length === 0)
      logger.warn({ outboxId: row.id, kind: row.kind }, 'outbox row taken over by another worker during its delivery');
    return written.length > 0;
  }

  /** Delivers `row` and records the outcome; `sent` is called once the delivery has ended, before the outcome is written. */
  async function settle(row: OutboxRow, sent: () => void): Promise<keyof DrainResult | undefined> {
    if (!(await renewLease(row))) return undefined;
    const delivery = deliveries[row.kind as OutboxKind];
    try {
      if (!delivery) throw new PermanentDeliveryError(`no delivery for kind ${row.kind}`);
      await within(deliveryTimeoutMs, delivery(row)).finally(sent);
      return (await record(row, { deliveredAt: clock.now(), lastError: null, payload: settledPayload(row) })) ? 'delivered' : undefined;
    } catch (error) {
      const lastError = errorText(error);
      const now = clock.now();
      const fields = { outboxId: row.id, kind: row.kind, attempts: row.attempts, error: lastError };
      if (error instanceof PermanentDeliveryError || row.attempts >= maxAttempts) {
        if (!(await record(row, { failedAt: now, lastError, payload: settledPayload(row) }))) return undefined;
        logger.error(fields, 'outbox message failed');
        return 'failed';
      }
      const nextAttemptAt = new Date(now.getTime() + backoffMs(row.attempts, baseDelayMs, maxDelayMs, random));
      if (!(await record(row, { nextAttemptAt, lastError }))) return undefined;
      logger.warn(fields, 'outbox delivery will be retried');
      return 'retried';
    }
  }

  /**
   * Pushes the lease of every row still ours among `rows` (one statement); forgets the ones another worker took. It
   * never brings a time forward: a renewal racing a retry's write can only postpone that retry.
   */
  async function heartbeat(rows: Set<OutboxRow>): Promise<void> {
    if (rows.size === 0) return;
    const renewed = await db
      .update(outbox)
      .set({ nextAttemptAt: sql`greatest(${outbox.nextAttemptAt}, ${leaseFromNow().toISOString()}::timestamptz)` })
      .where(or(...[...rows].map(stillOurs)))
      .returning({ id: outbox.id });
    const ours = new Set(renewed.map((row) => row.id));
    for (const row of rows) {
      if (ours.has(row.id)) continue;
      rows.delete(row);
      logger.warn({ outboxId: row.id, kind: row.kind }, 'outbox lease taken over by another worker');
    }
  }

  async function drainOnce(): Promise<DrainResult> {
    const result: DrainResult = { delivered: 0, retried: 0, failed: 0 };
    const claimed = await claim(clock.now());
    const unsettled = new Set(claimed);
    const beat = setInterval(() => {
      heartbeat(unsettled).catch((error) => logger.warn({ error: errorText(error) }, 'outbox lease renewal failed'));
    }, leaseMs / 3);
    try {
      await inParallel(claimed, concurrency, async (row) => {
        const outcome = await settle(row, () => unsettled.delete(row));
        unsettled.delete(row);
        if (outcome) result[outcome]++;
      });
    } finally {
      clearInterval(beat);
    }
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
  return { drainOnce, kinds, ...loop };
}
