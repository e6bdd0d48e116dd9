import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordMessages } from '../../domain/api/password.ts';
import { auditEvents, staffMembers } from '../db/schema/index.ts';
import { signInWithTotp } from '../test-support/staff-sign-in.ts';
import { startTestApp, TEST_KDF, type TestApp, TestClock } from '../test-support/test-app.ts';
import { runAdmin, USAGE } from './admin.ts';

const clock = new TestClock();
const PASSWORD = 'primeira administradora da corretora';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

/** Runs `npm run admin -- <argv>` with `password` as what STAFF_PASSWORD or stdin gives (null: nothing). */
async function admin(argv: string[], password: string | null = PASSWORD) {
  const lines: string[] = [];
  const asked: string[] = [];
  const readSecret = async (env: string) => {
    asked.push(env);
    return password ?? undefined;
  };
  const ctx = { db: t.database.db, clock, print: (line: string) => lines.push(line), requestId: 'cli', kdf: TEST_KDF, readSecret };
  const status = await runAdmin(argv, ctx);
  return { status, output: lines.join('\n'), asked };
}

let counter = 0;
const email = () => `Primeira.${process.pid}.${++counter}@Corretora.example`;

describe('staff:add', () => {
  it('adds the first provider admin, who signs in with the password and enrols an authenticator; audited', async () => {
    const address = email();
    const { status, output, asked } = await admin(['staff:add', '--email', address, '--name', 'Ana Primeira', '--role', 'admin']);
    expect(status).toBe(0);
    expect(asked).toEqual(['STAFF_PASSWORD']);
    const lower = address.toLowerCase();
    const [member] = await t.database.db.select().from(staffMembers).where(eq(staffMembers.email, lower));
    expect(member).toMatchObject({ name: 'Ana Primeira', role: 'admin', partnerId: null, createdBy: null });
    expect(output).toBe(
      `Staff member ${member.id} created: Administrador, provider staff (every partner).\nThey sign in at http://localhost:3000/backoffice with ${lower} and this password, and enrol an authenticator app there.`,
    );
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(member.id)));
    expect(audit).toMatchObject({ actor: 'operator:cli', action: 'staff.create', entity: 'staff_member' });
    const { session } = await signInWithTotp(t, clock, { email: lower, password: PASSWORD });
    expect(session.Staff).toMatchObject({ Id: member.id, Role: 'admin', PartnerId: null, PartnerName: null });
  });

  it('adds a partner’s staff with --partner, linked to that partner’s URL', async () => {
    const { status, output } = await admin([
      'staff:add',
      '--email',
      email(),
      '--name',
      'Bia',
      '--role',
      'analyst',
      '--partner',
      'parceiro.localhost',
    ]);
    expect(status).toBe(0);
    expect(output).toContain('Analista, staff of Bravo Capital.');
    expect(output).toContain('http://parceiro.localhost:3000/backoffice');
  });

  it('exits 1 with the reason and stores nothing on bad input, a refused password or a taken email', async () => {
    const taken = email();
    expect((await admin(['staff:add', '--email', taken, '--name', 'Caio', '--role', 'approver'])).status).toBe(0);
    const before = (await t.database.db.select().from(staffMembers)).length;
    const cases: [string[], string | null, string][] = [
      [['--email', 'not-an-email', '--name', 'X', '--role', 'admin'], PASSWORD, '--email must be an email address, got "not-an-email"'],
      [['--email', email(), '--role', 'admin'], PASSWORD, '--name is required'],
      [['--email', email(), '--name', 'X', '--role', 'root'], PASSWORD, '--role must be one of analyst, approver, admin, got "root"'],
      [
        ['--email', email(), '--name', 'X', '--role', 'admin', '--partner', 'nenhum.example'],
        PASSWORD,
        '--partner must be the host of a known partner',
      ],
      [
        ['--email', email(), '--name', 'X', '--role', 'admin'],
        null,
        'the password is read from STAFF_PASSWORD or stdin, and none was given',
      ],
      [['--email', email(), '--name', 'X', '--role', 'admin'], 'curta', 'password refused: A senha deve ter pelo menos 8 caracteres'],
      [['--email', email(), '--name', 'X', '--role', 'admin'], 'password', `password refused: ${PasswordMessages.weak}`],
      [
        ['--email', taken, '--name', 'X', '--role', 'admin'],
        PASSWORD,
        `a staff member with the email ${taken.toLowerCase()} already exists`,
      ],
    ];
    for (const [options, password, reason] of cases) {
      const { status, output } = await admin(['staff:add', ...options], password);
      expect({ status, output }).toMatchObject({ status: 1, output: expect.stringContaining(`Error: ${reason}`) });
    }
    const own = email();
    const sameAsEmail = await admin(['staff:add', '--email', own, '--name', 'X', '--role', 'admin'], own.toLowerCase());
    expect(sameAsEmail.output).toContain(`password refused: ${PasswordMessages.tooCommon}`);
    expect((await t.database.db.select().from(staffMembers)).length).toBe(before);
  });

  it('takes no password option on the command line (status 2), and lists itself in the usage', async () => {
    const { status } = await admin(['staff:add', '--email', email(), '--name', 'X', '--role', 'admin', '--password', PASSWORD]);
    expect(status).toBe(2);
    expect(USAGE).toContain('staff:add --email <email> --name <name> --role <analyst|approver|admin> [--partner <host>]');
  });
});
