import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../../db/database.ts';
import type { OutboxKind } from './outbox.ts';

/** The notification channel a commit that queued outbox rows signals on; its payload is the rows' kind. */
export const OUTBOX_CHANNEL = 'outbox_queued';

/** Reconnection delays of the listening connection: doubles from the first up to the last. */
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * `insert` (of outbox rows, returning their ids) followed, in the same statement, by a notification per inserted row
 * (none for a duplicate key): PostgreSQL delivers it on COMMIT only (nothing on rollback), to every listening
 * server, each of which wakes the lane of that kind (ADR 213).
 */
export function queuedAndNotified(insert: SQL, kind: OutboxKind): SQL {
  return sql`with queued as (${insert}) select pg_notify(${OUTBOX_CHANNEL}, ${kind}) from queued`;
}

/** A subscription to the channel; `close` ends it (and its connection on PostgreSQL). */
export type OutboxWakeups = { close(): Promise<void> };

type PgliteClient = { listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> };
type Driver = pg.Pool | PgliteClient;

/**
 * Calls `onQueued(kind)` after each commit that queued rows. PostgreSQL: a dedicated connection (not the pool's)
 * LISTENs, and reconnects with backoff when it drops, calling `onQueued()` (any kind) once listening again, for what
 * was committed meanwhile. PGlite: its own in-process LISTEN (one session, which hears its own notifications).
 */
export function listenForQueued(db: Database, logger: Logger, onQueued: (kind?: string) => void): OutboxWakeups {
  const driver = (db as unknown as { $client: Driver }).$client;
  if ('listen' in driver) {
    const unlisten = driver.listen(OUTBOX_CHANNEL, (kind) => onQueued(kind));
    return { close: async () => (await unlisten)() };
  }
  return listenOnPostgres(driver.options, logger, onQueued);
}

function listenOnPostgres(options: pg.PoolConfig, logger: Logger, onQueued: (kind?: string) => void): OutboxWakeups {
  let closed = false;
  let client: pg.Client | undefined;
  let retryMs = RECONNECT_FIRST_MS;
  let retry: NodeJS.Timeout | undefined;
  const { max: _max, ...clientOptions } = options;
  const reconnectLater = (error?: Error) => {
    if (closed || retry) return;
    if (error) logger.warn({ err: error.message, retryMs }, 'outbox listener lost its connection: polling until it is back');
    client?.removeAllListeners();
    client?.on('error', () => undefined);
    client?.end().catch(() => undefined);
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
    retryMs = Math.min(RECONNECT_MAX_MS, retryMs * 2);
  };
  const connect = async () => {
    const next = new pg.Client(clientOptions);
    client = next;
    next.on('notification', (message) => onQueued(message.payload));
    next.on('error', (error) => reconnectLater(error));
    next.on('end', () => reconnectLater(new Error('connection ended')));
    try {
      await next.connect();
      await next.query(`listen ${OUTBOX_CHANNEL}`);
      if (closed) return void next.end().catch(() => undefined);
      retryMs = RECONNECT_FIRST_MS;
      // Rows committed while nobody listened: one drain finds them.
      onQueued();
    } catch (error) {
      if (client === next) reconnectLater(error as Error);
    }
  };
  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      last?.on('error', () => undefined);
      await last?.end().catch(() => undefined);
    },
  };
}
