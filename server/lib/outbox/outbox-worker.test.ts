import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { outboxRows, signUpCustomer } from '../../test-support/auth.ts';
import { startTestApp, type TestApp, TestClock } from '../../test-support/test-app.ts';
import { createLogger } from '../http/logger.ts';
import { DevMailbox } from './mail.ts';
import { enqueue } from './outbox.ts';
import { backoffMs, createOutboxWorker, DEFAULT_LEASE_MS, type Delivery } from './outbox-worker.ts';
import { emailDelivery, LEAD_SIGNATURE_HEADER, leadDelivery, verifyLeadSignature } from './outbox-worker-deliveries.ts';

const SECRET = 'lead-webhook-secret-0123456789-abcdef';
const clock = new TestClock(new Date('2030-01-02T03:00:00Z'));
const logger = createLogger('silent');
let t: TestApp;

/** A lead service on loopback: answers the queued statuses (then 200) and checks every signature itself. */
type Receiver = {
  url: string;
  calls: { headers: IncomingHttpHeaders; body: string; signed: boolean }[];
  statuses: number[];
  server: Server;
};
let receiver: Receiver;

beforeAll(async () => {
  t = await startTestApp({ clock });
  const calls: Receiver['calls'] = [];
  const statuses: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signed = verifyLeadSignature(SECRET, request.headers[LEAD_SIGNATURE_HEADER.toLowerCase()] as string, body, clock.now());
      calls.push({ headers: request.headers, body, signed });
      response.statusCode = signed ? (statuses.shift() ?? 200) : 401;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`, calls, statuses, server };
});
afterAll(async () => {
  await new Promise((resolve) => receiver.server.close(resolve));
  await t.close();
});
afterEach(async () => {
  // Each test starts from an outbox with nothing due.
  await t.database.db.update(outbox).set({ deliveredAt: clock.now() });
  receiver.calls.length = 0;
  receiver.statuses.length = 0;
});

const leadWorker = (overrides: { maxAttempts?: number; secret?: string } = {}) =>
  createOutboxWorker({
    db: t.database.db,
    logger,
    clock,
    deliveries: { lead: leadDelivery({ url: receiver.url, secret: overrides.secret ?? SECRET, clock }) },
    baseDelayMs: 1000,
    maxDelayMs: 60_000,
    maxAttempts: overrides.maxAttempts,
    random: () => 0.5,
  });

describe('backoffMs', () => {
  it('doubles per attempt up to the cap, with half of each delay random', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, 1000, 5000, () => 0))).toEqual([500, 1000, 2000, 2500]);
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, 1000, 5000, () => 0.999_999))).toEqual([1000, 2000, 4000, 5000]);
  });
});

describe('lead delivery', () => {
  it('retries a failing lead service with backoff, then delivers it signed with a stable Idempotency-Key', async () => {
    const customer = await signUpCustomer(t);
    const key = `lead:client:${customer.clientId}`;
    receiver.statuses.push(500, 503);
    const worker = leadWorker();
    expect(await worker.drainOnce()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    let [row] = await outboxRows(t.database.db, 'lead', key);
    expect(row).toMatchObject({ attempts: 1, lastError: 'Error: lead service answered HTTP 500', deliveredAt: null });
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(750);
    // Not due yet: nothing happens.
    expect(await worker.drainOnce()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    clock.advance(750);
    expect(await worker.drainOnce()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    [row] = await outboxRows(t.database.db, 'lead', key);
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(1500);
    clock.advance(1500);
    expect(await worker.drainOnce()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    [row] = await outboxRows(t.database.db, 'lead', key);
    expect(row).toMatchObject({ attempts: 3, lastError: null, failedAt: null });
    expect(row.deliveredAt).toEqual(clock.now());
    expect(receiver.calls).toHaveLength(3);
    for (const call of receiver.calls) {
      expect(call.signed).toBe(true);
      expect(call.headers['idempotency-key']).toBe(key);
      expect(call.headers['content-type']).toBe('application/json');
      expect(JSON.parse(call.body)).toMatchObject({ ClientId: customer.clientId, Email: customer.email, PersonType: 'F' });
    }
  });

  it('gives up at once when the lead service refuses the message (4xx), e.g. a bad signature', async () => {
    const customer = await signUpCustomer(t);
    expect(await leadWorker({ secret: 'another-secret-0123456789-abcdefghijk' }).drainOnce()).toEqual({
      delivered: 0,
      retried: 0,
      failed: 1,
    });
    const [row] = await outboxRows(t.database.db, 'lead', `lead:client:${customer.clientId}`);
    expect(row.failedAt).toEqual(clock.now());
    expect(row.lastError).toBe('PermanentDeliveryError: lead service answered HTTP 401');
    expect(receiver.calls[0].signed).toBe(false);
  });

  it('marks a message failed after the last attempt', async () => {
    const customer = await signUpCustomer(t);
    receiver.statuses.push(503, 503, 503);
    const worker = leadWorker({ maxAttempts: 3 });
    const results = [];
    for (let i = 0; i < 3; i++) {
      results.push(await worker.drainOnce());
      clock.advance(60_000);
    }
    expect(results.map((result) => result.failed)).toEqual([0, 0, 1]);
    const [row] = await outboxRows(t.database.db, 'lead', `lead:client:${customer.clientId}`);
    expect(row).toMatchObject({ attempts: 3, deliveredAt: null });
    expect(row.failedAt).not.toBeNull();
  });

  it('leaves kinds it has no delivery for in the queue', async () => {
    const customer = await signUpCustomer(t);
    const worker = createOutboxWorker({ db: t.database.db, logger, clock, deliveries: { email: emailDelivery(new DevMailbox(logger)) } });
    await worker.drainOnce();
    const [row] = await outboxRows(t.database.db, 'lead', `lead:client:${customer.clientId}`);
    expect(row).toMatchObject({ attempts: 0, deliveredAt: null, failedAt: null });
  });
});

describe('claims and emails', () => {
  it('hides a claimed row from other workers while it is being delivered (lease)', async () => {
    await enqueue(t.database.db, {
      kind: 'email',
      payload: { to: 'a@example.com', fromName: 'X', subject: 's', text: 't', html: 'h' },
      idempotencyKey: 'lease-test',
      at: clock.now(),
    });
    let release: () => void = () => undefined;
    const slow: Delivery = () => new Promise<void>((resolve) => (release = resolve));
    const first = createOutboxWorker({ db: t.database.db, logger, clock, deliveries: { email: slow } });
    const second = createOutboxWorker({ db: t.database.db, logger, clock, deliveries: { email: slow } });
    const running = first.drainOnce();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await second.drainOnce()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    release();
    expect(await running).toEqual({ delivered: 1, retried: 0, failed: 0 });
  });

  it('keeps a row hidden past its lease while a slow delivery runs (heartbeat)', async () => {
    await enqueue(t.database.db, { kind: 'email', payload: {}, idempotencyKey: 'heartbeat-test', at: new Date() });
    let sends = 0;
    const slow: Delivery = async () => {
      sends++;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    };
    // Real time: a 300 ms lease, renewed every 100 ms while the delivery takes a second.
    const worker = () => createOutboxWorker({ db: t.database.db, logger, deliveries: { email: slow }, leaseMs: 300 });
    const running = worker().drainOnce();
    const other = worker();
    for (let i = 0; i < 8; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await other.drainOnce()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    }
    expect(await running).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(sends).toBe(1);
  });

  it('lets a second worker take over a lease that ran out mid-send: sent once more, recorded once', async () => {
    await enqueue(t.database.db, { kind: 'email', payload: {}, idempotencyKey: 'stolen-lease-test', at: clock.now() });
    const releases: (() => void)[] = [];
    const slow: Delivery = () => new Promise<void>((resolve) => releases.push(resolve));
    const worker = () => createOutboxWorker({ db: t.database.db, logger, clock, deliveries: { email: slow } });
    const first = worker().drainOnce();
    await vi.waitFor(() => expect(releases).toHaveLength(1));
    // The first worker is frozen (its heartbeat, every 5 s of real time, never ran): past its 15 s lease, the row is due.
    clock.advance(DEFAULT_LEASE_MS + 1_000);
    const second = worker().drainOnce();
    await vi.waitFor(() => expect(releases).toHaveLength(2));
    for (const release of releases) release();
    expect([await first, await second]).toEqual([
      { delivered: 0, retried: 0, failed: 0 },
      { delivered: 1, retried: 0, failed: 0 },
    ]);
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.idempotencyKey, 'stolen-lease-test'));
    expect(row).toMatchObject({ attempts: 2, failedAt: null });
    expect(row.deliveredAt).not.toBeNull();
  });

  it('sends emails through the mailer and keeps only the subject of a sent one', async () => {
    const mailbox = new DevMailbox(logger);
    const payload = {
      to: 'b@example.com',
      fromName: 'Aurora Investimentos',
      subject: 'Assunto',
      text: 'código 123456',
      html: '<p>123456</p>',
    };
    await enqueue(t.database.db, { kind: 'email', payload, idempotencyKey: 'email-scrub-test', at: clock.now() });
    const worker = createOutboxWorker({ db: t.database.db, logger, clock, deliveries: { email: emailDelivery(mailbox) } });
    expect(await worker.drainOnce()).toMatchObject({ delivered: 1 });
    expect(mailbox.list()[0]).toMatchObject(payload);
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.idempotencyKey, 'email-scrub-test'));
    expect(row.payload).toEqual({ subject: 'Assunto', scrubbed: true });
  });

  it('runs on its own once started and stops cleanly', async () => {
    const mailbox = new DevMailbox(logger);
    await enqueue(t.database.db, {
      kind: 'email',
      payload: { to: 'c@example.com', fromName: 'X', subject: 'loop', text: 't', html: 'h' },
      idempotencyKey: 'loop-test',
      at: clock.now(),
    });
    const worker = createOutboxWorker({ db: t.database.db, logger, clock, deliveries: { email: emailDelivery(mailbox) }, pollMs: 10 });
    worker.start();
    for (let i = 0; i < 100 && mailbox.list().length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    await worker.stop();
    expect(mailbox.list().map((mail) => mail.subject)).toEqual(['loop']);
  });
});
