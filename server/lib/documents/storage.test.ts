import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../env.ts';
import { canMakeUnwritable, fullDiskStorage, makeUnwritable } from '../../test-support/refusing-storage.ts';
import { createFileStorage, isStorageKey, StorageRefusedError } from './storage.ts';

const dir = mkdtempSync(join(tmpdir(), 'storage-test-'));
const storage = createFileStorage(join(dir, 'files'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createFileStorage', () => {
  it('saves a stream under a random key with owner-only permissions, and reads it back', async () => {
    const saved = await storage.save(Readable.from([Buffer.from('abc'), Buffer.from('def')]));
    expect(saved).toMatchObject({ size: 6, sha256: 'bef57ec7f53a6d40beb640a780a639c83bc29ac8a9816f1fc6c5c6dcd93c4721' });
    expect(isStorageKey(saved.key)).toBe(true);
    expect(statSync(join(storage.dir, saved.key)).mode & 0o777).toBe(0o600);
    expect(statSync(storage.dir).mode & 0o777).toBe(0o700);
    const chunks: Buffer[] = [];
    for await (const chunk of storage.open(saved.key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('abcdef');
    expect(await storage.size(saved.key)).toBe(6);
    await storage.remove(saved.key);
    expect(await storage.size(saved.key)).toBeUndefined();
  });

  it('removes the partial file when the stream fails', async () => {
    const failing = new Transform({
      transform(_chunk, _encoding, done) {
        done(new Error('boom'));
      },
    });
    await expect(storage.save(Readable.from([Buffer.from('x')]), [failing])).rejects.toThrow('boom');
    expect(readdirSync(storage.dir)).toEqual([]);
  });

  it('refuses anything that is not one of its keys, so no path can be reached through it', async () => {
    for (const key of ['../etc/passwd', '/etc/passwd', 'ABCDEF0123456789ABCDEF0123456789', '', 'a'.repeat(33)]) {
      expect(() => storage.open(key), key).toThrow('not a storage key');
      await expect(storage.remove(key)).rejects.toThrow('not a storage key');
    }
  });
});

describe('STORAGE_DIR', () => {
  it('defaults to DATA_DIR/storage and may never be inside the served STATIC_DIR', () => {
    expect(parseEnv({ DATA_DIR: '/srv/app' }).storageDir).toBe('/srv/app/storage');
    expect(parseEnv({ STORAGE_DIR: '/var/uploads' }).storageDir).toBe('/var/uploads');
    expect(() => parseEnv({ STATIC_DIR: './dist', STORAGE_DIR: './dist/uploads' })).toThrow(EnvError);
    expect(() => parseEnv({ STATIC_DIR: '/srv/www', DATA_DIR: '/srv/www' })).toThrow('STORAGE_DIR must not be inside STATIC_DIR');
    expect(parseEnv({ STATIC_DIR: './dist', STORAGE_DIR: './dist-uploads' }).storageDir).toBe(resolve('./dist-uploads'));
  });
});

describe('a store that refuses the write', () => {
  const refusal = async (save: Promise<unknown>) => {
    const error = await save.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(StorageRefusedError);
    return error as StorageRefusedError;
  };
  const body = () => Readable.from([Buffer.alloc(256 * 1024, 1)]);

  it('a full disk (a real ENOSPC: every write lands on /dev/full) rejects with StorageRefusedError ENOSPC, nothing left', async () => {
    const full = fullDiskStorage(join(dir, 'full'));
    expect((await refusal(full.save(body()))).code).toBe('ENOSPC');
    expect(readdirSync(full.dir)).toEqual([]);
  });

  it.skipIf(!canMakeUnwritable())(
    'an unwritable folder (EACCES, or EPERM for root) rejects with StorageRefusedError; writable again, it stores',
    async () => {
      const folder = createFileStorage(join(dir, 'unwritable'));
      const restore = makeUnwritable(folder.dir);
      try {
        expect(['EACCES', 'EPERM']).toContain((await refusal(folder.save(body()))).code);
      } finally {
        restore?.();
      }
      expect(readdirSync(folder.dir)).toEqual([]);
      expect(isStorageKey((await folder.save(body())).key)).toBe(true);
    },
  );
});
