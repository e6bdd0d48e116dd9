import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTE_MAX, type NoteItem, NoteMessages } from '../../../domain/api/backoffice-claims.ts';
import { addDecisionStaff, applicant, auditOf, type DecisionStaff } from '../../test-support/decision.fixtures.ts';
import type { TestStaff } from '../../test-support/staff.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let staff: DecisionStaff;
beforeAll(async () => {
  t = await startTestApp();
  staff = await addDecisionStaff(t);
});
afterAll(async () => {
  await t?.close();
});

const path = (clientId: number) => `/api/backoffice/applications/${clientId}/notes`;
const tokenOf = (who: TestStaff | string) => (typeof who === 'string' ? who : who.token);
const listAs = (who: TestStaff | string, clientId: number) => t.call('GET', path(clientId), { token: tokenOf(who) });
const writeAs = (who: TestStaff | string, clientId: number, json: unknown) => t.call('POST', path(clientId), { token: tokenOf(who), json });
const notes = async (response: Response | Promise<Response>): Promise<NoteItem[]> => {
  const answer = await response;
  expect(answer.status).toBe(200);
  return (await answer.json()) as NoteItem[];
};

describe('internal notes on a file (ADR 234)', () => {
  it('staff write notes and read them newest first with author and time; the audit records the action, not the text', async () => {
    const client = await applicant(t);
    expect(await notes(listAs(staff.analyst, client.id))).toEqual([]);
    await notes(writeAs(staff.analyst, client.id, { Text: '  Pedi o contrato social atualizado por telefone.  ' }));
    const list = await notes(writeAs(staff.approver, client.id, { Text: 'Conferido com a Receita: ok.' }));
    expect(list.map(({ Author, Text }) => ({ Author, Text }))).toEqual([
      { Author: 'Ana Aprovadora', Text: 'Conferido com a Receita: ok.' },
      { Author: expect.stringMatching(/^Pessoa da Equipe/), Text: 'Pedi o contrato social atualizado por telefone.' },
    ]);
    expect(Number.isNaN(Date.parse(list[0].At))).toBe(false);
    const audit = await auditOf(t, client.id, 'note.create');
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain('Receita');
    // The customer's own file never lists them.
    const own = await t.call('GET', '/api/client/basic-data', { token: client.token });
    expect(JSON.stringify(await own.json())).not.toContain('Receita');
  });

  it("every staff role of the partner and the provider's; 404 for another partner's staff; 401/403 without a staff token", async () => {
    const client = await applicant(t);
    for (const who of [staff.analyst, staff.approver, staff.admin, staff.provider]) expect((await listAs(who, client.id)).status).toBe(200);
    expect((await writeAs(staff.bravo, client.id, { Text: 'intrusa' })).status).toBe(404);
    expect((await listAs(staff.bravo, client.id)).status).toBe(404);
    expect((await writeAs('', client.id, { Text: 'x' })).status).toBe(401);
    expect((await writeAs(client.token, client.id, { Text: 'x' })).status).toBe(403);
    expect((await writeAs(staff.analyst, 2_000_000, { Text: 'x' })).status).toBe(404);
    expect(await notes(listAs(staff.analyst, client.id))).toEqual([]);
  });

  it('bad input → 400: control characters, over 2,000 characters, blank, extra fields, not an object; exactly 2,000 is kept', async () => {
    const client = await applicant(t);
    const blank = await writeAs(staff.analyst, client.id, { Text: '   ' });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { Errors: Record<string, string[]> }).Errors.Text).toEqual([NoteMessages.required]);
    for (const json of [
      { Text: 'linha\u0000' },
      { Text: 'sino\u0007' },
      { Text: 'x'.repeat(NOTE_MAX + 1) },
      { Text: 'ok', Author: 1 },
      [],
      'nota',
      {},
    ])
      expect((await writeAs(staff.analyst, client.id, json)).status).toBe(400);
    expect(await notes(listAs(staff.analyst, client.id))).toEqual([]);
    expect(await notes(writeAs(staff.analyst, client.id, { Text: 'x'.repeat(NOTE_MAX) }))).toHaveLength(1);
  });
});
