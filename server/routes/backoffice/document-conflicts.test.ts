import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../../domain/api/backoffice.ts';
import { Messages } from '../../../domain/messages.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { latestCode } from '../../test-support/emails.ts';
import { nextAddress, pfBody } from '../../test-support/fixtures.ts';
import { addTestStaff, type TestStaff } from '../../test-support/staff.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

// ADR 223: a sign-up refused because the document's client holds it is shown on that client's file.
let t: TestApp;
let own: TestStaff;
let otherPartner: TestStaff;
beforeAll(async () => {
  t = await startTestApp();
  own = await addTestStaff(t, { role: 'analyst', partnerId: t.partners.aurora });
  otherPartner = await addTestStaff(t, { role: 'admin', partnerId: t.partners.bravo });
});
afterAll(() => t.close());

const post = (json: unknown) => t.call('POST', '/api/client/basic-data', { json, ip: nextAddress() });
async function confirm(body: Record<string, unknown>): Promise<Response> {
  const Token = await latestCode(t.database.db, String(body.Email));
  const json = { Document: body.CpfCnpj, Token, PartnerId: body.PartnerId };
  return t.call('POST', '/api/customer/autenticate-continue-register', { json, ip: nextAddress() });
}
const detail = (staff: TestStaff, clientId: number) => t.call('GET', `/api/backoffice/applications/${clientId}`, { token: staff.token });

/** The holder and a stranger sign up one CPF; the stranger types the code first and becomes the client. */
async function strangerWins() {
  const stranger = pfBody(t, { Name: 'Estranho Rápido', Email: `estranho.${nextAddress()}@example.com` });
  const holder = pfBody(t, { CpfCnpj: stranger.CpfCnpj, Name: 'Maria Titular', Email: `titular.${nextAddress()}@example.com` });
  expect((await post(holder)).status).toBe(202);
  expect((await post(stranger)).status).toBe(202);
  expect((await confirm(stranger)).status).toBe(200);
  const clientId = (await t.database.db.query.clients.findFirst({ where: (c, { eq: is }) => is(c.cpfCnpj, String(stranger.CpfCnpj)) }))?.id;
  if (clientId === undefined) throw new Error('the stranger has no client');
  return { stranger, holder, clientId };
}

describe('the document conflict on the back office file', () => {
  it("records the holder's proven code that lost the race, audited, and shows it to the partner's staff", async () => {
    const { holder, clientId } = await strangerWins();
    const refused = await confirm(holder);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ Message: Messages.documentExists });
    const response = await detail(own, clientId);
    expect(response.status).toBe(200);
    const { Conflicts, Audit } = (await response.json()) as ApplicationDetail;
    expect(Conflicts).toEqual([
      expect.objectContaining({ Kind: 'code-after-holder', Name: 'Maria Titular', Email: holder.Email, Attempts: 1 }),
    ]);
    expect(Date.parse(Conflicts?.[0].LastAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(Audit).toContainEqual(expect.objectContaining({ Action: 'sign-up.document-conflict', Actor: 'Outro cadastro (recusado)' }));
  });

  it('records a later sign-up that typed another email (its code went to the client), counting repeats', async () => {
    const { holder, stranger, clientId } = await strangerWins();
    const again = { ...holder, Email: 'titular.nova@example.com' };
    for (let i = 0; i < 2; i++) expect((await post(again)).status).toBe(202);
    expect(await latestCode(t.database.db, String(stranger.Email))).toMatch(/^\d{6}$/);
    // The client's own email is no conflict.
    expect((await post(stranger)).status).toBe(202);
    const { Conflicts } = (await (await detail(own, clientId)).json()) as ApplicationDetail;
    expect(Conflicts).toEqual([expect.objectContaining({ Kind: 'sign-up-after-holder', Email: 'titular.nova@example.com', Attempts: 2 })]);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, String(clientId)), eq(auditEvents.action, 'sign-up.document-conflict')));
    expect(events.map((event) => event.fields)).toEqual([['sign-up-after-holder'], ['sign-up-after-holder']]);
  });

  it("keeps a file's conflicts from another partner's staff (404, as for any of its files)", async () => {
    const { holder, clientId } = await strangerWins();
    expect((await confirm(holder)).status).toBe(409);
    const response = await detail(otherPartner, clientId);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(String(holder.Email));
  });

  it("records nothing for a sign-up under another partner than the client's", async () => {
    const { stranger, clientId } = await strangerWins();
    const { AdvisorId: _advisor, OfficeId: _office, ...withoutAdvisor } = stranger;
    const bravo = { PartnerId: t.partners.bravo, RegisterUrl: 'parceiro.localhost:3000', KnowledgeId: 501 };
    expect((await post({ ...withoutAdvisor, ...bravo, Email: 'outra.marca@example.com' })).status).toBe(202);
    const { Conflicts } = (await (await detail(own, clientId)).json()) as ApplicationDetail;
    expect(Conflicts).toEqual([]);
  });
});
