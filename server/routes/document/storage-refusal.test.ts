import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientDocuments } from '../../db/schema/index.ts';
import { createS3Storage } from '../../lib/documents/s3-storage.ts';
import { createFileStorage, type FileStorage } from '../../lib/documents/storage.ts';
import { UploadMessages } from '../../lib/documents/uploads-messages.ts';
import { createLogger } from '../../lib/http/logger.ts';
import { PDF_BYTES } from '../../lib/uploads-fixtures.ts';
import { type TestClient, testClient, upload, uploadParts } from '../../test-support/document.fixtures.ts';
import { pfBody, signUp } from '../../test-support/fixtures.ts';
import { canMakeUnwritable, fullDiskStorage, makeUnwritable } from '../../test-support/refusing-storage.ts';
import { type S3Peer, startS3Peer } from '../../test-support/s3-peer.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { STORAGE_RETRY_AFTER_SECONDS } from './document-upload.service.ts';

// POST /api/document when the store refuses the file: 507 with Retry-After, one warning with the cause's code,
// no row and no file left; the same upload (same Idempotency-Key) is stored once the store takes writes again.
const dir = mkdtempSync(join(tmpdir(), 'document-storage-refusal-test-'));
const disk = createFileStorage(join(dir, 'storage'));
const spool = join(dir, 's3-spool');
let peer: S3Peer;
// The store the app writes to, switched by each test: every call goes to the current one.
let current: FileStorage = disk;
const storage: FileStorage = {
  save: (source, transforms) => current.save(source, transforms),
  open: (key) => current.open(key),
  read: (key) => current.read(key),
  size: (key) => current.size(key),
  remove: (key) => current.remove(key),
};
const logLines: Record<string, unknown>[] = [];
const logger = createLogger('info', { write: (line: string) => logLines.push(JSON.parse(line)) });
let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  peer = await startS3Peer();
  t = await startTestApp({ storage, logger });
  const body = pfBody(t);
  client = testClient(await signUp(t, body), body);
});
afterAll(async () => {
  await t.close();
  await peer.close();
  rmSync(dir, { recursive: true, force: true });
});

const send = (key: string) =>
  upload(t, uploadParts(client, 10, { name: 'rg.pdf', type: 'application/pdf', data: PDF_BYTES }), client.token, {
    'Idempotency-Key': key,
  });
const rows = async () =>
  (await t.database.db.select({ n: count() }).from(clientDocuments).where(eq(clientDocuments.clientId, client.id)))[0].n;
const files = (folder: string) => readdirSync(folder).length;

/** Sends an upload the current store refuses and checks the 507, its log line and that nothing was recorded. */
async function refused(key: string, codes: string[]) {
  const before = { rows: await rows(), files: files(disk.dir) };
  logLines.length = 0;
  const response = await send(key);
  expect(response.status).toBe(507);
  expect(await response.json()).toEqual({ Message: UploadMessages.storageFull });
  expect(response.headers.get('Retry-After')).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
  const warnings = logLines.filter((line) => line.msg === 'document storage refused the upload');
  expect(warnings).toHaveLength(1);
  expect(codes).toContain(warnings[0].code);
  expect(warnings[0].reqId).toBe(response.headers.get('X-Request-Id'));
  expect(logLines.some((line) => line.msg === 'unhandled error')).toBe(false);
  expect({ rows: await rows(), files: files(disk.dir) }).toEqual(before);
}

/** Sends the same upload again once the store takes writes: stored, listed and downloadable. */
async function storedAfterwards(key: string) {
  current = disk;
  const response = await send(key);
  expect(response.status).toBe(201);
  const { ReceiptId } = (await response.json()) as { ReceiptId: number };
  expect((await t.call('GET', `/api/document/${ReceiptId}/file`, { token: client.token })).status).toBe(200);
}

describe('POST /api/document when the store refuses the file', () => {
  it('a full disk (a real ENOSPC from /dev/full): 507 with Retry-After, logged with ENOSPC, nothing recorded; later stored', async () => {
    current = fullDiskStorage(disk.dir);
    await refused('full-disk', ['ENOSPC']);
    await storedAfterwards('full-disk');
  });

  it.skipIf(!canMakeUnwritable())('an unwritable storage folder: 507, logged with EACCES (EPERM for root); later stored', async () => {
    const restore = makeUnwritable(disk.dir);
    try {
      await refused('unwritable', ['EACCES', 'EPERM']);
    } finally {
      restore?.();
    }
    await storedAfterwards('unwritable');
  });

  it('an S3 bucket answering 507 InsufficientStorage, or one that does not exist: 507, no spooled file left; later stored', async () => {
    current = createS3Storage(peer.config, spool);
    peer.refusePuts({ status: 507, code: 'InsufficientStorage' });
    try {
      await refused('bucket-full', ['S3 507 InsufficientStorage']);
    } finally {
      peer.refusePuts(undefined);
    }
    expect(files(spool)).toBe(0);
    current = createS3Storage({ ...peer.config, bucket: 'no-such-bucket' }, spool);
    await refused('no-bucket', ['S3 404 NoSuchBucket']);
    expect(files(spool)).toBe(0);
    current = createS3Storage(peer.config, spool);
    const response = await send('bucket-full');
    expect(response.status).toBe(201);
    await storedAfterwards('no-bucket');
  });
});
