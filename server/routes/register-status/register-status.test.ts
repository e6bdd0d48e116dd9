import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldMessages } from '../../../domain/api/field-messages.ts';
import { RegistrationStatus } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import { auditEvents, clients } from '../../db/schema/index.ts';
import { PDF_BYTES } from '../../lib/uploads-fixtures.ts';
import { createDocumentRequest } from '../../services/documents/missing-documents.service.ts';
import { setStatus, type TestClient, testClient, tokenFor, upload, uploadParts } from '../../test-support/document.fixtures.ts';
import { pfBody, pjBody, signUp } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { RegisterStatusMessages } from './register-status.service.ts';

let t: TestApp;
let client: TestClient;
let other: TestClient;
let documentsToken: string;
beforeAll(async () => {
  t = await startTestApp();
  const body = pfBody(t);
  client = testClient(await signUp(t, body), body);
  const second = pjBody(t);
  other = testClient(await signUp(t, second), second);
  documentsToken = await tokenFor(client, { scope: 'documents' });
});
afterAll(() => t.close());

const patch = (json: unknown, token: string | undefined = documentsToken) => t.call('PATCH', '/api/register/status', { token, json });
const statusOf = async (id: number) =>
  (await t.database.db.select({ s: clients.statusRegistration }).from(clients).where(eq(clients.id, id)))[0].s;
const audits = () =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, String(client.id)), eq(auditEvents.action, 'client.status.documents-sent')));

describe('PATCH /api/register/status', () => {
  it('refuses a sign-up that is not waiting for documents', async () => {
    const response = await patch({ ClientId: client.id, StatusId: 2 }, client.token);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ Message: RegisterStatusMessages.notWaiting });
    expect(await statusOf(client.id)).toBe(RegistrationStatus.IN_PROGRESS);
  });

  it('refuses to finish while a required document is missing', async () => {
    await setStatus(t.database.db, client.id, RegistrationStatus.WAITING_DOCUMENTS);
    const response = await patch({ ClientId: client.id, StatusId: 2 });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ Message: RegisterStatusMessages.documentsMissing });
    expect(await statusOf(client.id)).toBe(RegistrationStatus.WAITING_DOCUMENTS);
  });

  it('moves 3 → 2 with a documents-scope token once every required document is sent, once', async () => {
    for (const type of [10, 11]) {
      expect(
        (await upload(t, uploadParts(client, type, { name: 'd.pdf', type: 'application/pdf', data: PDF_BYTES }), documentsToken)).status,
      ).toBe(201);
    }
    const response = await patch({ ClientId: client.id, StatusId: 2 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ClientId: client.id, StatusId: 2 });
    expect(await statusOf(client.id)).toBe(RegistrationStatus.UNDER_ANALYSIS);
    const again = await patch({ ClientId: client.id, StatusId: 2 });
    expect(again.status).toBe(200);
    expect(await audits()).toHaveLength(1);
  });

  it('with a request naming documents, finishes once those are sent, whatever else is missing', async () => {
    const body = pfBody(t);
    const asked = testClient(await signUp(t, body), body);
    const token = await tokenFor(asked, { scope: 'documents' });
    await setStatus(t.database.db, asked.id, RegistrationStatus.UNDER_ANALYSIS);
    const operator = { now: new Date(), requestId: 'test-request', actor: 'operator:test' };
    await createDocumentRequest(t.database.db, asked.id, operator, { receiptTypeIds: [11], message: 'Só o comprovante.' });
    const finish = () => patch({ ClientId: asked.id, StatusId: 2 }, token);
    expect((await finish()).status).toBe(409);
    const pdf = { name: 'd.pdf', type: 'application/pdf', data: PDF_BYTES };
    expect((await upload(t, uploadParts(asked, 11, pdf), token)).status).toBe(201);
    expect((await finish()).status).toBe(200);
    expect(await statusOf(asked.id)).toBe(RegistrationStatus.UNDER_ANALYSIS);
  });

  it('answers 403 for any other status (the brokerage decides those) and for another client', async () => {
    for (const StatusId of [1, 3, 4, 5]) expect((await patch({ ClientId: client.id, StatusId })).status).toBe(403);
    expect((await patch({ ClientId: other.id, StatusId: 2 })).status).toBe(403);
    expect(await statusOf(client.id)).toBe(RegistrationStatus.UNDER_ANALYSIS);
    expect(await statusOf(other.id)).toBe(RegistrationStatus.IN_PROGRESS);
  });

  it('answers 400 with the field message for bad bodies, 401 without a token, 404 for another partner', async () => {
    const cases: [unknown, string, string][] = [
      [{ ClientId: client.id, StatusId: 9 }, 'StatusId', FieldMessages.statusInvalid],
      [{ ClientId: client.id, StatusId: '2' }, 'StatusId', FieldMessages.statusInvalid],
      [{ ClientId: 'x', StatusId: 2 }, 'ClientId', Messages.invalidField],
      [{ ClientId: client.id, StatusId: 2, Finalized: true }, 'Finalized', Messages.unknownField],
    ];
    for (const [json, field, message] of cases) {
      const response = await patch(json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect((await response.json()).Errors?.[field]).toEqual([message]);
    }
    expect((await patch({ ClientId: client.id, StatusId: 2 }, '')).status).toBe(401);
    const foreign = await tokenFor(client, { PartnerId: other.partnerId, scope: 'documents' });
    expect((await patch({ ClientId: client.id, StatusId: 2 }, foreign)).status).toBe(404);
  });
});
