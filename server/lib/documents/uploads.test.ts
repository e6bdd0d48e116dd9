import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { multipartBody, PDF_BYTES, PNG_BYTES, sizedPdf } from '../uploads-fixtures.ts';
import { createFileStorage, type FileStorage } from './storage.ts';
import { displayFileName, MAX_UPLOAD_REQUEST_BYTES, receiveUpload } from './uploads.ts';
import { UploadMessages } from './uploads-messages.ts';

const dir = mkdtempSync(join(tmpdir(), 'uploads-test-'));
const storage = createFileStorage(join(dir, 'storage'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fields = { receipt_customerid: '7', receipt_type: '10' };
const stored = () => readdirSync(storage.dir);

function request(body: ReadableStream<Uint8Array> | Uint8Array, boundary: string, headers: Record<string, string> = {}): Request {
  return new Request('http://test/api/document', {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('receiveUpload', () => {
  it('streams the file to a random name with its size and SHA-256, and returns the text fields', async () => {
    const { body, boundary } = multipartBody([
      ...Object.entries(fields),
      ['image0', { name: 'rg.pdf', type: 'application/pdf', data: PDF_BYTES }],
    ]);
    const result = await receiveUpload(request(body, boundary), storage, { fileField: 'image0' });
    expect(result.fields).toEqual(fields);
    expect(result.file).toMatchObject({ field: 'image0', mimeType: 'application/pdf', fileName: 'rg.pdf', size: PDF_BYTES.length });
    expect(result.file?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(readFileSync(join(storage.dir, result.file?.key ?? ''))).toEqual(Buffer.from(PDF_BYTES));
    const { createHash } = await import('node:crypto');
    expect(result.file?.sha256).toBe(createHash('sha256').update(PDF_BYTES).digest('hex'));
    await storage.remove(result.file?.key ?? '');
  });

  it('ignores path traversal in the file name: stored under a random key, only a display name kept', async () => {
    const { body, boundary } = multipartBody([['image0', { name: '../../../etc/passwd.png', type: 'image/png', data: PNG_BYTES }]]);
    const result = await receiveUpload(request(body, boundary), storage, { fileField: 'image0' });
    expect(result.file?.fileName).toBe('passwd.png');
    expect(stored()).toEqual([result.file?.key]);
    expect(readdirSync(dir).sort()).toEqual(['storage']);
    await storage.remove(result.file?.key ?? '');
  });

  it('refuses content whose magic bytes do not match the declared type with 415, keeping nothing', async () => {
    const cases = [
      { type: 'image/png', data: PDF_BYTES },
      { type: 'application/pdf', data: new TextEncoder().encode('#!/bin/sh\necho pwned\n') },
      { type: 'application/pdf', data: new Uint8Array() },
      { type: 'text/html', data: new TextEncoder().encode('<script>alert(1)</script>') },
    ];
    for (const file of cases) {
      const { body, boundary } = multipartBody([['image0', { name: 'x', ...file }]]);
      const error = await refusal(receiveUpload(request(body, boundary), storage, { fileField: 'image0' }));
      expect(error.status, file.type).toBe(415);
      expect(error.body.Message).toBe(UploadMessages.wrongType);
    }
    expect(stored()).toEqual([]);
  });

  it('answers 413 from the announced Content-Length before reading anything', async () => {
    let pulled = false;
    const body = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const error = await refusal(
      receiveUpload(request(body, 'b', { 'Content-Length': String(MAX_UPLOAD_REQUEST_BYTES + 1) }), storage, { fileField: 'image0' }),
    );
    expect(error.status).toBe(413);
    expect(pulled).toBe(false);
  });

  it('stops with 413 when an unannounced body grows past the cap, keeping nothing', async () => {
    const { body, boundary } = multipartBody([['image0', { name: 'big.pdf', type: 'application/pdf', data: sizedPdf(12 * 1024 * 1024) }]]);
    let sent = 0;
    const chunks = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= body.length) return controller.close();
        controller.enqueue(body.subarray(sent, sent + 64 * 1024));
        sent += 64 * 1024;
      },
    });
    const error = await refusal(receiveUpload(request(chunks, boundary), storage, { fileField: 'image0' }));
    expect(error.status).toBe(413);
    expect(sent).toBeLessThan(body.length);
    expect(stored()).toEqual([]);
  });

  it('refuses a file over the file cap inside a small enough request, keeping nothing', async () => {
    const { body, boundary } = multipartBody([['image0', { name: 'a.pdf', type: 'application/pdf', data: sizedPdf(5000) }]]);
    const error = await refusal(receiveUpload(request(body, boundary), storage, { fileField: 'image0', maxFileBytes: 4999 }));
    expect(error.status).toBe(413);
    expect(stored()).toEqual([]);
  });

  it('accepts a file of exactly the cap', async () => {
    const { body, boundary } = multipartBody([['image0', { name: 'a.pdf', type: 'application/pdf', data: sizedPdf(5000) }]]);
    const result = await receiveUpload(request(body, boundary), storage, { fileField: 'image0', maxFileBytes: 5000 });
    expect(result.file?.size).toBe(5000);
    await storage.remove(result.file?.key ?? '');
  });

  it('refuses a second file, another file field, repeated fields and non-multipart bodies', async () => {
    const file = { name: 'a.pdf', type: 'application/pdf', data: PDF_BYTES };
    const cases: [Parameters<typeof multipartBody>[0], number][] = [
      [
        [
          ['image0', file],
          ['image1', file],
        ],
        400,
      ],
      [[['other', file]], 400],
      [
        [
          ['receipt_type', '10'],
          ['receipt_type', '11'],
          ['image0', file],
        ],
        400,
      ],
    ];
    for (const [parts, status] of cases) {
      const { body, boundary } = multipartBody(parts);
      expect((await refusal(receiveUpload(request(body, boundary), storage, { fileField: 'image0' }))).status).toBe(status);
    }
    const json = new Request('http://test', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect((await refusal(receiveUpload(json, storage, { fileField: 'image0' }))).status).toBe(415);
    expect(stored()).toEqual([]);
  });

  it('lets the caller refuse before the file is stored, from the fields sent ahead of it', async () => {
    const { body, boundary } = multipartBody([
      ...Object.entries(fields),
      ['image0', { name: 'a.pdf', type: 'application/pdf', data: PDF_BYTES }],
    ]);
    const beforeFile = (seen: Record<string, string>) => {
      if (seen.receipt_customerid !== '8') throw new ApiError(403, 'not yours');
    };
    expect((await refusal(receiveUpload(request(body, boundary), storage, { fileField: 'image0', beforeFile }))).status).toBe(403);
    expect(stored()).toEqual([]);
  });

  it('rethrows a storage failure (a 500 upstream) without hanging, even while the body is still coming', async () => {
    const broken: FileStorage = {
      ...storage,
      // Fails without reading the file at all: the parser stalls on backpressure until the failure stops it.
      save: () => Promise.reject(new Error('disk full')),
    };
    const { body, boundary } = multipartBody([['image0', { name: 'a.pdf', type: 'application/pdf', data: sizedPdf(3 * 1024 * 1024) }]]);
    await expect(receiveUpload(request(body, boundary), broken, { fileField: 'image0' })).rejects.toThrow('disk full');
  });

  it('answers 400 for a truncated form', async () => {
    const { body, boundary } = multipartBody([['image0', { name: 'a.pdf', type: 'application/pdf', data: PDF_BYTES }]]);
    const error = await refusal(receiveUpload(request(body.subarray(0, body.length - 20), boundary), storage, { fileField: 'image0' }));
    expect(error.status).toBe(400);
    expect(stored()).toEqual([]);
  });
});

describe('displayFileName', () => {
  it('keeps the last segment of any path style, without control characters', () => {
    expect(displayFileName('..\\..\\windows\\win.ini')).toBe('win.ini');
    expect(displayFileName('a/b/../..')).toBe('');
    expect(displayFileName('rg\u0000\n.pdf')).toBe('rg.pdf');
    expect(displayFileName(undefined)).toBe('');
  });
});
