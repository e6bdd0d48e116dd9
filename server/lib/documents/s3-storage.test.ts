import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Peer, startS3Peer } from '../../test-support/s3-peer.ts';
import { createS3Storage } from './s3-storage.ts';
import { isStorageKey, StorageRefusedError } from './storage.ts';

let peer: S3Peer;
beforeAll(async () => {
  peer = await startS3Peer();
});
afterAll(() => peer?.close());

async function read(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('createS3Storage against an S3-protocol server on loopback (s3rver)', () => {
  it('saves a stream under a random key, reads it back, sizes it and removes it', async () => {
    const storage = createS3Storage(peer.config);
    const saved = await storage.save(Readable.from([Buffer.from('abc'), Buffer.from('def')]));
    expect(saved).toMatchObject({ size: 6, sha256: 'bef57ec7f53a6d40beb640a780a639c83bc29ac8a9816f1fc6c5c6dcd93c4721' });
    expect(isStorageKey(saved.key)).toBe(true);
    expect(await read(storage.open(saved.key))).toBe('abcdef');
    expect(await storage.size(saved.key)).toBe(6);
    // Another instance with the same configuration sees the same object.
    expect(await read(createS3Storage(peer.config).open(saved.key))).toBe('abcdef');
    await storage.remove(saved.key);
    expect(await storage.size(saved.key)).toBeUndefined();
    await expect(read(storage.open(saved.key))).rejects.toThrow();
  });

  it('stores nothing when the stream fails', async () => {
    const storage = createS3Storage(peer.config);
    const failing = new Transform({
      transform(_chunk, _encoding, done) {
        done(new Error('boom'));
      },
    });
    await expect(storage.save(Readable.from([Buffer.from('x')]), [failing])).rejects.toThrow('boom');
  });

  it('is refused by the server with a wrong secret (requests are signed and the signature checked)', async () => {
    const storage = createS3Storage({ ...peer.config, secretAccessKey: 'not-the-secret' });
    await expect(storage.save(Readable.from([Buffer.from('abc')]))).rejects.toThrow(/signature/i);
  });

  it('refuses anything that is not one of its keys', async () => {
    const storage = createS3Storage(peer.config);
    for (const key of ['../etc/passwd', '', 'a'.repeat(33)]) {
      expect(() => storage.open(key), key).toThrow('not a storage key');
      await expect(storage.size(key), key).rejects.toThrow('not a storage key');
    }
  });
});

describe('createS3Storage when the bucket refuses the write', () => {
  const spoolDir = mkdtempSync(join(tmpdir(), 's3-refusal-spool-'));
  afterAll(() => rmSync(spoolDir, { recursive: true, force: true }));
  const refusedCode = async (storage: ReturnType<typeof createS3Storage>) => {
    const error = await storage.save(Readable.from([Buffer.from('abc')])).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(StorageRefusedError);
    expect(readdirSync(spoolDir)).toEqual([]);
    return (error as StorageRefusedError).code;
  };

  it('a full store (507 InsufficientStorage) or an overloaded one (503 SlowDown): StorageRefusedError, then it stores again', async () => {
    const storage = createS3Storage(peer.config, spoolDir);
    try {
      peer.refusePuts({ status: 507, code: 'InsufficientStorage' });
      expect(await refusedCode(storage)).toBe('S3 507 InsufficientStorage');
      peer.refusePuts({ status: 503, code: 'SlowDown' });
      expect(await refusedCode(storage)).toBe('S3 503 SlowDown');
    } finally {
      peer.refusePuts(undefined);
    }
    const saved = await storage.save(Readable.from([Buffer.from('abc')]));
    expect(await storage.size(saved.key)).toBe(3);
  });

  it('a bucket that does not exist: StorageRefusedError with the S3 code', async () => {
    expect(await refusedCode(createS3Storage({ ...peer.config, bucket: 'no-such-bucket' }, spoolDir))).toBe('S3 404 NoSuchBucket');
  });
});
