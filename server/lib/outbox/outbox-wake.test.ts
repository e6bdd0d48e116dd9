import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { createTestDatabase, postgresUrl } from '../../test-support/test-db.ts';
import { systemClock } from '../http/context.ts';
import { createLogger } from '../http/logger.ts';
import { DevMailbox } from './mail.ts';
import { enqueue } from './outbox.ts';
import { OUTBOX_CHANNEL } from './outbox-wake.ts';
import { startOutboxWorker } from './outbox-worker-start.ts';

const logger = createLogger('silent');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Far longer than any wait below: whatever is delivered was woken by its commit, not found by the poll.
const POLL_MS = 60_000;
const DELIVERED_WITHIN = { timeout: 10_000, interval: 20 };

const databases = [{ name: 'PGlite', url: undefined }, ...(postgresUrl() ? [{ name: 'PostgreSQL', url: postgresUrl() }] : [])];

describe.each(databases)('the outbox woken by commits on $name', ({ url }) => {
  let database: DatabaseHandle;
  const mailbox = new DevMailbox(logger);
  let lanes: ReturnType<typeof startOutboxWorker>;
  beforeAll(async () => {
    database = await createTestDatabase(url);
    lanes = startOutboxWorker({ db: database.db, config: {} as never, logger, mailer: mailbox, pollMs: POLL_MS });
    // The first drain (at once, on an empty outbox) is over and the listener is connected.
    await pause(1_000);
  });
  afterAll(async () => {
    await lanes.stop();
    await database.close();
  });

  /** Queues an email in a transaction of its own, as a service does. */
  const queue = (subject: string) =>
    database.db.transaction((tx) =>
      enqueue(tx, {
        kind: 'email',
        payload: { to: 'ana@example.com', fromName: 'Aurora', subject, text: '123456', html: '<p>123456</p>' },
        idempotencyKey: `wake:${subject}`,
        at: systemClock.now(),
      }),
    );
  const subjects = () =>
    mailbox
      .list()
      .map((mail) => mail.subject)
      .reverse();

  it('delivers a row as soon as the transaction that queued it commits, twice in a row', async () => {
    await queue('first');
    await vi.waitFor(() => expect(subjects()).toEqual(['first']), DELIVERED_WITHIN);
    await queue('second');
    await vi.waitFor(() => expect(subjects()).toEqual(['first', 'second']), DELIVERED_WITHIN);
  });

  it('wakes nobody for a transaction rolled back after queueing', async () => {
    const rolledBack = database.db.transaction(async (tx) => {
      await enqueue(tx, {
        kind: 'email',
        payload: { to: 'ana@example.com', fromName: 'Aurora', subject: 'never', text: 't', html: 'h' },
        idempotencyKey: 'wake:never',
        at: systemClock.now(),
      });
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
    await queue('third');
    await vi.waitFor(() => expect(subjects()).toEqual(['first', 'second', 'third']), DELIVERED_WITHIN);
  });

  // PostgreSQL only: PGlite has no listening connection to lose (its wake is in process).
  if (url)
    it('listens again after its connection is terminated, and delivers what was queued meanwhile', async () => {
      const listening = sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${`listen ${OUTBOX_CHANNEL}`} and datname = current_database()`;
      const terminated = (await database.db.execute(listening)) as unknown as { rows: unknown[] };
      expect(terminated.rows).toHaveLength(1);
      await queue('while reconnecting');
      await vi.waitFor(() => expect(subjects()).toContain('while reconnecting'), DELIVERED_WITHIN);
      await pause(200);
      await queue('after reconnecting');
      await vi.waitFor(() => expect(subjects()).toContain('after reconnecting'), DELIVERED_WITHIN);
    });
});
