import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { freePort } from '../../test-support/free-port.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { systemClock } from '../http/context.ts';
import { createLogger } from '../http/logger.ts';
import { DevMailbox } from './mail.ts';
import { enqueue } from './outbox.ts';
import { createOutboxWorker, type OutboxRow } from './outbox-worker.ts';
import { leadDelivery } from './outbox-worker-deliveries.ts';
import { LANE_CONCURRENCY, startOutboxWorker } from './outbox-worker-start.ts';

const SECRET = 'lead-webhook-secret-0123456789-abcdef';
const logger = createLogger('silent');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A lead service on loopback that hands each request to `answer` and keeps the Idempotency-Keys it got. */
async function receiver(answer: (request: IncomingMessage, response: ServerResponse) => void) {
  const keys: string[] = [];
  const server: Server = createServer((request, response) => {
    keys.push(String(request.headers['idempotency-key']));
    request.resume();
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/leads`;
  const close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return { url, keys, close };
}

async function queueLeads(prefix: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await enqueue(t.database.db, { kind: 'lead', payload: { n: i }, idempotencyKey: `${prefix}-${i}`, at: systemClock.now() });
  }
}

const undelivered = async (kind: string) =>
  (
    await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, kind), isNull(outbox.deliveredAt)))
  ).length;

describe('outbox lanes', () => {
  it('sends an emailed code while 25 leads hang on a receiver that never answers', async () => {
    const hanging = await receiver(() => undefined);
    await queueLeads('hanging', 25);
    const mailbox = new DevMailbox(logger);
    const config = { leadWebhookUrl: hanging.url, leadWebhookSecret: SECRET };
    const lanes = startOutboxWorker({ db: t.database.db, config, logger, mailer: mailbox });
    while (hanging.keys.length < LANE_CONCURRENCY.lead) await pause(20);
    const queuedAt = Date.now();
    const email = { to: 'ana@example.com', fromName: 'Aurora', subject: 'Seu código', text: '123456', html: '<p>123456</p>' };
    await enqueue(t.database.db, { kind: 'email', payload: email, idempotencyKey: 'lanes-code', at: systemClock.now() });
    while (mailbox.list().length === 0) await pause(20);
    console.info(`emailed code sent ${Date.now() - queuedAt} ms after it was queued, with 25 leads hanging`);
    expect(mailbox.list().map((mail) => mail.subject)).toEqual(['Seu código']);
    expect(await undelivered('lead')).toBe(25);
    await hanging.close();
    await lanes.stop();
    // Leave no lead due for the next test.
    await t.database.db.update(outbox).set({ deliveredAt: new Date() }).where(eq(outbox.kind, 'lead'));
  });

  it('has two servers deliver each lead once when the receiver is slower than a batch lease allows', async () => {
    const slow = await receiver((_request, response) => setTimeout(() => response.end(), 150));
    await queueLeads('slow', 25);
    // 20 leads a batch × 150 ms outlast the 1 s lease: only the per-row renewal keeps the second server off them.
    const server = () =>
      createOutboxWorker({
        db: t.database.db,
        logger,
        deliveries: { lead: leadDelivery({ url: slow.url, secret: SECRET, clock: systemClock }) },
        deliveryTimeoutMs: 800,
        leaseMs: 1_000,
        pollMs: 20,
      });
    const servers = [server(), server()];
    for (const each of servers) each.start();
    while ((await undelivered('lead')) > 0) await pause(50);
    await Promise.all(servers.map((each) => each.stop()));
    await slow.close();
    expect(slow.keys.toSorted()).toEqual(Array.from({ length: 25 }, (_, i) => `slow-${i}`).toSorted());
  });
});

describe('a failed lead delivery', () => {
  const row = { id: 1, idempotencyKey: 'cause-test', payload: {} } as OutboxRow;

  it('names the network error behind "fetch failed"', async () => {
    const refused = leadDelivery({ url: `http://127.0.0.1:${await freePort()}/leads`, secret: SECRET, clock: systemClock });
    await expect(refused(row)).rejects.toThrow('lead service unreachable (ECONNREFUSED)');
  });

  it('says how long it waited for a receiver that never answers', async () => {
    const hanging = await receiver(() => undefined);
    const delivery = leadDelivery({ url: hanging.url, secret: SECRET, clock: systemClock, timeoutMs: 200 });
    await expect(delivery(row)).rejects.toThrow('lead service did not answer within 200 ms');
    await hanging.close();
  });
});
