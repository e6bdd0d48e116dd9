import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegistrationStatus } from '../../../domain/constants.ts';
import { createFileStorage } from '../../lib/documents/storage.ts';
import { PDF_BYTES } from '../../lib/uploads-fixtures.ts';
import { createDocumentRequest } from '../../services/documents/missing-documents.service.ts';
import { setStatus, type TestClient, testClient, tokenFor, upload, uploadParts } from '../../test-support/document.fixtures.ts';
import { pfBody, signUp } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp, TestClock } from '../../test-support/test-app.ts';

const dir = mkdtempSync(join(tmpdir(), 'requested-documents-test-'));
// The clock tokenFor signs with, so the documents sessions stay valid.
const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock, storage: createFileStorage(join(dir, 'storage')) });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const pdf = { name: 'documento.pdf', type: 'application/pdf', data: PDF_BYTES };
const operator = () => ({ now: clock.now(), requestId: 'test-request', actor: 'operator:test' });

/** A PF client in analysis, with a documents-scope session. */
async function clientInAnalysis(): Promise<{ client: TestClient; token: string }> {
  const body = pfBody(t);
  const client = testClient(await signUp(t, body), body);
  await setStatus(t.database.db, client.id, RegistrationStatus.UNDER_ANALYSIS);
  return { client, token: await tokenFor(client, { scope: 'documents' }) };
}

async function requested(client: TestClient, token: string) {
  const response = await t.call('GET', `/api/document/client/${client.id}/requested`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as { Message: string; Documents: { ReceiptTypeId: number; RequiredDocument: boolean }[] };
}

describe('GET /api/document/client/{id}/requested', () => {
  it('answers the message and exactly the asked types, in the order asked, until each is sent', async () => {
    const { client, token } = await clientInAnalysis();
    const message = 'Envie o comprovante de renda e a CNH frente e verso.';
    const ask = { receiptTypeIds: [20, 10], message };
    expect((await createDocumentRequest(t.database.db, client.id, operator(), ask)).status).toBe('created');
    const first = await requested(client, token);
    expect(first).toEqual({
      Message: message,
      Documents: [expect.objectContaining({ ReceiptTypeId: 20 }), expect.objectContaining({ ReceiptTypeId: 10 })],
    });
    expect(first.Documents.every((document) => document.RequiredDocument)).toBe(true);
    expect((await upload(t, uploadParts(client, 20, pdf), token)).status).toBe(201);
    expect((await requested(client, token)).Documents.map((document) => document.ReceiptTypeId)).toEqual([10]);
  });

  it('asks again for a type sent before the request', async () => {
    const { client, token } = await clientInAnalysis();
    const session = await tokenFor(client);
    await setStatus(t.database.db, client.id, RegistrationStatus.IN_PROGRESS);
    expect((await upload(t, uploadParts(client, 11, pdf), session)).status).toBe(201);
    await setStatus(t.database.db, client.id, RegistrationStatus.UNDER_ANALYSIS);
    clock.advance(60_000);
    await createDocumentRequest(t.database.db, client.id, operator(), { receiptTypeIds: [11], message: 'Comprovante ilegível.' });
    expect((await requested(client, token)).Documents.map((document) => document.ReceiptTypeId)).toEqual([11]);
  });

  it('a re-issued link (no ask) keeps the latest request’s documents and message', async () => {
    const { client, token } = await clientInAnalysis();
    await createDocumentRequest(t.database.db, client.id, operator(), { receiptTypeIds: [11], message: 'Só o comprovante.' });
    expect((await createDocumentRequest(t.database.db, client.id, operator())).status).toBe('created');
    expect(await requested(client, token)).toMatchObject({ Message: 'Só o comprovante.', Documents: [{ ReceiptTypeId: 11 }] });
  });

  it('without a request naming types, answers the required documents still missing', async () => {
    const { client, token } = await clientInAnalysis();
    expect(await requested(client, token)).toMatchObject({ Message: '', Documents: [{ ReceiptTypeId: 10 }, { ReceiptTypeId: 11 }] });
  });

  it('refuses another client’s list', async () => {
    const { client } = await clientInAnalysis();
    const other = await clientInAnalysis();
    const response = await t.call('GET', `/api/document/client/${client.id}/requested`, { token: other.token });
    expect(response.status).toBe(403);
  });
});
