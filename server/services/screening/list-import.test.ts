import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScreeningState } from '../../../domain/api/screening.ts';
import { auditEvents, screeningListEntries } from '../../db/schema/index.ts';
import { createLogger } from '../../lib/http/logger.ts';
import { DevMailbox } from '../../lib/outbox/mail.ts';
import { startOutboxWorker } from '../../lib/outbox/outbox-worker-start.ts';
import type { ListKind } from '../../lib/screening/list-formats.ts';
import { runAdminOn } from '../../test-support/admin-cli.ts';
import { completeFile } from '../../test-support/complete-file.ts';
import { testClient } from '../../test-support/document.fixtures.ts';
import { pfBody, signUp } from '../../test-support/fixtures.ts';
import { SCREENING_FIXTURES } from '../../test-support/screening-fixtures/fixtures.ts';
import { addTestStaff, type TestStaff } from '../../test-support/staff.ts';
import { startTestApp, type TestApp, TestClock } from '../../test-support/test-app.ts';
import { importList } from './list-import.ts';

const logger = createLogger('silent');
const clock = new TestClock();
let t: TestApp;
let analyst: TestStaff;
let lanes: ReturnType<typeof startOutboxWorker>;
const scratch = mkdtempSync(join(tmpdir(), 'screening-import-'));

beforeAll(async () => {
  t = await startTestApp({ clock });
  analyst = await addTestStaff(t, { role: 'analyst', partnerId: t.partners.aurora });
  // No SCREENING_URL: the lane screens against the imported lists. A long poll: runs come from the commits' wake-ups.
  const config = { leadWebhookUrl: undefined, leadWebhookSecret: undefined, screening: { url: undefined, timeoutMs: 1_500 } };
  lanes = startOutboxWorker({ db: t.database.db, config, logger, mailer: new DevMailbox(logger), pollMs: 60_000, clock });
});
afterAll(async () => {
  await lanes?.stop();
  await t?.close();
});

const admin = (argv: string[]) => runAdminOn(t, clock, argv);
const fixture = (kind: ListKind) => join(import.meta.dirname, '../../test-support/screening-fixtures', SCREENING_FIXTURES[kind].file);
const importFile = (kind: ListKind, file = fixture(kind), ...extra: string[]) =>
  admin(['screening:import', '--list', kind, '--file', file, ...extra]);
const stored = async (kind: ListKind) =>
  (await t.database.db.select({ n: count() }).from(screeningListEntries).where(eq(screeningListEntries.kind, kind)))[0].n;
/** The fixture with `edit` applied to its text, written to a scratch file. */
const edited = (kind: ListKind, edit: (text: string) => string) => {
  const encoding = kind === 'un' || kind === 'ofac' ? 'utf8' : 'latin1';
  const file = join(scratch, `bad-${kind}`);
  writeFileSync(file, Buffer.from(edit(SCREENING_FIXTURES[kind].bytes.toString(encoding)), encoding));
  return file;
};

async function finalizedCustomer(name: string, email: string) {
  const body = pfBody(t, { Name: name, Email: email });
  const client = testClient(await signUp(t, body), body);
  await completeFile(t, client);
  expect((await t.call('PATCH', '/api/client/finalize', { token: client.token, json: { Id: client.id } })).status).toBe(200);
  return client;
}
const latestRun = async (clientId: number) => {
  const response = await t.call('GET', `/api/backoffice/applications/${clientId}/screening`, { token: analyst.token });
  return ((await response.json()) as ScreeningState).Latest;
};

describe('screening:import', () => {
  it('refuses a malformed file of each list in one line with its line number, storing nothing', async () => {
    const bad: Record<ListKind, [string, string]> = {
      pep: [edited('pep', (text) => text.replace('"***.654.321-**"', '"123.654.321-00"')), 'line 3: CPF is not masked'],
      ceis: [edited('ceis', (text) => text.replace('"J"', '"X"')), 'line 2: TIPO DE PESSOA is neither F nor J'],
      cnep: [edited('cnep', (text) => text.replace('05/05/2023', '2023-05-05')), 'line 2: DATA INÍCIO SANÇÃO is not a date'],
      un: [edited('un', (text) => text.replace('</ALIAS_NAME>', '')), 'line 17: </INDIVIDUAL_ALIAS> closes <ALIAS_NAME>'],
      ofac: [edited('ofac', (text) => text.replace('99902,', 'X99902,')), 'line 2: ent_num is not a number'],
    };
    for (const [kind, [file, reason]] of Object.entries(bad) as [ListKind, [string, string]][]) {
      const { status, output } = await importFile(kind, file, '--date', '2026-12-01');
      expect(status, kind).toBe(1);
      const [first] = output.split('\n');
      expect(first, kind).toContain(`Error: bad-${kind} is not the ${kind} list's format: ${reason}`);
      expect(first, kind).toMatch(/; nothing was stored$/);
      expect(await stored(kind), kind).toBe(0);
    }
    // A UTF-8 PEP file is the wrong encoding, and a previous import stays whole.
    expect((await importFile('pep')).status).toBe(0);
    const utf8 = join(scratch, 'pep-utf8.csv');
    writeFileSync(utf8, SCREENING_FIXTURES.pep.bytes.toString('latin1'), 'utf8');
    expect((await importFile('pep', utf8)).output).toMatch(/line 2: the file is UTF-8; the list is published in Latin-1/);
    expect(await stored('pep')).toBe(3);
  });

  it('audits each import in its transaction: who, the list, its date, the rows and the file; a refused one not at all', async () => {
    const imports = () =>
      t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'screening.list.import')).orderBy(auditEvents.id);
    const before = (await imports()).length;
    expect((await importFile('cnep', fixture('cnep'), '--operator', 'Ana Operadora')).status).toBe(0);
    expect(
      (
        await importFile(
          'cnep',
          edited('cnep', (text) => text.replace('05/05/2023', '2023-05-05')),
        )
      ).status,
    ).toBe(1);
    expect((await importFile('cnep', fixture('cnep'), '--operator', 'Ana\u0007')).output).toContain('--operator is required');
    const added = (await imports()).slice(before);
    expect(added).toEqual([
      expect.objectContaining({
        actor: 'operator:Ana Operadora',
        entity: 'screening_list',
        entityId: 'cnep',
        fields: ['list=cnep', 'listDate=2026-12-01', 'rows=1', `file=${SCREENING_FIXTURES.cnep.file}`],
      }),
    ]);
  });

  it("imports each fixture with the list's date: --date, the UN's own, the Portal's file name", async () => {
    expect(await importFile('ceis')).toEqual({
      status: 0,
      output: expect.stringMatching(/^Imported 2 ceis entries \(list of 2026-12-01\)/),
    });
    expect((await importFile('cnep')).output).toMatch(/^Imported 1 cnep entries/);
    expect((await importFile('ofac')).output).toContain('the file does not say its date: give --date YYYY-MM-DD');
    expect((await importFile('ofac', fixture('ofac'), '--date', '2026-11-31')).output).toContain('--date must be a day YYYY-MM-DD');
    expect((await importFile('ofac', fixture('ofac'), '--date', '2026-11-29')).output).toMatch(
      /^Imported 3 ofac entries \(list of 2026-11-29\)/,
    );
    const rows = await t.database.db.select().from(screeningListEntries).where(eq(screeningListEntries.kind, 'ceis'));
    expect(rows.map((row) => [row.name, row.document, row.listDate])).toEqual([
      ['CONSTRUTORA EXEMPLO INIDÔNEA LTDA', '11222333000181', '2026-12-01'],
      ['JOSÉ FICTÍCIO DE ARAÚJO', '***.321.654-**', '2026-12-01'],
    ]);
  });

  it('screens a customer named as a PEP entry after finalize: a possible match from the imported CGU list', async () => {
    const client = await finalizedCustomer('Conceição Araújo Fictícia', `pep.${process.pid}@example.com`);
    await vi.waitFor(async () => expect(await latestRun(client.id)).not.toBeNull(), { timeout: 10_000, interval: 50 });
    expect(await latestRun(client.id)).toMatchObject({
      Provider: 'listas importadas',
      Status: 'possible-match',
      Hits: [{ Source: 'CGU PEP', EntryId: '***.111.222-** DAS 101.6 2023-03-15', Reason: 'name' }],
    });
  });

  it('screens the files em análise again after an import', async () => {
    const client = await finalizedCustomer('François Dupont', `un.${process.pid}@example.com`);
    await vi.waitFor(async () => expect(await latestRun(client.id)).not.toBeNull(), { timeout: 10_000, interval: 50 });
    expect(await latestRun(client.id)).toMatchObject({ Status: 'clear' });
    clock.advance(60_000);
    expect((await importFile('un')).output).toBe('Imported 5 un entries (list of 2026-11-30); 2 files em análise queued for screening.');
    await vi.waitFor(async () => expect(await latestRun(client.id)).toMatchObject({ Status: 'possible-match' }), {
      timeout: 10_000,
      interval: 50,
    });
    expect((await latestRun(client.id))?.Hits).toMatchObject([
      { Source: 'ONU', EntryId: 'CDi.998', MatchedName: 'FRANÇOIS FICTÍCIO DUPONT' },
    ]);
  });

  it('replaces a list in one transaction: a failing import leaves the previous one whole', async () => {
    const entry = { list: 'sanctions' as const, source: 'OFAC', entryId: 'SDN-1', name: 'Nova Entrada Teste', role: null };
    const now = clock.now();
    const author = { actor: 'operator:cli', requestId: 'test-import', file: 'sdn.csv' };
    const audited = async () =>
      (await t.database.db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.requestId, 'test-import')))[0].n;
    await expect(
      importList(t.database.db, {
        kind: 'ofac',
        entries: [entry, { ...entry, name: 'x'.repeat(301) }],
        listDate: '2026-12-02',
        now,
        author,
      }),
    ).rejects.toThrow();
    expect(await stored('ofac')).toBe(3);
    expect(await audited()).toBe(0);
    expect(await importList(t.database.db, { kind: 'ofac', entries: [entry], listDate: '2026-12-02', now, author })).toMatchObject({
      stored: 1,
    });
    expect(await audited()).toBe(1);
    const rows = await t.database.db.select().from(screeningListEntries).where(eq(screeningListEntries.kind, 'ofac'));
    expect(rows.map((row) => row.name)).toEqual(['Nova Entrada Teste']);
    expect(await stored('pep')).toBe(3);
  });
});
