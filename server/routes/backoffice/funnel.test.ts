import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunnelMessages } from '../../../domain/api/backoffice.ts';
import { SectionId } from '../../../domain/api/section-id.ts';
import { stepTransitions } from '../../db/schema/index.ts';
import { fileSteps } from '../../test-support/complete-file.ts';
import { type TestClient, testClient } from '../../test-support/document.fixtures.ts';
import { pfBody, pjBody, signUp } from '../../test-support/fixtures.ts';
import { addTestStaff, type TestStaff } from '../../test-support/staff.ts';
import { startTestApp, type TestApp, TestClock } from '../../test-support/test-app.ts';

// 10:00 in São Paulo on 10 March 2026; one client signed up three days before.
const DAY = '2026-03-10';
const T0 = new Date('2026-03-10T13:00:00Z');
const clock = new TestClock(T0);
let t: TestApp;
let provider: TestStaff;
let auroraAnalyst: TestStaff;
let bravoAdmin: TestStaff;
let a: TestClient;

const at = (date: Date) => {
  clock.advance(date.getTime() - clock.now().getTime());
};
const seconds = (n: number) => new Date(T0.getTime() + n * 1000);
const join = async (body: Record<string, unknown>) => testClient(await signUp(t, body), body);

async function complete(who: TestClient, sectionId: number, when: Date) {
  at(when);
  const response = await t.call('POST', '/api/section', { token: who.token, json: { ClientId: who.id, SectionId: sectionId } });
  if (response.status !== 200) throw new Error(`POST /api/section ${sectionId} answered ${response.status}: ${await response.text()}`);
}

const funnelAs = async (who: TestStaff | string, query = '') => {
  const response = await t.call('GET', `/api/backoffice/funnel${query}`, { token: typeof who === 'string' ? who : who.token });
  return { status: response.status, body: await response.json() };
};
const row = (Step: number, Name: string, Entered: number, Completed: number, MedianSeconds: number | null) => ({
  Step,
  Name,
  Entered,
  Completed,
  Dropped: Entered - Completed,
  MedianSeconds,
});

/**
 * Journeys driven through the API: A (PF, Aurora) completes the address after 60 s and the documents 300 s later; B
 * (PF, Aurora) the address after 180 s (and so enters the documents); C (PF, Aurora) only signs up; D (PJ, Bravo) the address after 120 s; E (PF,
 * Aurora) signed up three days earlier.
 */
beforeAll(async () => {
  t = await startTestApp({ clock });
  provider = await addTestStaff(t, { role: 'analyst', partnerId: null });
  auroraAnalyst = await addTestStaff(t, { role: 'analyst', partnerId: t.partners.aurora });
  bravoAdmin = await addTestStaff(t, { role: 'admin', partnerId: t.partners.bravo });
  at(new Date(T0.getTime() - 3 * 24 * 3600 * 1000));
  await join(pfBody(t));
  at(T0);
  a = await join(pfBody(t));
  const b = await join(pfBody(t));
  await join(pfBody(t));
  const d = await join(pjBody(t));
  for (const who of [a, b, d]) await fileSteps.address(t, who);
  await complete(a, SectionId.ADDRESS, seconds(60));
  await complete(d, SectionId.ADDRESS, seconds(120));
  await complete(b, SectionId.ADDRESS, seconds(180));
  await fileSteps.documents(t, a, clock.now());
  await complete(a, SectionId.DOCUMENTS_PF, seconds(360));
});
afterAll(() => t.close());

describe('GET /api/backoffice/funnel', () => {
  it("counts one person type's steps in its journey order, within the days clients entered them", async () => {
    const { status, body } = await funnelAs(auroraAnalyst, `?personType=F&from=${DAY}&to=${DAY}`);
    expect(status).toBe(200);
    expect(body.Steps).toEqual([
      row(SectionId.ADDRESS, 'Endereço', 3, 2, 120),
      row(SectionId.DOCUMENTS_PF, 'Identificação', 2, 1, 300),
      row(SectionId.PERSONAL_DATA, 'Dados Pessoais', 1, 0, null),
      row(SectionId.FINANCIAL_DATA, 'Dados Financeiros', 0, 0, null),
      row(SectionId.SUITABILITY, 'Perfil de Investidor', 0, 0, null),
      row(SectionId.TERMS, 'Termos', 0, 0, null),
    ]);
  });

  it('counts both person types by step across both orders for provider staff, every day and partner', async () => {
    const { body } = await funnelAs(provider);
    expect(body.Steps.map((step: { Step: number }) => step.Step)).toEqual([1, 8, 2, 6, 105, 3, 4, 5]);
    expect(body.Steps[0]).toEqual(row(SectionId.ADDRESS, 'Endereço', 5, 3, 120));
    expect(body.Steps[3]).toEqual(row(SectionId.COMPANY_DATA, 'Dados da Empresa', 1, 0, null));
    expect((await funnelAs(provider, `?partner=${t.partners.bravo}`)).body.Steps[0]).toEqual(row(1, 'Endereço', 1, 1, 120));
    expect((await funnelAs(provider, `?to=${DAY}&from=2026-03-07`)).body.Steps[0].Entered).toBe(5);
    expect((await funnelAs(provider, '?to=2026-03-09')).body.Steps[0]).toEqual(row(1, 'Endereço', 1, 0, null));
  });

  it("shows partner staff their partner's funnel only: another partner asked for is 404", async () => {
    expect((await funnelAs(auroraAnalyst)).body.Steps[0]).toEqual(row(1, 'Endereço', 4, 2, 120));
    expect((await funnelAs(auroraAnalyst, `?partner=${t.partners.aurora}`)).body.Steps[0].Entered).toBe(4);
    expect((await funnelAs(auroraAnalyst, `?partner=${t.partners.bravo}`)).status).toBe(404);
    const bravo = await funnelAs(bravoAdmin, '?personType=J');
    expect(bravo.body.Steps.slice(0, 2)).toEqual([row(1, 'Endereço', 1, 1, 120), row(6, 'Dados da Empresa', 1, 0, null)]);
    expect((await funnelAs(bravoAdmin, '?personType=F')).body.Steps[0].Entered).toBe(0);
  });

  it('adds no row when a step is completed again, and keeps nothing personal in the transitions', async () => {
    const before = await t.database.db.select().from(stepTransitions).where(eq(stepTransitions.clientId, a.id)).orderBy(stepTransitions.id);
    await complete(a, SectionId.ADDRESS, seconds(900));
    await complete(a, SectionId.DOCUMENTS_PF, seconds(960));
    const after = await t.database.db.select().from(stepTransitions).where(eq(stepTransitions.clientId, a.id)).orderBy(stepTransitions.id);
    expect(after).toEqual(before);
    expect(after.map(({ step, kind, at: when }) => [step, kind, when.toISOString()])).toEqual([
      ['1', 'entered', T0.toISOString()],
      ['1', 'completed', seconds(60).toISOString()],
      ['8', 'entered', seconds(60).toISOString()],
      ['8', 'completed', seconds(360).toISOString()],
      ['2', 'entered', seconds(360).toISOString()],
    ]);
    expect(Object.keys(after[0]).sort()).toEqual(['at', 'clientId', 'id', 'kind', 'partnerId', 'personType', 'step']);
    expect((await funnelAs(provider, '?personType=F')).body.Steps[0].Completed).toBe(2);
  });

  it('refuses bad queries with 400 and tokens that are not staff tokens with 401/403', async () => {
    for (const query of ['?personType=X', '?from=2026-02-30', '?partner=abc', '?step=1', `?from=${DAY}&to=2026-03-09`]) {
      expect((await funnelAs(provider, query)).status, query).toBe(400);
    }
    expect((await funnelAs(provider, `?from=${DAY}&to=2026-03-09`)).body.Errors).toEqual({ to: [FunnelMessages.datesReversed] });
    for (const [query, field] of [
      ['?from=-1', 'from'],
      ['?from=1', 'from'],
      ['?to=-1', 'to'],
      ['?partner=-1', 'partner'],
    ]) {
      const answer = await funnelAs(provider, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.Errors, query).toEqual({ [field]: [field === 'partner' ? 'Número inválido' : 'Data inválida'] });
    }
    expect((await funnelAs('')).status).toBe(401);
    expect((await funnelAs(a.token)).status).toBe(403);
  });
});
