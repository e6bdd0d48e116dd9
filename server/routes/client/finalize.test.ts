import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompletenessMessages } from '../../../domain/api/completeness.ts';
import { Agreement, RegistrationStatus } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import { auditEvents, clients } from '../../db/schema/index.ts';
import { completeFile, fileSteps } from '../../test-support/complete-file.ts';
import { setStatus, type TestClient, testClient, tokenFor } from '../../test-support/document.fixtures.ts';
import { pfBody, pjBody, signUp } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { FinalizeMessages } from './finalize.service.ts';

let t: TestApp;
let client: TestClient;
let other: TestClient;
const signedUp = async (body: Record<string, unknown>) => testClient(await signUp(t, body), body);
beforeAll(async () => {
  t = await startTestApp();
  client = await signedUp(pfBody(t));
  other = await signedUp(pjBody(t));
});
afterAll(() => t.close());

const finalize = (json: unknown, token: string | undefined = client.token) => t.call('PATCH', '/api/client/finalize', { token, json });
const stateOf = async (id: number) =>
  (
    await t.database.db.select({ status: clients.statusRegistration, finalized: clients.finalized }).from(clients).where(eq(clients.id, id))
  )[0];

describe('PATCH /api/client/finalize', () => {
  it('refuses an empty file with 409 and every missing item by section, changing nothing', async () => {
    const response = await finalize({ Id: client.id });
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.Message).toBe(FinalizeMessages.incomplete);
    expect(Object.keys(body.Errors)).toEqual(['Address', 'Documents', 'PersonalData', 'FinancialData', 'Suitability', 'Terms']);
    expect(body.Errors.Address).toEqual([CompletenessMessages.address]);
    expect(body.Errors.Terms).toContain(CompletenessMessages.agreements[Agreement.GENERAL_CONTRACT_TYPE]);
    expect(await stateOf(client.id)).toEqual({ status: RegistrationStatus.IN_PROGRESS, finalized: false });
    const summary = await (await t.call('GET', `/api/client/${client.id}`, { token: client.token })).json();
    expect(summary.StatusRegistration).toBe(1);
  });

  it('names only what is still missing: a file filled but for its terms answers the Terms items', async () => {
    const pj = await signedUp(pjBody(t));
    for (const step of ['address', 'identification', 'documents', 'financialData', 'suitability'] as const) await fileSteps[step](t, pj);
    const response = await finalize({ Id: pj.id }, pj.token);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      Message: FinalizeMessages.incomplete,
      Errors: {
        Terms: [
          CompletenessMessages.password,
          CompletenessMessages.signature,
          ...Agreement.BATCH_TYPES.map((id) => CompletenessMessages.agreements[id]),
        ],
      },
    });
    expect(await stateOf(pj.id)).toEqual({ status: RegistrationStatus.IN_PROGRESS, finalized: false });
  });

  it('sets a complete PF file finalized and under analysis (2); finishing again answers the same', async () => {
    await completeFile(t, client);
    const response = await finalize({ Id: client.id });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ Id: client.id, Finalized: true, StatusRegistration: 2 });
    expect(await stateOf(client.id)).toEqual({ status: RegistrationStatus.UNDER_ANALYSIS, finalized: true });
    const summary = await (await t.call('GET', `/api/client/${client.id}`, { token: client.token })).json();
    expect(summary.StatusRegistration).toBe(2);
    expect((await finalize({ Id: client.id })).status).toBe(200);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, String(client.id)), eq(auditEvents.action, 'client.finalize')));
    expect(events).toHaveLength(1);
    expect(events[0].requestId).toBe(response.headers.get('X-Request-Id'));
  });

  it('sets a complete PJ file under analysis (2), procurators and investor terms included', async () => {
    const pj = await signedUp(pjBody(t));
    await completeFile(t, pj, {
      declarations: { AuthorizesOrdersByProcurator: true, QualifiedInvestor: true },
      financialInvestments: 3_000_000,
    });
    const response = await finalize({ Id: pj.id }, pj.token);
    expect(await response.json()).toEqual({ Id: pj.id, Finalized: true, StatusRegistration: 2 });
    expect(await stateOf(pj.id)).toEqual({ status: RegistrationStatus.UNDER_ANALYSIS, finalized: true });
  });

  it('refuses a sign-up the brokerage already moved on (waiting documents, completed)', async () => {
    for (const status of [RegistrationStatus.WAITING_DOCUMENTS, RegistrationStatus.COMPLETED]) {
      await setStatus(t.database.db, other.id, status);
      const response = await finalize({ Id: other.id }, other.token);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ Message: FinalizeMessages.notInProgress });
      expect(await stateOf(other.id)).toEqual({ status, finalized: false });
    }
  });

  it('answers 403 for another client and a documents token, 404 for another partner, 401 without a token', async () => {
    expect((await finalize({ Id: other.id })).status).toBe(403);
    expect((await finalize({ Id: client.id }, await tokenFor(client, { scope: 'documents' }))).status).toBe(403);
    expect((await finalize({ Id: other.id }, await tokenFor(other, { PartnerId: client.partnerId }))).status).toBe(404);
    const response = await finalize({ Id: client.id }, '');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ Message: Messages.unauthorized });
  });

  it('answers 400 with the field message for bad bodies', async () => {
    const cases: [unknown, string, string][] = [
      [{ Id: 'x' }, 'Id', Messages.invalidField],
      [{}, 'Id', Messages.invalidField],
      [{ Id: 0 }, 'Id', Messages.invalidField],
      [{ Id: other.id, StatusRegistration: 4 }, 'StatusRegistration', Messages.unknownField],
    ];
    for (const [json, field, message] of cases) {
      const response = await finalize(json, other.token);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect((await response.json()).Errors?.[field]).toEqual([message]);
    }
  });
});
