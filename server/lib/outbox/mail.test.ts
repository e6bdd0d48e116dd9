import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { parseEnv } from '../../env.ts';
import { outboxRows, signUpCustomer } from '../../test-support/auth.ts';
import { readMail, type SmtpPeer, startSmtpPeer } from '../../test-support/smtp-peer.ts';
import { startTestApp, TEST_CONFIG, type TestApp, TestClock } from '../../test-support/test-app.ts';
import { createLogger } from '../http/logger.ts';
import { createMailer, DevMailbox, PermanentDeliveryError, smtpMailer } from './mail.ts';
import { createOutboxWorker } from './outbox-worker.ts';
import { emailDelivery } from './outbox-worker-deliveries.ts';

const logger = createLogger('silent');
/** A GET as the Node adapter hands it to the app, from `address` (the socket's peer). */
const get = (app: ReturnType<typeof createApp>, path: string, address = '127.0.0.1', headers: Record<string, string> = {}) =>
  app.request(path, { headers }, { incoming: { socket: { remoteAddress: address } } });
const clock = new TestClock(new Date('2030-02-03T10:00:00Z'));
let t: TestApp;
let peer: SmtpPeer;
beforeAll(async () => {
  [t, peer] = await Promise.all([startTestApp({ clock }), startSmtpPeer()]);
});
afterAll(async () => {
  await peer.close();
  await t.close();
});
beforeEach(() => {
  peer.received.length = 0;
  peer.reject = undefined;
});

const worker = () =>
  createOutboxWorker({
    db: t.database.db,
    logger,
    clock,
    deliveries: { email: emailDelivery(smtpMailer(peer.url, 'nao-responda@aurora.test')) },
  });

/** A signed-up customer whose sign-up code email (ADR 196) was already delivered, so the peer starts empty. */
async function customerWithEmptyInbox() {
  const customer = await signUpCustomer(t);
  expect(await worker().drainOnce()).toMatchObject({ delivered: 1 });
  peer.received.length = 0;
  return customer;
}

describe('emails over SMTP', () => {
  it('delivers the continue code to a real SMTP peer, and the code read from the message opens a session', async () => {
    const customer = await customerWithEmptyInbox();
    const sent = await t.call('POST', '/api/customer/token-continue-register', {
      json: { Document: customer.document, PartnerId: t.partners.aurora },
      ip: '10.4.0.1',
    });
    expect(sent.status).toBe(200);
    expect(await worker().drainOnce()).toMatchObject({ delivered: 1, failed: 0 });
    expect(peer.received).toHaveLength(1);
    const [mail] = peer.received;
    expect(mail.from).toBe('nao-responda@aurora.test');
    expect(mail.to).toEqual([customer.email]);
    const read = await readMail(mail.raw);
    expect(read.from).toBe('Aurora Investimentos <nao-responda@aurora.test>');
    expect(read.html).not.toBe('');
    expect(read.text).toContain('http://localhost:3000/continuar-cadastro');
    const code = /^(\d{6})$/m.exec(read.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const session = await t.call('POST', '/api/customer/autenticate-continue-register', {
      json: { Document: customer.document, Token: code, PartnerId: t.partners.aurora },
      ip: '10.4.0.1',
    });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ continue: true, AccessToken: expect.any(String) });
  });

  it('gives up on a permanent refusal (550) and retries a temporary one (451)', async () => {
    peer.reject = 550;
    await expect(
      smtpMailer(peer.url, 'x@aurora.test').send({ to: 'a@example.com', fromName: 'A', subject: 's', text: 't', html: 'h' }),
    ).rejects.toBeInstanceOf(PermanentDeliveryError);
    peer.reject = undefined;
    const customer = await customerWithEmptyInbox();
    await t.call('PUT', '/api/password/request-new', {
      json: { partnerId: t.partners.aurora, username: customer.document },
      ip: '10.4.0.2',
    });
    peer.reject = 451;
    expect(await worker().drainOnce()).toMatchObject({ retried: 1 });
    const [row] = await outboxRows(t.database.db, 'email');
    expect(row.lastError).toBe('Error: SMTP EENVELOPE 451');
    peer.reject = undefined;
    clock.advance(60 * 60 * 1000);
    expect(await worker().drainOnce()).toMatchObject({ delivered: 1 });
    expect(peer.received[0].to).toEqual([customer.email]);
  });
});

describe('dev mailbox', () => {
  it('is what the mailer falls back to without SMTP_URL, and lists emails at /dev/emails', async () => {
    const { mailer, mailbox } = createMailer({ smtpUrl: undefined, mailFrom: 'x@y.z', devMailbox: true }, logger);
    expect(mailer).toBeInstanceOf(DevMailbox);
    await mailer.send({
      to: 'ana@example.com',
      fromName: 'Bravo Capital',
      subject: 'Seu código',
      text: 'Código: <123456>',
      html: '<p>x</p>',
    });
    const app = createApp({ db: t.database.db, config: TEST_CONFIG, logger, mailbox });
    const page = await get(app, '/dev/emails');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Seu código');
    expect(html).toContain('Código: &lt;123456&gt;');
    const json = await (await get(app, '/dev/emails.json')).json();
    expect(json).toEqual([expect.objectContaining({ to: 'ana@example.com', subject: 'Seu código' })]);
    for (const address of ['::1', '::ffff:127.0.0.1', '127.0.0.2']) expect((await get(app, '/dev/emails.json', address)).status).toBe(200);
  });

  it('answers only this machine: 403 to another address and to anything a proxy forwarded', async () => {
    const { mailer, mailbox } = createMailer({ smtpUrl: undefined, mailFrom: 'x@y.z', devMailbox: true }, logger);
    await mailer.send({ to: 'ana@example.com', fromName: 'Bravo', subject: 'Seu código', text: '123456', html: '<p>123456</p>' });
    const app = createApp({ db: t.database.db, config: TEST_CONFIG, logger, mailbox });
    const refused = [
      await get(app, '/dev/emails.json', '192.168.0.7'),
      await get(app, '/dev/emails', '10.0.0.5'),
      await get(app, '/dev/emails.json', '::ffff:10.0.0.5'),
      await get(app, '/dev/emails.json', 'fe80::1'),
      // No socket at all (not the Node adapter).
      await app.request('/dev/emails.json'),
      // A reverse proxy on this machine connects from loopback on behalf of anyone.
      await get(app, '/dev/emails.json', '127.0.0.1', { 'X-Forwarded-For': '127.0.0.1' }),
      await get(app, '/dev/emails.json', '127.0.0.1', { Forwarded: 'for=203.0.113.9' }),
      await get(app, '/dev/emails.json', '127.0.0.1', { 'X-Real-IP': '203.0.113.9' }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain('123456');
    }
  });

  it('does not exist without a mailbox (production): /dev/emails is a 404', async () => {
    const app = createApp({ db: t.database.db, config: TEST_CONFIG, logger });
    expect((await app.request('/dev/emails')).status).toBe(404);
    expect((await app.request('/dev/emails.json')).status).toBe(404);
  });

  it('keeps SMTP emails too when both are configured', async () => {
    const { mailer, mailbox } = createMailer({ smtpUrl: peer.url, mailFrom: 'x@aurora.test', devMailbox: true }, logger);
    await mailer.send({ to: 'bia@example.com', fromName: 'Aurora', subject: 'Ambos', text: 't', html: 'h' });
    expect(peer.received).toHaveLength(1);
    expect(mailbox?.list()[0].subject).toBe('Ambos');
    mailer.close?.();
  });
});

describe('mail environment', () => {
  it('reads SMTP_URL, MAIL_FROM, LEAD_WEBHOOK_SECRET and DEV_MAILBOX', () => {
    const config = parseEnv({
      SMTP_URL: 'smtp://mail.internal:2525',
      MAIL_FROM: 'cadastro@aurora.com.br',
      LEAD_WEBHOOK_URL: 'https://leads.example/hook',
      LEAD_WEBHOOK_SECRET: 's'.repeat(32),
      DEV_MAILBOX: 'false',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtp://mail.internal:2525',
      mailFrom: 'cadastro@aurora.com.br',
      leadWebhookSecret: 's'.repeat(32),
      devMailbox: false,
    });
  });

  it('names bad values and refuses unsafe combinations', () => {
    expect(() => parseEnv({ SMTP_URL: 'http://mail' })).toThrow('SMTP_URL must be an smtp:// or smtps:// URL');
    expect(() => parseEnv({ MAIL_FROM: 'not an address' })).toThrow('MAIL_FROM must be an email address');
    expect(() => parseEnv({ LEAD_WEBHOOK_URL: 'https://leads.example/hook' })).toThrow(
      /LEAD_WEBHOOK_SECRET is required with LEAD_WEBHOOK_URL/,
    );
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/app',
      JWT_SECRET: 'x'.repeat(40),
      CLAMAV_URL: 'tcp://av:3310',
      CPF_CHECK_URL: 'https://bureau.example/cpf/{cpf}',
      SCREENING_URL: 'https://lists.example/screening',
    };
    expect(() => parseEnv(production)).toThrow(/SMTP_URL is required when NODE_ENV=production/);
    expect(() => parseEnv({ ...production, SMTP_URL: 'smtp://m', DEV_MAILBOX: 'true' })).toThrow(/DEV_MAILBOX=true is refused/);
    expect(parseEnv({ ...production, SMTP_URL: 'smtp://m' }).devMailbox).toBe(false);
  });
});
