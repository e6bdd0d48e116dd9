import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clients } from '../../db/schema/index.ts';
import { signAccessToken } from '../../lib/auth/access-token.ts';
import { staffAt, staffTokenAt } from '../../test-support/backoffice.ts';
import { pfBody, pjBody, seedClient } from '../../test-support/fixtures.ts';
import { startTestApp, TEST_CONFIG, type TestApp, TestClock } from '../../test-support/test-app.ts';
import { csvCell, formatDateTimeBr } from './queue-csv.ts';

// 01:30 UTC on 11/06 is still 10/06 in São Paulo: the file is named after the brokerage's day.
const clock = new TestClock(new Date('2030-06-11T01:30:00Z'));
let t: TestApp;
let provider: string;
let aurora: string;
let providerId: number;
let customerId: number;
let customerDocument: string;

/** A client stored with a name the sign-up would refuse (data from elsewhere: an import, an older version). */
async function stored(name: string, status: number, partner: 'aurora' | 'bravo' = 'aurora'): Promise<number> {
  const body =
    partner === 'aurora'
      ? pfBody(t, { Name: 'Nome Provisório' })
      : pjBody(t, { Name: 'Nome Provisório', PartnerId: t.partners.bravo, RegisterUrl: 'parceiro.localhost:3000' });
  const id = await seedClient(t, body);
  const at = new Date('2030-06-01T02:05:00Z');
  await t.database.db
    .update(clients)
    .set({ name, statusRegistration: status, createdAt: at, statusChangedAt: at })
    .where(eq(clients.id, id));
  if (partner === 'aurora' && !customerDocument) [customerId, customerDocument] = [id, String(body.CpfCnpj)];
  return id;
}

beforeAll(async () => {
  t = await startTestApp({ clock });
  ({ id: providerId, token: provider } = await staffAt(t, clock, { role: 'admin', name: 'Paula Provedora' }));
  aurora = await staffTokenAt(t, clock, { role: 'analyst', partnerId: t.partners.aurora });
  await stored('Silva; "Ana"\nSegunda linha', 2);
  await stored('=HYPERLINK("http://evil.example")', 2);
  await stored('+5511999999999', 2);
  await stored('@SUM(1+1)', 1);
  await stored('Empresa do Outro Parceiro', 2, 'bravo');
});
afterAll(() => t.close());

const exportCsv = (token: string | undefined, query = '') => t.call('GET', `/api/backoffice/applications.csv${query}`, { token });

describe('the CSV cells', () => {
  it('quotes cells with the separator, a quote or a line break, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell('linha\r\noutra')).toBe('"linha\r\noutra"');
  });

  it('neutralises what a spreadsheet would run as a formula', () => {
    for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1']) expect(csvCell(formula)).toBe(`'${formula}`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('=A1;B1')).toBe(`"'=A1;B1"`);
  });

  it('writes times as dd/mm/aaaa hh:mm in São Paulo', () => {
    expect(formatDateTimeBr(new Date('2030-06-01T02:05:00Z'))).toBe('31/05/2030 23:05');
    expect(formatDateTimeBr(new Date('2030-12-25T15:00:00Z'))).toBe('25/12/2030 12:00');
  });
});

describe('GET /api/backoffice/applications.csv', () => {
  it('answers UTF-8 with a BOM, a pt-BR header, ";" and CRLF, as a dated attachment', async () => {
    const response = await exportCsv(provider, '?status=2&sort=createdAt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="cadastros-2030-06-10.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3));
    const [header] = text.split('\r\n');
    expect(header).toBe(
      'Cliente;Nome;CPF/CNPJ;Tipo de pessoa;Parceiro;Status;Etapa atual;PEP;Criado em;No status desde;Dias no status;Última decisão;Motivo (código);Motivo',
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).toContain(';"Silva; ""Ana""\nSegunda linha";');
    expect(text).toContain(`;"'=HYPERLINK(""http://evil.example"")";`);
    expect(text).toContain(";'+5511999999999;");
    expect(text).toContain(';Em análise;Endereço;Não;31/05/2030 23:05;31/05/2030 23:05;9;;;\r\n');
    // The status filter applies: the in-progress client is left out.
    expect(text).not.toContain('@SUM');
    const cpf = customerDocument;
    expect(text).toContain(`;${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)};Física;`);
    expect(text).toContain(';Jurídica;');
  });

  it("exports partner staff their partner's applications only", async () => {
    const text = await (await exportCsv(aurora)).text();
    expect(text).toContain("'@SUM(1+1)");
    expect(text).not.toContain('Empresa do Outro Parceiro');
    expect(text.trimEnd().split('\r\n')).toHaveLength(1 + 4);
  });

  it('audits every export with the staff member and the filters, never the rows', async () => {
    await exportCsv(provider, '?personType=F&pep=false');
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'backoffice.queue.export'));
    const event = events.find((row) => row.fields.includes('personType=F'));
    if (!event) throw new Error('the export was not audited');
    expect(event).toMatchObject({ entity: 'queue', entityId: 'all', fields: ['personType=F', 'pep=false'], actor: `staff:${providerId}` });
    expect(JSON.stringify(event)).not.toContain('Silva');
  });

  it('refuses a customer, an anonymous caller and a bad query, and audits none of them', async () => {
    const before = await t.database.db.$count(auditEvents, eq(auditEvents.action, 'backoffice.queue.export'));
    const claims = { ClientId: customerId, UserId: 1, PartnerId: t.partners.aurora, PersonType: 'F' as const };
    expect((await exportCsv(await signAccessToken(claims, TEST_CONFIG.jwtSecret, clock))).status).toBe(403);
    expect((await exportCsv(undefined)).status).toBe(401);
    expect((await exportCsv(provider, '?format=xlsx')).status).toBe(400);
    expect((await exportCsv(provider, '?to=2030-01-01&from=2030-02-01')).status).toBe(400);
    for (const [query, field, message] of [
      ['?from=-1', 'from', 'Data inválida'],
      ['?to=1', 'to', 'Data inválida'],
      ['?minDaysInStatus=-1', 'minDaysInStatus', 'Número inválido'],
    ]) {
      const answer = await exportCsv(provider, query);
      expect(answer.status, query).toBe(400);
      expect((await answer.json()).Errors, query).toEqual({ [field]: [message] });
    }
    expect(await t.database.db.$count(auditEvents, eq(auditEvents.action, 'backoffice.queue.export'))).toBe(before);
  });
});
