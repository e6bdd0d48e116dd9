import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientDocuments } from '../../db/schema/index.ts';
import { createFileStorage } from '../../lib/documents/storage.ts';
import { PDF_BYTES, PNG_BYTES, sizedPdf } from '../../lib/uploads-fixtures.ts';
import { IdempotencyMessages, REPLAYED_HEADER } from '../../middleware/idempotency.ts';
import { type TestClient, testClient, upload, uploadParts } from '../../test-support/document.fixtures.ts';
import { pfBody, signUp } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

// Idempotency-Key on the streamed multipart upload (ADR 177): the payload is the fields plus the file's SHA-256.
const dir = mkdtempSync(join(tmpdir(), 'document-idempotency-test-'));
const storage = createFileStorage(join(dir, 'storage'));
let t: TestApp;
let owner: TestClient;
let other: TestClient;
const newClient = async () => {
  const body = pfBody(t);
  return testClient(await signUp(t, body), body);
};
beforeAll(async () => {
  t = await startTestApp({ storage });
  owner = await newClient();
  other = await newClient();
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const pdf = { name: 'rg.pdf', type: 'application/pdf', data: PDF_BYTES };
const storedFiles = () => readdirSync(storage.dir).length;
const documentRows = async (clientId: number) =>
  (await t.database.db.select({ n: count() }).from(clientDocuments).where(eq(clientDocuments.clientId, clientId)))[0].n;
const send = (client: TestClient, key: string, file = pdf, type = 10) =>
  upload(t, uploadParts(client, type, file), client.token, { 'Idempotency-Key': key });

describe('POST /api/document with an Idempotency-Key', () => {
  it('answers a retry (another multipart boundary) with the first receipt, storing one row and one file', async () => {
    const before = { rows: await documentRows(owner.id), files: storedFiles() };
    const first = await send(owner, 'upload-1');
    expect(first.status).toBe(201);
    const receipt = await first.json();
    const again = await send(owner, 'upload-1');
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await again.json()).toEqual(receipt);
    expect(await documentRows(owner.id)).toBe(before.rows + 1);
    expect(storedFiles()).toBe(before.files + 1);
  });

  it('answers 422 to the same key with another file or other fields, keeping nothing of them', async () => {
    expect((await send(owner, 'upload-2')).status).toBe(201);
    const rows = await documentRows(owner.id);
    const files = storedFiles();
    for (const response of [
      await send(owner, 'upload-2', { ...pdf, data: sizedPdf(4096) }),
      await send(owner, 'upload-2', { name: 'rg.png', type: 'image/png', data: PNG_BYTES }),
      await send(owner, 'upload-2', pdf, 11),
    ]) {
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ Message: IdempotencyMessages.otherRequest });
    }
    expect(await documentRows(owner.id)).toBe(rows);
    expect(storedFiles()).toBe(files);
  });

  it("refuses another client's upload with the same key (422): nothing of theirs is stored", async () => {
    const mine = await send(owner, 'upload-3');
    expect(mine.status).toBe(201);
    const before = { rows: await documentRows(other.id), files: storedFiles() };
    const theirs = await send(other, 'upload-3');
    expect(theirs.status).toBe(422);
    expect(await theirs.json()).toEqual({ Message: IdempotencyMessages.otherRequest });
    expect({ rows: await documentRows(other.id), files: storedFiles() }).toEqual(before);
  });

  it('stores one document when the same upload is sent twice at once', async () => {
    const rows = await documentRows(other.id);
    const answers = await Promise.all([send(other, 'upload-4'), send(other, 'upload-4')]);
    expect(answers.map((response) => response.status).every((status) => status === 201 || status === 409)).toBe(true);
    expect(answers.filter((response) => response.status === 201 && !response.headers.has(REPLAYED_HEADER))).toHaveLength(1);
    expect(await documentRows(other.id)).toBe(rows + 1);
  });

  it('refuses a malformed key with 400 without storing the file', async () => {
    const files = storedFiles();
    const response = await send(owner, 'x'.repeat(256));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ Message: IdempotencyMessages.invalidKey });
    expect(storedFiles()).toBe(files);
  });
});
