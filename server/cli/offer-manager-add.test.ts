import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordMessages } from '../../domain/api/password.ts';
import { auditEvents, offerManagers } from '../db/schema/index.ts';
import { randomCpf } from '../test-support/documents.ts';
import { startTestApp, TEST_KDF, type TestApp, TestClock } from '../test-support/test-app.ts';
import { runAdmin } from './admin.ts';
import { secretReader } from './secret-input.ts';

// zxcvbn's pt-BR reason for 'password123' (server/services/account/password-policy.ts).
const WEAK_PASSWORD123 = 'Esta senha é fácil de adivinhar. Esta é uma senha comum. Acrescente palavras pouco comuns.';

const clock = new TestClock(new Date('2030-11-12T13:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

/** Runs an operator command with the given options and password source, capturing what it prints. */
async function runCommand(command: string, options: Record<string, string>, password: string | undefined) {
  const lines: string[] = [];
  const argv = [command, ...Object.entries(options).flatMap(([key, value]) => [`--${key}`, value])];
  const status = await runAdmin(argv, {
    db: t.database.db,
    clock,
    print: (line) => lines.push(line),
    requestId: 'cli-test',
    kdf: TEST_KDF,
    readSecret: secretReader({ OFFER_MANAGER_PASSWORD: password }, Object.assign(new PassThrough(), { isTTY: true })),
  });
  return { status, output: lines.join('\n') };
}

const addManager = (options: Record<string, string>, password: string | undefined) => runCommand('offer-manager:add', options, password);

const managerOptions = (cpf: string) => ({
  partner: 'parceiro.localhost',
  document: cpf,
  name: '  Joana   Prado ',
  email: 'joana@bravo.example',
});

describe('offer-manager:add', () => {
  it('adds a manager to the partner of the host, the password hashed with argon2id, audited', async () => {
    const cpf = randomCpf();
    const { status, output } = await addManager(managerOptions(cpf), 'gestora de ofertas 2030');
    expect(status).toBe(0);
    expect(output).toContain('created for Bravo Capital: they sign in at http://parceiro.localhost:3000/coordenacao-oferta');
    const [row] = await t.database.db.select().from(offerManagers).where(eq(offerManagers.cpf, cpf));
    expect(row).toMatchObject({ partnerId: t.partners.bravo, name: 'Joana Prado', email: 'joana@bravo.example' });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await TEST_KDF.verify(row.passwordHash, 'gestora de ofertas 2030')).toBe(true);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'offer-manager.create'));
    expect(audit.map((event) => event.entityId)).toContain(String(row.id));
  });

  it('refuses a second manager with the same CPF under the partner (status 1)', async () => {
    const cpf = randomCpf();
    expect((await addManager(managerOptions(cpf), 'gestora de ofertas 2030')).status).toBe(0);
    const again = await addManager(managerOptions(cpf), 'outra senha bem longa');
    expect(again).toMatchObject({ status: 1 });
    expect(again.output).toContain('Bravo Capital already has an offer manager with this CPF');
  });

  it('refuses bad input with the reason and the usage (status 1)', async () => {
    const cpf = randomCpf();
    const cases: [Record<string, string>, string | undefined, string][] = [
      [{ ...managerOptions(cpf), partner: 'desconhecido.localhost' }, 'senha longa o bastante', 'host of a known partner'],
      [{ ...managerOptions(cpf), document: '123.456.789-00' }, 'senha longa o bastante', 'must be a valid CPF'],
      [{ ...managerOptions(cpf), email: 'joana' }, 'senha longa o bastante', 'must be an email address'],
      [managerOptions(cpf), undefined, 'read from OFFER_MANAGER_PASSWORD or stdin'],
      [managerOptions(cpf), 'curta', PasswordMessages.tooShort],
      [managerOptions(cpf), 'password123', WEAK_PASSWORD123],
      [managerOptions(cpf), cpf, PasswordMessages.tooCommon],
    ];
    for (const [options, password, reason] of cases) {
      const { status, output } = await addManager(options, password);
      expect(status, reason).toBe(1);
      expect(output).toContain(reason);
      expect(output).toContain('Usage: npm run admin -- offer-manager:add --partner <host>');
    }
    expect(await t.database.db.select().from(offerManagers).where(eq(offerManagers.cpf, cpf))).toEqual([]);
  });

  it('takes no password option on the command line (status 2)', async () => {
    const { status, output } = await addManager({ ...managerOptions(randomCpf()), password: 'gestora de ofertas 2030' }, undefined);
    expect(status).toBe(2);
    expect(output).toContain("Unknown option '--password'");
  });
});

describe('secretReader', () => {
  it('prefers the environment variable, else reads piped stdin without its trailing newline', async () => {
    const piped = () => {
      const stream = new PassThrough();
      stream.end('senha vinda do stdin\n');
      return stream;
    };
    expect(await secretReader({ SECRET: 'do ambiente' }, piped())('SECRET')).toBe('do ambiente');
    expect(await secretReader({}, piped())('SECRET')).toBe('senha vinda do stdin');
    expect(await secretReader({}, Object.assign(new PassThrough(), { isTTY: true }))('SECRET')).toBeUndefined();
  });
});

describe('offer-manager:remove', () => {
  const remove = async (options: Record<string, string>) => {
    const lines: string[] = [];
    const argv = ['offer-manager:remove', ...Object.entries(options).flatMap(([key, value]) => [`--${key}`, value])];
    const status = await runAdmin(argv, { db: t.database.db, clock, print: (line) => lines.push(line), requestId: 'cli-test' });
    return { status, output: lines.join('\n') };
  };

  it('removes the partner manager with that CPF and audits it with no after-state', async () => {
    const cpf = randomCpf();
    expect((await addManager(managerOptions(cpf), 'uma senha bem longa')).status).toBe(0);
    const [manager] = await t.database.db.select().from(offerManagers).where(eq(offerManagers.cpf, cpf));
    const { status, output } = await remove({ partner: 'parceiro.localhost', document: cpf });
    expect(status).toBe(0);
    expect(output).toContain(`Offer manager ${manager.id} removed from Bravo Capital`);
    expect(await t.database.db.select().from(offerManagers).where(eq(offerManagers.cpf, cpf))).toEqual([]);
    const [event] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'offer-manager.remove'));
    expect(event).toMatchObject({ actor: 'operator:cli', entity: 'offer_manager', entityId: String(manager.id), afterDigest: null });
    expect(event.beforeDigest).toMatch(/^[0-9a-f]{64}$/);
  });

  it("exits 1 for another partner's manager or an unknown CPF, removing nothing", async () => {
    const cpf = randomCpf();
    expect((await addManager(managerOptions(cpf), 'uma senha bem longa')).status).toBe(0);
    const other = await remove({ partner: 'localhost', document: cpf });
    expect(other.status).toBe(1);
    expect(other.output).toContain('has no offer manager with this CPF');
    expect((await remove({ partner: 'parceiro.localhost', document: randomCpf() })).status).toBe(1);
    expect(await t.database.db.select().from(offerManagers).where(eq(offerManagers.cpf, cpf))).toHaveLength(1);
  });
});

describe('offer-manager:set-password', () => {
  const setPassword = (options: Record<string, string>, password: string | undefined) =>
    runCommand('offer-manager:set-password', options, password);
  const hashOf = async (cpf: string) =>
    (await t.database.db.select().from(offerManagers).where(eq(offerManagers.cpf, cpf)))[0].passwordHash;

  it('sets a new password for a manager who forgot theirs: the old one no longer verifies; audited', async () => {
    const cpf = randomCpf();
    expect((await addManager(managerOptions(cpf), 'senha esquecida 2030')).status).toBe(0);
    const { status, output } = await setPassword({ partner: 'parceiro.localhost', document: cpf }, 'senha nova da gestora');
    expect(status).toBe(0);
    expect(output).toMatch(/Password of offer manager \d+ at Bravo Capital set/);
    const hash = await hashOf(cpf);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await TEST_KDF.verify(hash, 'senha nova da gestora')).toBe(true);
    expect(await TEST_KDF.verify(hash, 'senha esquecida 2030')).toBe(false);
    const [event] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'offer-manager.password-reset'));
    expect(event).toMatchObject({ actor: 'operator:cli', entity: 'offer_manager', fields: ['passwordHash'], requestId: 'cli-test' });
    expect(event.afterDigest).not.toBe(event.beforeDigest);
  });

  it('refuses another partner, an unknown CPF, no password or one outside the policy (status 1), changing nothing', async () => {
    const cpf = randomCpf();
    expect((await addManager(managerOptions(cpf), 'senha esquecida 2030')).status).toBe(0);
    const before = await hashOf(cpf);
    const bravo = { partner: 'parceiro.localhost', document: cpf };
    const cases: [Record<string, string>, string | undefined, string][] = [
      [{ ...bravo, partner: 'localhost' }, 'senha nova da gestora', 'has no offer manager with this CPF'],
      [{ ...bravo, document: randomCpf() }, 'senha nova da gestora', 'has no offer manager with this CPF'],
      [bravo, undefined, 'read from OFFER_MANAGER_PASSWORD or stdin'],
      [bravo, 'curta', PasswordMessages.tooShort],
      [bravo, cpf, PasswordMessages.tooCommon],
    ];
    for (const [options, password, reason] of cases) {
      const { status, output } = await setPassword(options, password);
      expect(status, reason).toBe(1);
      expect(output).toContain(reason);
      expect(output).toContain('Usage: npm run admin -- offer-manager:set-password --partner <host>');
    }
    expect(await hashOf(cpf)).toBe(before);
  });

  it('takes no password option on the command line (status 2)', async () => {
    const { status, output } = await setPassword({ partner: 'parceiro.localhost', document: randomCpf(), password: 'x' }, undefined);
    expect(status).toBe(2);
    expect(output).toContain("Unknown option '--password'");
  });
});
