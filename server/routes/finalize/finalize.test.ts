import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegistrationStatus } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import { auditEvents, clients } from '../../db/schema/index.ts';
import { pfBody, pjBody, signUp } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createSignature, setStatus, type TestClient, testClient, tokenFor } from '../document/document.fixtures.ts';
import { FinalizeMessages } from './finalize.service.ts';

let t: TestApp;
let client: TestClient;
let other: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  const body = pfBody(t);
  client = testClient(await signUp(t, body), body);
  const second = pjBody(t);
  other = testClient(await signUp(t, second), second);
});
afterAll(() => t.close());

const finalize = (json: unknown, token: string | undefined = client.token) => t.call('PATCH', '/api/client/finalize', { token, json });
const stateOf = async (id: number) =>
  (
    await t.database.db.select({ status: clients.statusRegistration, finalized: clients.finalized }).from(clients).where(eq(clients.id, id))
  )[0];

describe('PATCH /api/client/finalize', () => {
  it('refuses until the general contract is signed, changing nothing', async () => {
    const response = await finalize({ Id: client.id });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ Message: FinalizeMessages.contractUnsigned });
    expect(await stateOf(client.id)).toEqual({ status: RegistrationStatus.IN_PROGRESS, finalized: false });
  });

  it('sets the client finalized and under analysis (2) once signed; finishing again answers the same', async () => {
    await createSignature(t, client, '135790');
    const signed = await t.call('POST', '/api/client-agreement/type/batch', {
      token: client.token,
      json: { EletronicCheck: '135790', AgreementTypes: [1, 28, 57] },
    });
    expect(signed.status).toBe(201);
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
