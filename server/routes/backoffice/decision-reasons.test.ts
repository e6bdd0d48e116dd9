import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReasonCodeMessages } from '../../../domain/api/reason-codes.ts';
import { ScreeningMessages } from '../../../domain/api/screening.ts';
import { decisionReasons, screeningHits, screeningRuns } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/outbox/mail.ts';
import {
  addDecisionStaff,
  applicant,
  type DecisionStaff,
  decideAs,
  marks,
  stateAs,
  writtenSince,
} from '../../test-support/decision.fixtures.ts';
import { addTestStaff, type TestStaff } from '../../test-support/staff.ts';
import { startTestApp, type TestApp, TestClock } from '../../test-support/test-app.ts';

const clock = new TestClock(new Date('2026-03-10T15:00:00Z'));
let t: TestApp;
let staff: DecisionStaff;
let providerAdmin: TestStaff;

beforeAll(async () => {
  t = await startTestApp({ clock });
  staff = await addDecisionStaff(t);
  providerAdmin = await addTestStaff(t, { role: 'admin', partnerId: null, name: 'Paula Provedora' });
});
afterAll(() => t.close());

const codesAs = (who: TestStaff, method: 'GET' | 'POST' | 'PATCH', path = '', json?: unknown) =>
  t.call(method, `/api/backoffice/reason-codes${path}`, { token: who.token, ...(json === undefined ? {} : { json }) });

const reject = (code?: string) => ({
  Kind: 'reject',
  ...(code === undefined ? {} : { ReasonCode: code }),
  Reason: 'Renda não comprovada.',
});
const ask = (code?: string) => ({
  Kind: 'requestDocuments',
  ...(code === undefined ? {} : { ReasonCode: code }),
  DocumentTypeIds: [11],
  Message: 'Envie um comprovante de renda recente.',
});

describe('reason codes of rejections and documents requests (ADR 241)', () => {
  it('stores the code with the decision and audits it; the email and the status event never carry it', async () => {
    const client = await applicant(t);
    const before = await marks(t);
    expect((await decideAs(t, staff.approver, client.id, reject('renda-incompativel'))).status).toBe(200);
    const { outbox, audit } = await writtenSince(t, before);
    expect(audit).toMatchObject([
      { action: 'decision.reject', fields: ['StatusRegistration', 'ReasonCode:renda-incompativel'], reason: 'Renda não comprovada.' },
    ]);
    const stored = await t.database.db.select().from(decisionReasons).where(eq(decisionReasons.clientId, client.id));
    expect(stored).toMatchObject([
      { kind: 'reject', reasonCode: 'renda-incompativel', staffId: staff.approver.id, decidedAt: clock.now() },
    ]);
    const email = outbox.find((row) => row.kind === 'email')?.payload as MailMessage;
    for (const text of [email.text, email.html, JSON.stringify(outbox.map((row) => row.payload))]) {
      expect(text).not.toMatch(/renda-incompativel|Renda ou patrimônio incompatível/);
    }
    const asked = await applicant(t);
    const since = await marks(t);
    expect((await decideAs(t, staff.analyst, asked.id, ask('documento-ilegivel'))).status).toBe(200);
    expect((await writtenSince(t, since)).audit).toMatchObject([
      { action: 'documents.request', fields: ['StatusRegistration', 'ReasonCode:documento-ilegivel'] },
    ]);
  });

  it('refuses a missing, malformed, unknown or inactive code with 400 at ReasonCode, and changes nothing', async () => {
    const client = await applicant(t);
    await codesAs(providerAdmin, 'POST', '', { Code: 'codigo-antigo', Label: 'Código antigo' });
    expect((await codesAs(providerAdmin, 'PATCH', '/codigo-antigo', { Active: false })).status).toBe(200);
    const before = await marks(t);
    const cases: [unknown, string][] = [
      [reject(), ReasonCodeMessages.required],
      [ask(), ReasonCodeMessages.required],
      [reject(''), ReasonCodeMessages.required],
      [reject('Documento Ilegível'), ReasonCodeMessages.format],
      [reject('nao-existe'), ReasonCodeMessages.unknown],
      [ask('nao-existe'), ReasonCodeMessages.unknown],
      [reject('codigo-antigo'), ReasonCodeMessages.unknown],
      [{ ...reject('documento-ilegivel'), ReasonCode: 7 }, ReasonCodeMessages.required],
    ];
    for (const [json, message] of cases) {
      const response = await decideAs(t, staff.approver, client.id, json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect((await response.json()).Errors, JSON.stringify(json)).toEqual({ ReasonCode: [message] });
    }
    expect(await writtenSince(t, before)).toEqual({ outbox: [], audit: [] });
    expect(await t.database.db.select().from(decisionReasons).where(eq(decisionReasons.clientId, client.id))).toEqual([]);
  });

  it('GET …/decision lists the active codes, who holds the file and why the screening stops an approval', async () => {
    const client = await applicant(t);
    const free = await (await stateAs(t, staff.analyst, client.id)).json();
    expect(free).toMatchObject({ Holder: null, ScreeningBlock: null });
    expect(free.ReasonCodes).toContainEqual({ Code: 'lista-restritiva', Label: 'Lista restritiva (sanções, CEIS/CNEP)' });
    expect(free.ReasonCodes.map((item: { Code: string }) => item.Code)).not.toContain('codigo-antigo');
    expect((await t.call('POST', `/api/backoffice/applications/${client.id}/claim`, { token: staff.analyst.token, json: {} })).status).toBe(
      200,
    );
    const [run] = await t.database.db
      .insert(screeningRuns)
      .values({ clientId: client.id, at: clock.now(), provider: 'teste', status: 'possible-match' })
      .returning({ id: screeningRuns.id });
    await t.database.db.insert(screeningHits).values({
      runId: run.id,
      clientId: client.id,
      subjectKind: 'client',
      subjectName: 'Cliente',
      list: 'pep',
      source: 'CGU',
      entryId: 'PEP-1',
      matchedName: 'Cliente Homônimo',
      score: 0.97,
      reason: 'name',
    });
    const held = await (await stateAs(t, staff.approver, client.id)).json();
    expect(held).toMatchObject({ Holder: { Id: staff.analyst.id }, ScreeningBlock: ScreeningMessages.unreviewedHits });
    // The holder hands the file on; the screening's gate is unchanged (ADR 233): an approval with an open hit is 409.
    expect((await t.call('DELETE', `/api/backoffice/applications/${client.id}/claim`, { token: staff.analyst.token })).status).toBe(200);
    const approve = await decideAs(t, staff.approver, client.id, { Kind: 'approve' });
    expect(approve.status).toBe(409);
    expect((await approve.json()).Message).toBe(ScreeningMessages.unreviewedHits);
  });
});

describe('/api/backoffice/reason-codes', () => {
  it('lists the seeded pt-BR codes to any staff member, active first', async () => {
    const response = await codesAs(staff.analyst, 'GET');
    expect(response.status).toBe(200);
    const list = await response.json();
    expect(list).toContainEqual({ Code: 'documento-ilegivel', Label: 'Documento ilegível', Active: true });
    const firstInactive = list.findIndex((item: { Active: boolean }) => !item.Active);
    if (firstInactive >= 0) expect(list.slice(firstInactive).every((item: { Active: boolean }) => !item.Active)).toBe(true);
    expect((await t.call('GET', '/api/backoffice/reason-codes', {})).status).toBe(401);
  });

  it('lets provider admins add, rename, deactivate and reactivate a code, audited; other roles get 403', async () => {
    const before = await marks(t);
    const added = await codesAs(providerAdmin, 'POST', '', { Code: 'procuracao-vencida', Label: 'Procuração vencida' });
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({ Code: 'procuracao-vencida', Label: 'Procuração vencida', Active: true });
    const renamed = await codesAs(providerAdmin, 'PATCH', '/procuracao-vencida', { Label: 'Procuração vencida ou sem poderes' });
    expect(await renamed.json()).toMatchObject({ Label: 'Procuração vencida ou sem poderes', Active: true });
    expect(await (await codesAs(providerAdmin, 'PATCH', '/procuracao-vencida', { Active: false })).json()).toMatchObject({ Active: false });
    expect(await (await codesAs(providerAdmin, 'PATCH', '/procuracao-vencida', { Active: true })).json()).toMatchObject({ Active: true });
    expect((await writtenSince(t, before)).audit).toMatchObject([
      { action: 'reason-code.create', entity: 'reason_code', entityId: 'procuracao-vencida', actor: `staff:${providerAdmin.id}` },
      { action: 'reason-code.change', fields: ['Label'] },
      { action: 'reason-code.change', fields: ['Active'] },
      { action: 'reason-code.change', fields: ['Active'] },
    ]);
    for (const who of [staff.admin, staff.approver, staff.analyst]) {
      const post = await codesAs(who, 'POST', '', { Code: 'outro-codigo', Label: 'Outro' });
      const patch = await codesAs(who, 'PATCH', '/procuracao-vencida', { Active: false });
      expect([post.status, patch.status]).toEqual([403, 403]);
    }
    await expect((await codesAs(staff.admin, 'POST', '', { Code: 'outro-codigo', Label: 'Outro' })).json()).resolves.toMatchObject({
      Message: ReasonCodeMessages.providerOnly,
    });
  });

  it('refuses bad bodies with 400 at their field, a taken code with 409 and an unknown one with 404', async () => {
    const bad: [unknown, string][] = [
      [{ Label: 'Sem código' }, 'Code'],
      [{ Code: 'Com Espaço', Label: 'x' }, 'Code'],
      [{ Code: 'a'.repeat(41), Label: 'x' }, 'Code'],
      [{ Code: 'sem-nome' }, 'Label'],
      [{ Code: 'sem-nome', Label: '   ' }, 'Label'],
      [{ Code: 'sem-nome', Label: 'Nome\u0000' }, 'Label'],
      [{ Code: 'sem-nome', Label: 'x'.repeat(121) }, 'Label'],
      [{ Code: 'sem-nome', Label: 'Nome', Active: false }, 'Active'],
    ];
    for (const [json, field] of bad) {
      const response = await codesAs(providerAdmin, 'POST', '', json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(Object.keys((await response.json()).Errors ?? {}), JSON.stringify(json)).toContain(field);
    }
    expect((await codesAs(providerAdmin, 'POST', '', [])).status).toBe(400);
    const taken = await codesAs(providerAdmin, 'POST', '', { Code: 'documento-ilegivel', Label: 'Outro nome' });
    expect(taken.status).toBe(409);
    expect((await taken.json()).Errors).toEqual({ Code: [ReasonCodeMessages.taken] });
    expect((await codesAs(providerAdmin, 'PATCH', '/nao-existe', { Active: false })).status).toBe(404);
    expect((await codesAs(providerAdmin, 'PATCH', '/documento-ilegivel', {})).status).toBe(400);
    expect((await codesAs(providerAdmin, 'PATCH', '/documento-ilegivel', { Active: 'no' })).status).toBe(400);
    expect((await codesAs(providerAdmin, 'PATCH', '/documento-ilegivel', { Code: 'outro' })).status).toBe(400);
  });
});

describe('reports by reason (ADR 241)', () => {
  it('the funnel counts the range’s decisions by reason, within the staff member’s partner; the CSV names each file’s latest', async () => {
    const first = await applicant(t);
    const second = await applicant(t);
    const bravo = await applicant(t, { pj: true });
    await decideAs(t, staff.analyst, first.id, ask('comprovante-endereco'));
    await decideAs(t, staff.approver, second.id, reject('comprovante-endereco'));
    await decideAs(t, staff.bravo, bravo.id, reject('comprovante-endereco'));
    const funnelAs = async (who: TestStaff, query: string) =>
      (await (await t.call('GET', `/api/backoffice/funnel${query}`, { token: who.token })).json()).Reasons;
    const day = '2026-03-10';
    const aurora = await funnelAs(staff.analyst, `?from=${day}&to=${day}`);
    expect(aurora.filter((row: { Code: string }) => row.Code === 'comprovante-endereco')).toEqual([
      { Kind: 'reject', Code: 'comprovante-endereco', Label: 'Comprovante de endereço ausente ou antigo', Count: 1 },
      { Kind: 'requestDocuments', Code: 'comprovante-endereco', Label: 'Comprovante de endereço ausente ou antigo', Count: 1 },
    ]);
    const everyone = await funnelAs(providerAdmin, `?from=${day}&to=${day}`);
    expect(everyone).toContainEqual(expect.objectContaining({ Kind: 'reject', Code: 'comprovante-endereco', Count: 2 }));
    expect(await funnelAs(providerAdmin, '?from=2026-03-11')).toEqual([]);
    expect(await funnelAs(providerAdmin, `?personType=J&from=${day}`)).toEqual([
      { Kind: 'reject', Code: 'comprovante-endereco', Label: 'Comprovante de endereço ausente ou antigo', Count: 1 },
    ]);
    const csv = await (await t.call('GET', '/api/backoffice/applications.csv', { token: providerAdmin.token })).text();
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0].split(';').slice(-3)).toEqual(['Última decisão', 'Motivo (código)', 'Motivo']);
    const lineOf = (id: number) => lines.find((line) => line.startsWith(`${id};`)) ?? '';
    expect(lineOf(first.id).endsWith(';Pedido de documentos;comprovante-endereco;Comprovante de endereço ausente ou antigo')).toBe(true);
    expect(lineOf(second.id).endsWith(';Reprovação;comprovante-endereco;Comprovante de endereço ausente ou antigo')).toBe(true);
  });
});
