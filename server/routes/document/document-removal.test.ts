import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientDocuments, UploadedDocument } from '../../../domain/api/documents.ts';
import { RegistrationStatus } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import { auditEvents, clientDocuments } from '../../db/schema/index.ts';
import { createFileStorage } from '../../lib/documents/storage.ts';
import { PDF_BYTES } from '../../lib/uploads-fixtures.ts';
import { createDocumentRequest } from '../../services/documents/missing-documents.service.ts';
import { setStatus, type TestClient, testClient, tokenFor, upload, uploadParts } from '../../test-support/document.fixtures.ts';
import { pfBody, pjBody, signUp } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp, TestClock } from '../../test-support/test-app.ts';

const dir = mkdtempSync(join(tmpdir(), 'document-removal-test-'));
const storage = createFileStorage(join(dir, 'storage'));
// The clock tokenFor signs with, so the documents sessions stay valid.
const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock, storage });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const newClient = async (body = pfBody(t)) => testClient(await signUp(t, body), body);
const send = async (client: TestClient, type: number, name = 'rg.pdf', token = client.token) => {
  const response = await upload(t, uploadParts(client, type, { name, type: 'application/pdf', data: PDF_BYTES }), token);
  expect(response.status).toBe(201);
  return v.parse(UploadedDocument, await response.json());
};
const remove = (receiptId: number | string, token?: string) => t.call('DELETE', `/api/document/${receiptId}`, { token });
const listed = async (client: TestClient, token = client.token) =>
  v.parse(ClientDocuments, await (await t.call('GET', `/api/document/client/${client.id}`, { token })).json());
const storageKeys = async (clientId: number) =>
  (await t.database.db.select({ key: clientDocuments.storageKey }).from(clientDocuments).where(eq(clientDocuments.clientId, clientId))).map(
    (row) => row.key,
  );
const stored = (key: string) => existsSync(join(storage.dir, key));

describe('GET /api/document/client/{clientId}: the sent file', () => {
  it('names the file sent and its size, so a later visit shows them; null until sent', async () => {
    const client = await newClient();
    expect((await listed(client)).find((d) => d.ReceiptTypeId === 10)).toMatchObject({ FileName: null, Size: null });
    await send(client, 10, 'identidade frente.pdf');
    expect((await listed(client)).find((d) => d.ReceiptTypeId === 10)).toMatchObject({
      FileName: 'identidade frente.pdf',
      Size: PDF_BYTES.length,
    });
  });
});

describe('DELETE /api/document/{receiptId}', () => {
  it('removes the upload and the earlier ones it replaced, rows and files, with an audit event each; the slot is empty again', async () => {
    const client = await newClient();
    const first = await send(client, 10, 'antigo.pdf');
    const replacement = await send(client, 10, 'novo.pdf');
    const other = await send(client, 11, 'conta-de-luz.pdf');
    const keys = await storageKeys(client.id);
    expect(keys.every(stored)).toBe(true);

    const response = await remove(replacement.ReceiptId, client.token);
    expect(response.status).toBe(204);
    const slot = (await listed(client)).find((d) => d.ReceiptTypeId === 10);
    expect(slot).toMatchObject({ ReceiptId: null, FileName: null, SentAt: null, RequiredDocument: true });
    const left = await storageKeys(client.id);
    expect(left).toHaveLength(1);
    expect(keys.filter((key) => !left.includes(key)).some(stored)).toBe(false);
    expect(left.every(stored)).toBe(true);
    expect((await listed(client)).find((d) => d.ReceiptTypeId === 11)?.ReceiptId).toBe(other.ReceiptId);
    const events = await t.database.db
      .select({ entityId: auditEvents.entityId, requestId: auditEvents.requestId, before: auditEvents.beforeDigest })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'document.remove'), eq(auditEvents.actor, `client:${client.id}`)));
    expect(events.map((event) => event.entityId).sort()).toEqual([String(first.ReceiptId), String(replacement.ReceiptId)].sort());
    expect(events.every((event) => event.requestId === response.headers.get('X-Request-Id') && event.before !== null)).toBe(true);
    // A removed id is gone: removing it again is a 404, and so is its file.
    expect((await remove(replacement.ReceiptId, client.token)).status).toBe(404);
    expect((await t.call('GET', `/api/document/${replacement.ReceiptId}/file`, { token: client.token })).status).toBe(404);
  });

  it("answers 404 for another client's document (same or other partner) and leaves it alone; 401 without a session", async () => {
    const owner = await newClient();
    const intruder = await newClient(pjBody(t));
    const document = await send(owner, 10);
    expect((await remove(document.ReceiptId, intruder.token)).status).toBe(404);
    // The owner's id under another partner reaches no client.
    const otherPartner = await tokenFor(owner, { PartnerId: owner.partnerId + 1000 });
    expect((await remove(document.ReceiptId, otherPartner)).status).toBe(404);
    expect((await remove(document.ReceiptId)).status).toBe(401);
    expect((await listed(owner)).find((d) => d.ReceiptTypeId === 10)?.ReceiptId).toBe(document.ReceiptId);
    expect((await storageKeys(owner.id)).every(stored)).toBe(true);
  });

  it('answers 400 for an id that is no number, 404 for one that does not exist', async () => {
    const client = await newClient();
    expect((await remove('abc', client.token)).status).toBe(400);
    expect((await remove(2_000_000_000, client.token)).status).toBe(404);
  });

  it('refuses once the file is in analysis (409), like an upload', async () => {
    const client = await newClient();
    const document = await send(client, 10);
    await setStatus(t.database.db, client.id, RegistrationStatus.UNDER_ANALYSIS);
    const response = await remove(document.ReceiptId, client.token);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ Message: Messages.fileFrozen });
    expect((await storageKeys(client.id)).every(stored)).toBe(true);
  });

  it('a missing-documents session removes what it sent since the request, never what the brokerage already saw', async () => {
    const client = await newClient();
    const seen = await send(client, 10, 'visto.pdf');
    await setStatus(t.database.db, client.id, RegistrationStatus.UNDER_ANALYSIS);
    clock.advance(60_000);
    const ask = { receiptTypeIds: [10], message: 'Envie uma cópia legível.' };
    const operator = { now: clock.now(), requestId: 'test-request', actor: 'operator:test' };
    expect((await createDocumentRequest(t.database.db, client.id, operator, ask)).status).toBe('created');
    const token = await tokenFor(client, { scope: 'documents' });
    clock.advance(60_000);
    const answer = await send(client, 10, 'nova-copia.pdf', token);

    expect((await remove(seen.ReceiptId, token)).status).toBe(409);
    expect((await remove(answer.ReceiptId, token)).status).toBe(204);
    // The slot shows the upload the brokerage saw again; its file is still there.
    expect((await listed(client, token)).find((d) => d.ReceiptTypeId === 10)).toMatchObject({
      ReceiptId: seen.ReceiptId,
      FileName: 'visto.pdf',
    });
    expect((await storageKeys(client.id)).every(stored)).toBe(true);
  });
});
