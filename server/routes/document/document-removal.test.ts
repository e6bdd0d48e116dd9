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
const storageKeysOf = async (receiptId: number) =>
  (await t.database.db.select({ key: clientDocuments.storageKey }).from(clientDocuments).where(eq(clientDocuments.id, receiptId))).map(
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
  const slotOf = async (client: TestClient, type: number) => (await listed(client)).find((d) => d.ReceiptTypeId === type);
  const download = (receiptId: number, client: TestClient) => t.call('GET', `/api/document/${receiptId}/file`, { token: client.token });
  const removals = async (client: TestClient) =>
    t.database.db
      .select({ entityId: auditEvents.entityId, requestId: auditEvents.requestId, before: auditEvents.beforeDigest })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'document.remove'), eq(auditEvents.actor, `client:${client.id}`)));

  it('removing the older of two uploads of one slot removes it alone: the newer stays listed, stored and downloadable', async () => {
    const client = await newClient();
    const older = await send(client, 10, 'antigo.pdf');
    const newer = await send(client, 10, 'novo.pdf');
    const other = await send(client, 11, 'conta-de-luz.pdf');
    const [olderKey] = await storageKeysOf(older.ReceiptId);

    const response = await remove(older.ReceiptId, client.token);
    expect(response.status).toBe(204);
    expect(await slotOf(client, 10)).toMatchObject({ ReceiptId: newer.ReceiptId, FileName: 'novo.pdf' });
    expect((await slotOf(client, 11))?.ReceiptId).toBe(other.ReceiptId);
    expect(await storageKeysOf(older.ReceiptId)).toEqual([]);
    expect(stored(olderKey)).toBe(false);
    expect((await storageKeys(client.id)).every(stored)).toBe(true);
    const file = await download(newer.ReceiptId, client);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(PDF_BYTES))).toBe(true);
    const events = await removals(client);
    expect(events.map((event) => event.entityId)).toEqual([String(older.ReceiptId)]);
    expect(events.every((event) => event.requestId === response.headers.get('X-Request-Id') && event.before !== null)).toBe(true);
    // A removed id is gone: removing it again is a 404 that changes nothing, and so is its file.
    expect((await remove(older.ReceiptId, client.token)).status).toBe(404);
    expect(await storageKeys(client.id)).toHaveLength(2);
    expect((await download(older.ReceiptId, client)).status).toBe(404);
  });

  it('removing the newer of two uploads of one slot shows the older again; removing that one empties the slot', async () => {
    const client = await newClient();
    const older = await send(client, 10, 'antigo.pdf');
    const newer = await send(client, 10, 'novo.pdf');

    expect((await remove(newer.ReceiptId, client.token)).status).toBe(204);
    expect(await slotOf(client, 10)).toMatchObject({ ReceiptId: older.ReceiptId, FileName: 'antigo.pdf' });
    expect((await download(older.ReceiptId, client)).status).toBe(200);
    expect((await remove(newer.ReceiptId, client.token)).status).toBe(404);

    expect((await remove(older.ReceiptId, client.token)).status).toBe(204);
    expect(await slotOf(client, 10)).toMatchObject({ ReceiptId: null, FileName: null, SentAt: null, RequiredDocument: true });
    expect(await storageKeys(client.id)).toEqual([]);
    expect((await removals(client)).map((event) => event.entityId).sort()).toEqual(
      [String(older.ReceiptId), String(newer.ReceiptId)].sort(),
    );
  });

  it("answers 404 for another client's document (same or other partner) and leaves it alone; 401 without a session", async () => {
    const owner = await newClient();
    const intruder = await newClient(pjBody(t));
    const document = await send(owner, 10);
    const own = await send(intruder, 10);
    expect((await remove(document.ReceiptId, intruder.token)).status).toBe(404);
    expect(await storageKeysOf(own.ReceiptId)).toHaveLength(1);
    expect(await storageKeysOf(document.ReceiptId)).toHaveLength(1);
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
