import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegistrationStatus } from '../../domain/constants.ts';
import { clients, documentAccessCodes, partners } from '../db/schema/index.ts';
import { createLogger } from '../lib/http/logger.ts';
import { smtpMailer } from '../lib/outbox/mail.ts';
import { createOutboxWorker } from '../lib/outbox/outbox-worker.ts';
import { emailDelivery } from '../lib/outbox/outbox-worker-deliveries.ts';
import { STATUS_CHANGED_EVENT } from '../lib/outbox/status-event.ts';
import { runAdminOn } from '../test-support/admin-cli.ts';
import { signUpCustomer } from '../test-support/auth.ts';
import { auditOf, marks, writtenSince } from '../test-support/decision.fixtures.ts';
import { randomCpf } from '../test-support/documents.ts';
import { queuedEmails } from '../test-support/emails.ts';
import { readMail, type SmtpPeer, startSmtpPeer } from '../test-support/smtp-peer.ts';
import { startTestApp, TEST_KDF, type TestApp, TestClock } from '../test-support/test-app.ts';
import type { CliContext } from './cli-context.ts';

const clock = new TestClock(new Date('2030-11-12T13:00:00Z'));
let t: TestApp;
let peer: SmtpPeer;
beforeAll(async () => {
  [t, peer] = await Promise.all([startTestApp({ clock }), startSmtpPeer()]);
});
afterAll(async () => {
  await peer.close();
  await t.close();
});

const admin = (argv: string[], extra: Partial<CliContext> = {}) => runAdminOn(t, clock, argv, extra);
const OPERATOR = ['--operator', 'Ana Operadora'];

// The customer also got the sign-up's code email (ADR 196): the link's email is told apart by its text.
const SIGN_UP_TEXT = 'Confirme seu e-mail';

const MESSAGE = 'Precisamos do comprovante de residência atualizado, dos últimos 90 dias.';

/** A signed-up customer whose file is in analysis (status 2), where documents may be requested. */
async function customerInAnalysis() {
  const customer = await signUpCustomer(t);
  const why = [...OPERATOR, '--reason', 'Arquivo completo conferido'];
  expect((await admin(['status:set', '--client', String(customer.clientId), '--status', '2', ...why])).status).toBe(0);
  return customer;
}

const request = (clientId: number | string, ...rest: string[]) =>
  admin(['documents:request', '--client', String(clientId), '--document', '11', '--message', MESSAGE, ...OPERATOR, ...rest]);

describe('documents:request', () => {
  it('stores the named documents and the message, sets status 3, audits the operator and emails the link at once', async () => {
    const customer = await customerInAnalysis();
    const before = await marks(t);
    const worker = createOutboxWorker({
      db: t.database.db,
      logger: createLogger('silent'),
      clock,
      deliveries: { email: emailDelivery(smtpMailer(peer.url, 'nao-responda@aurora.test')) },
    });
    const { status, output } = await admin(
      [
        'documents:request',
        '--client',
        String(customer.clientId),
        '--document',
        '11',
        '--document',
        '10',
        '--message',
        ` ${MESSAGE} `,
        ...OPERATOR,
      ],
      { sendQueuedEmails: () => worker.drainOnce() },
    );
    expect(status, output).toBe(0);
    expect(output).toContain(`Client ${customer.clientId}: waiting for documents (status 3); asked for 11, 10.`);
    const link = /Link \(valid until [^)]+\): (\S+)/.exec(output)?.[1];
    expect(link).toMatch(/^http:\/\/localhost:3000\/documentos-pendentes\/[A-Za-z0-9_-]{32}$/);
    expect(output).toContain('Email with the link sent.');
    const toCustomer = await Promise.all(
      peer.received.filter((mail) => mail.to.includes(customer.email)).map((mail) => readMail(mail.raw)),
    );
    const received = toCustomer.find((mail) => !mail.text.includes(SIGN_UP_TEXT));
    expect(received?.links).toContain(link);
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, customer.clientId));
    expect(row.statusRegistration).toBe(RegistrationStatus.WAITING_DOCUMENTS);
    const [stored] = await t.database.db.select().from(documentAccessCodes).where(eq(documentAccessCodes.clientId, customer.clientId));
    expect(stored).toMatchObject({ requestedTypes: [11, 10], message: MESSAGE });
    const code = link?.split('/').at(-1);
    expect(await (await t.call('GET', `/api/client/code/document/${code}`)).json()).toEqual({ ClientId: customer.clientId });
    const [audited] = await auditOf(t, customer.clientId, 'documents.request');
    expect(audited).toMatchObject({ actor: 'operator:Ana Operadora', reason: MESSAGE, fields: ['StatusRegistration'] });
    const { outbox } = await writtenSince(t, before);
    expect(outbox.find((row) => row.kind === 'status')?.payload).toMatchObject({
      Event: STATUS_CHANGED_EVENT,
      ClientId: customer.clientId,
      PreviousStatusRegistration: RegistrationStatus.UNDER_ANALYSIS,
      StatusRegistration: RegistrationStatus.WAITING_DOCUMENTS,
      Decision: 'requestDocuments',
    });
  });

  it('links to the partner’s configured public URL, port included, and so does offer-manager:add', async () => {
    const customer = await customerInAnalysis();
    const aurora = eq(partners.host, 'localhost');
    const [{ registrationUrl }] = await t.database.db.select().from(partners).where(aurora);
    await t.database.db.update(partners).set({ registrationUrl: 'https://cadastro.aurora.example:8443/novo-cadastro' }).where(aurora);
    try {
      const { output } = await request(customer.clientId);
      expect(output).toMatch(/: https:\/\/cadastro\.aurora\.example:8443\/documentos-pendentes\/[\w-]{32}\n/);
      const manager = await admin(
        ['offer-manager:add', '--partner', 'localhost', '--document', randomCpf(), '--name', 'Ana Lima', '--email', 'ana@aurora.example'],
        { kdf: TEST_KDF, readSecret: async () => 'gestora de ofertas 2030' },
      );
      expect(manager.output).toContain('they sign in at https://cadastro.aurora.example:8443/coordenacao-oferta with their CPF.');
    } finally {
      await t.database.db.update(partners).set({ registrationUrl }).where(aurora);
    }
  });

  it('queues the email when it cannot send now', async () => {
    const customer = await customerInAnalysis();
    const queued = await request(customer.clientId);
    expect(queued.output).toContain('Email with the link queued in the outbox');
    const emails = await queuedEmails(t.database.db, customer.email);
    expect(emails.filter((mail) => mail.subject.includes('documentos pendentes'))).toHaveLength(1);
  });

  it('asking again while waiting for documents is refused like the back office’s decision: the link stays, no event', async () => {
    const customer = await customerInAnalysis();
    expect((await request(customer.clientId)).status).toBe(0);
    const before = await marks(t);
    const again = await request(customer.clientId);
    expect(again.status).toBe(1);
    expect(again.output).toContain(`Error: Client ${customer.clientId} has status 3: documents may be requested only in analysis (2)`);
    expect(await writtenSince(t, before)).toEqual({ outbox: [], audit: [] });
    const links = await t.database.db.select().from(documentAccessCodes).where(eq(documentAccessCodes.clientId, customer.clientId));
    expect(links.map((link) => link.revokedAt)).toEqual([null]);
  });

  it('exits 1 and changes nothing while the client fills in, once completed or rejected', async () => {
    const customer = await signUpCustomer(t);
    for (const status of [1, 4, 5]) {
      // Decisions are the back office's (ADR 200): the test puts the client there directly.
      await t.database.db.update(clients).set({ statusRegistration: status }).where(eq(clients.id, customer.clientId));
      const refused = await request(customer.clientId);
      expect(refused.status).toBe(1);
      expect(refused.output).toContain(
        `Error: Client ${customer.clientId} has status ${status}: documents may be requested only in analysis (2); nothing changed`,
      );
    }
    expect(await t.database.db.select().from(documentAccessCodes).where(eq(documentAccessCodes.clientId, customer.clientId))).toEqual([]);
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, customer.clientId));
    expect(row.statusRegistration).toBe(RegistrationStatus.REJECTED);
  });

  it('exits 1 with a clear message on bad input', async () => {
    const customer = await customerInAnalysis();
    const id = String(customer.clientId);
    const cases: [string[], string][] = [
      [['--document', '11', '--message', MESSAGE], '--client is required'],
      [['--client', '999999', '--document', '11', '--message', MESSAGE, ...OPERATOR], 'No client with id 999999'],
      [['--client', id, '--message', MESSAGE], '--document is required'],
      [['--client', id, '--document', 'rg', '--message', MESSAGE], '--document must be a positive whole number, got "rg"'],
      [
        ['--client', id, '--document', '11', '--document', '999', '--message', MESSAGE, ...OPERATOR],
        `Unknown document type 999 for client ${id}`,
      ],
      [['--client', id, '--document', '11'], '--message is required: 1 to 500 characters of text, without control characters'],
      [['--client', id, '--document', '11', '--message', MESSAGE], '--operator is required: 1 to 120 characters'],
      [['--client', id, '--document', '11', '--message', MESSAGE, '--operator', 'Ana\u0007'], '--operator is required'],
      [['--client', id, '--document', '11', '--message', '   '], '--message is required'],
      [['--client', id, '--document', '11', '--message', 'x'.repeat(501)], '--message is required: 1 to 500 characters'],
      [
        ['--client', id, '--document', '11', '--message', 'Envie\u0007 já'],
        '--message is required: 1 to 500 characters of text, without control characters',
      ],
    ];
    for (const [args, message] of cases) {
      const { status, output } = await admin(['documents:request', ...args]);
      expect(status, args.join(' ')).toBe(1);
      expect(output).toContain(`Error: ${message}`);
    }
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, customer.clientId));
    expect(row.statusRegistration).toBe(RegistrationStatus.UNDER_ANALYSIS);
  });
});
