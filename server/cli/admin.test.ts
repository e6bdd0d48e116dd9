import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegistrationStatus } from '../../domain/constants.ts';
import { auditEvents, clients, documentAccessCodes, partnerStyles, partners } from '../db/schema/index.ts';
import { createLogger } from '../lib/http/logger.ts';
import { smtpMailer } from '../lib/outbox/mail.ts';
import { createOutboxWorker } from '../lib/outbox/outbox-worker.ts';
import { emailDelivery } from '../lib/outbox/outbox-worker-deliveries.ts';
import { findPartnerByHost } from '../routes/partner/partner.service.ts';
import { signUpCustomer } from '../test-support/auth.ts';
import { randomCpf } from '../test-support/documents.ts';
import { queuedEmails } from '../test-support/emails.ts';
import { decodeQuotedPrintable, type SmtpPeer, startSmtpPeer } from '../test-support/smtp-peer.ts';
import { startTestApp, TEST_KDF, type TestApp, TestClock } from '../test-support/test-app.ts';
import { runAdmin, USAGE } from './admin.ts';
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

/** Runs the CLI as `npm run admin -- <argv>` would, capturing what it prints. */
async function admin(argv: string[], extra: Partial<CliContext> = {}): Promise<{ status: number; output: string }> {
  const lines: string[] = [];
  const status = await runAdmin(argv, { db: t.database.db, clock, print: (line) => lines.push(line), requestId: 'cli-test', ...extra });
  return { status, output: lines.join('\n') };
}

describe('partner:add', () => {
  it('adds a partner the partner lookup then finds, with style and logos, audited', async () => {
    const { status, output } = await admin([
      'partner:add',
      '--host',
      'Corretora.Exemplo.com.br',
      '--name',
      'Corretora Exemplo',
      '--cnpj',
      '11.444.777/0001-61',
    ]);
    expect(status).toBe(0);
    expect(output).toContain(
      'created: Corretora Exemplo on corretora.exemplo.com.br (registration URL https://corretora.exemplo.com.br/novo-cadastro)',
    );
    const partner = await findPartnerByHost(t.database.db, 'corretora.exemplo.com.br');
    expect(partner).toMatchObject({
      name: 'Corretora Exemplo',
      cnpj: '11444777000161',
      isOwnPartner: false,
      advisorId: null,
      officeId: null,
    });
    expect(partner?.logos).toHaveLength(3);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'partner.create'));
    expect(audit[0]).toMatchObject({ actor: 'operator:cli', entityId: String(partner?.id), requestId: 'cli-test' });
  });

  it('takes --own, --advisor, --office and --url', async () => {
    const argv = [
      'partner:add',
      '--host',
      'propria.localhost',
      '--name',
      'Própria',
      '--cnpj',
      '11444777000161',
      '--own',
      '--advisor',
      '100',
      '--office',
      '7',
    ];
    expect((await admin([...argv, '--url', 'http://propria.localhost:3000/novo-cadastro'])).status).toBe(0);
    const [row] = await t.database.db.select().from(partners).where(eq(partners.host, 'propria.localhost'));
    expect(row).toMatchObject({
      isOwnPartner: true,
      advisorId: 100,
      officeId: 7,
      registrationUrl: 'http://propria.localhost:3000/novo-cadastro',
    });
    const [style] = await t.database.db.select().from(partnerStyles).where(eq(partnerStyles.partnerId, row.id));
    expect(style.name).toBe('Própria');
  });

  it('exits 1 with a clear message on bad input and stores nothing', async () => {
    const cases: [string[], string][] = [
      [['--name', 'X', '--cnpj', '11444777000161'], '--host must be a host name'],
      [['--host', 'a b', '--name', 'X', '--cnpj', '11444777000161'], '--host must be a host name'],
      [['--host', 'x.localhost', '--cnpj', '11444777000161'], '--name is required'],
      [['--host', 'x.localhost', '--name', 'X', '--cnpj', '123'], '--cnpj must be a valid CNPJ'],
      [['--host', 'x.localhost', '--name', 'X', '--cnpj', '11444777000161', '--advisor', '999'], '--advisor 999 is not a known advisor'],
      [['--host', 'x.localhost', '--name', 'X', '--cnpj', '11444777000161', '--office', '0'], '--office must be a positive whole number'],
      [
        ['--host', 'x.localhost', '--name', 'X', '--cnpj', '11444777000161', '--url', 'https://other.example/'],
        '--url must be a URL on x.localhost',
      ],
      [['--host', 'localhost', '--name', 'X', '--cnpj', '11444777000161'], 'A partner already uses host localhost'],
    ];
    for (const [args, message] of cases) {
      const { status, output } = await admin(['partner:add', ...args]);
      expect(status, args.join(' ')).toBe(1);
      expect(output).toContain(`Error: ${message}`);
      expect(output).toContain('Usage: npm run admin -- partner:add');
    }
    expect(await findPartnerByHost(t.database.db, 'x.localhost')).toBeUndefined();
  });
});

describe('status:set', () => {
  const why = ['--operator', 'Ana Operadora', '--reason', 'Arquivo revisado por telefone com o cliente'];

  it('puts a client into analysis, audited with the operator and the reason', async () => {
    const customer = await signUpCustomer(t);
    const { status, output } = await admin(['status:set', '--client', String(customer.clientId), '--status', '2', ...why]);
    expect(status).toBe(0);
    expect(output).toBe(`Client ${customer.clientId}: status 2 (Em análise).`);
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, customer.clientId));
    expect(row.statusRegistration).toBe(RegistrationStatus.UNDER_ANALYSIS);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'client.status.set'));
    const event = audit.find((entry) => entry.entityId === String(customer.clientId));
    expect(event).toMatchObject({ actor: 'operator:Ana Operadora', reason: 'Arquivo revisado por telefone com o cliente' });
  });

  it('refuses a decision (3, 4, 5), pointing to the back office, and changes nothing', async () => {
    const customer = await signUpCustomer(t);
    await admin(['status:set', '--client', String(customer.clientId), '--status', '2', ...why]);
    for (const decision of ['3', '4', '5']) {
      const refused = await admin(['status:set', '--client', String(customer.clientId), '--status', decision, ...why]);
      expect(refused.status).toBe(1);
      expect(refused.output).toContain('decisions taken in the back office (/backoffice)');
    }
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, customer.clientId));
    expect(row.statusRegistration).toBe(RegistrationStatus.UNDER_ANALYSIS);
  });

  it('exits 1 without an operator or a reason, or with control characters in them', async () => {
    const customer = await signUpCustomer(t);
    const client = ['status:set', '--client', String(customer.clientId), '--status', '2'];
    expect((await admin([...client, '--reason', 'Revisado'])).output).toContain('--operator is required');
    expect((await admin([...client, '--operator', 'Ana'])).output).toContain('--reason is required');
    expect((await admin([...client, '--operator', 'Ana', '--reason', 'linha\u0007'])).output).toContain('--reason is required');
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, customer.clientId));
    expect(row.statusRegistration).toBe(RegistrationStatus.IN_PROGRESS);
  });

  it('exits 1 for an unknown client or status', async () => {
    const unknownClient = await admin(['status:set', '--client', '999999', '--status', '2', ...why]);
    expect(unknownClient).toMatchObject({ status: 1, output: expect.stringContaining('Error: No client with id 999999') });
    const unknownStatus = await admin(['status:set', '--client', '1', '--status', '9', ...why]);
    expect(unknownStatus.status).toBe(1);
    expect(unknownStatus.output).toContain('--status must be 1 (Em andamento) or 2 (Em análise)');
  });
});

// The customer also got the sign-up's code email (ADR 196): the link's email is told apart by its text.
const SIGN_UP_TEXT = 'Confirme seu e-mail';

const MESSAGE = 'Precisamos do comprovante de residência atualizado, dos últimos 90 dias.';

/** A signed-up customer whose file is in analysis (status 2), where documents may be requested. */
async function customerInAnalysis() {
  const customer = await signUpCustomer(t);
  const why = ['--operator', 'Ana Operadora', '--reason', 'Arquivo completo conferido'];
  expect((await admin(['status:set', '--client', String(customer.clientId), '--status', '2', ...why])).status).toBe(0);
  return customer;
}

const request = (clientId: number | string, ...rest: string[]) =>
  admin(['documents:request', '--client', String(clientId), '--document', '11', '--message', MESSAGE, ...rest]);

describe('documents:request', () => {
  it('stores the named documents and the message, sets status 3 and emails the link over SMTP at once', async () => {
    const customer = await customerInAnalysis();
    const worker = createOutboxWorker({
      db: t.database.db,
      logger: createLogger('silent'),
      clock,
      deliveries: { email: emailDelivery(smtpMailer(peer.url, 'nao-responda@aurora.test')) },
    });
    const { status, output } = await admin(
      ['documents:request', '--client', String(customer.clientId), '--document', '11', '--document', '10', '--message', ` ${MESSAGE} `],
      { sendQueuedEmails: () => worker.drainOnce() },
    );
    expect(status, output).toBe(0);
    expect(output).toContain(`Client ${customer.clientId}: waiting for documents (status 3); asked for 11, 10.`);
    const link = /Link \(valid until [^)]+\): (\S+)/.exec(output)?.[1];
    expect(link).toMatch(/^http:\/\/localhost:3000\/documentos-pendentes\/[A-Za-z0-9_-]{32}$/);
    expect(output).toContain('Email with the link sent.');
    const toCustomer = peer.received.filter((mail) => mail.to.includes(customer.email)).map((mail) => decodeQuotedPrintable(mail.raw));
    const received = toCustomer.find((text) => !text.includes(SIGN_UP_TEXT));
    expect(received).toContain(link);
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, customer.clientId));
    expect(row.statusRegistration).toBe(RegistrationStatus.WAITING_DOCUMENTS);
    const [stored] = await t.database.db.select().from(documentAccessCodes).where(eq(documentAccessCodes.clientId, customer.clientId));
    expect(stored).toMatchObject({ requestedTypes: [11, 10], message: MESSAGE });
    const code = link?.split('/').at(-1);
    expect(await (await t.call('GET', `/api/client/code/document/${code}`)).json()).toEqual({ ClientId: customer.clientId });
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

  it('queues the email when it cannot send now; asking again while waiting for documents replaces the link', async () => {
    const customer = await customerInAnalysis();
    const queued = await request(customer.clientId);
    expect(queued.output).toContain('Email with the link queued in the outbox');
    expect((await request(customer.clientId)).status).toBe(0);
    const links = await t.database.db.select().from(documentAccessCodes).where(eq(documentAccessCodes.clientId, customer.clientId));
    expect(links.map((link) => link.revokedAt === null).sort()).toEqual([false, true]);
    const emails = await queuedEmails(t.database.db, customer.email);
    expect(emails.filter((mail) => mail.subject.includes('documentos pendentes'))).toHaveLength(2);
  });

  it('exits 1 and changes nothing while the client fills in, once completed or rejected', async () => {
    const customer = await signUpCustomer(t);
    for (const status of [1, 4, 5]) {
      // Decisions are the back office's (ADR 200): the test puts the client there directly.
      await t.database.db.update(clients).set({ statusRegistration: status }).where(eq(clients.id, customer.clientId));
      const refused = await request(customer.clientId);
      expect(refused.status).toBe(1);
      expect(refused.output).toContain(
        `Error: Client ${customer.clientId} has status ${status}: documents may be requested only in analysis (2) or waiting for documents (3); nothing changed`,
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
      [['--client', '999999', '--document', '11', '--message', MESSAGE], 'No client with id 999999'],
      [['--client', id, '--message', MESSAGE], '--document is required'],
      [['--client', id, '--document', 'rg', '--message', MESSAGE], '--document must be a positive whole number, got "rg"'],
      [['--client', id, '--document', '11', '--document', '999', '--message', MESSAGE], `Unknown document type 999 for client ${id}`],
      [['--client', id, '--document', '11'], '--message is required: 1 to 500 characters of text, without control characters'],
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

describe('the command line itself', () => {
  it('prints the usage for no command or --help, and exits 2 for unknown commands or options', async () => {
    expect(await admin([])).toEqual({ status: 0, output: USAGE });
    expect(await admin(['--help'])).toEqual({ status: 0, output: USAGE });
    const unknown = await admin(['partner:remove']);
    expect(unknown.status).toBe(2);
    expect(unknown.output).toContain('Unknown command "partner:remove"');
    const badOption = await admin(['status:set', '--client', '1', '--color', 'red']);
    expect(badOption.status).toBe(2);
    expect(badOption.output).toContain("Unknown option '--color'");
  });
});
