import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegistrationStatus } from '../../domain/constants.ts';
import { auditEvents, clients, partnerStyles, partners } from '../db/schema/index.ts';
import { findPartnerByHost } from '../services/partners/partner.service.ts';
import { runAdminOn } from '../test-support/admin-cli.ts';
import { signUpCustomer } from '../test-support/auth.ts';
import { auditOf } from '../test-support/decision.fixtures.ts';
import { type SmtpPeer, startSmtpPeer } from '../test-support/smtp-peer.ts';
import { startTestApp, type TestApp, TestClock } from '../test-support/test-app.ts';
import { USAGE } from './admin.ts';
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

  it('refuses to move a completed or rejected client, and changes nothing', async () => {
    const customer = await signUpCustomer(t);
    for (const final of [RegistrationStatus.COMPLETED, RegistrationStatus.REJECTED]) {
      // Decisions are the back office's (ADR 200): the test puts the client there directly.
      await t.database.db.update(clients).set({ statusRegistration: final }).where(eq(clients.id, customer.clientId));
      for (const status of ['1', '2']) {
        const refused = await admin(['status:set', '--client', String(customer.clientId), '--status', status, ...why]);
        expect(refused.status).toBe(1);
        expect(refused.output).toContain(
          `Error: Client ${customer.clientId} has status ${final}: a completed (4) or rejected (5) application is final; nothing changed`,
        );
      }
      const [row] = await t.database.db.select().from(clients).where(eq(clients.id, customer.clientId));
      expect(row.statusRegistration).toBe(final);
    }
    expect(await auditOf(t, customer.clientId, 'client.status.set')).toEqual([]);
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
