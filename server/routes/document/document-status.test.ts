import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegistrationStatus } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import { createFileStorage } from '../../lib/documents/storage.ts';
import { PDF_BYTES } from '../../lib/uploads-fixtures.ts';
import { setStatus, type TestClient, testClient, tokenFor, upload, uploadParts } from '../../test-support/document.fixtures.ts';
import { pfBody, signUp } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

const dir = mkdtempSync(join(tmpdir(), 'document-status-test-'));
const storage = createFileStorage(join(dir, 'storage'));
let t: TestApp;
let pf: TestClient;
let documentsToken: string;
beforeAll(async () => {
  t = await startTestApp({ storage });
  const body = pfBody(t);
  pf = testClient(await signUp(t, body), body);
  documentsToken = await tokenFor(pf, { scope: 'documents' });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const pdf = { name: 'comprovante.pdf', type: 'application/pdf', data: PDF_BYTES };
const sendDocument = async (token: string) => {
  const response = await upload(t, uploadParts(pf, 11, pdf), token);
  return { status: response.status, body: await response.json() };
};
const listed = async () => (await (await t.call('GET', `/api/document/client/${pf.id}`, { token: pf.token })).json()) as unknown[];
const frozen = { status: 409, body: { Message: Messages.fileFrozen } };
const { IN_PROGRESS, UNDER_ANALYSIS, WAITING_DOCUMENTS, COMPLETED, REJECTED } = RegistrationStatus;

describe('POST /api/document and the file status', () => {
  it('takes the sign-up session’s documents while the file is in progress, and not the missing-documents session’s', async () => {
    await setStatus(t.database.db, pf.id, IN_PROGRESS);
    expect((await sendDocument(pf.token)).status).toBe(201);
    const files = readdirSync(storage.dir).length;
    expect(await sendDocument(documentsToken)).toEqual(frozen);
    expect(readdirSync(storage.dir)).toHaveLength(files);
  });

  it('takes the missing-documents session’s documents while the brokerage waits for them, not the sign-up session’s', async () => {
    await setStatus(t.database.db, pf.id, WAITING_DOCUMENTS);
    const before = await listed();
    expect(await sendDocument(pf.token)).toEqual(frozen);
    expect(await listed()).toEqual(before);
    const sent = await sendDocument(documentsToken);
    expect(sent.status).toBe(201);
    expect(JSON.stringify(await listed())).toContain(`"ReceiptId":${sent.body.ReceiptId}`);
  });

  it('refuses every session once the file is under analysis, completed or rejected, storing nothing', async () => {
    for (const status of [UNDER_ANALYSIS, COMPLETED, REJECTED]) {
      await setStatus(t.database.db, pf.id, status);
      const before = await listed();
      const files = readdirSync(storage.dir).length;
      for (const token of [pf.token, documentsToken]) expect(await sendDocument(token), `status ${status}`).toEqual(frozen);
      expect(await listed()).toEqual(before);
      expect(readdirSync(storage.dir)).toHaveLength(files);
    }
  });
});
