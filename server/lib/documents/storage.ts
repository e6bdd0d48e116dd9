import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Readable, Transform, type TransformCallback, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file written to the storage folder: its random key, size in bytes and SHA-256 (hex). */
export type StoredFile = { key: string; size: number; sha256: string };

/**
 * Where uploaded files live (DESIGN §5): random names, nothing serves them, never executed. Keys are the only
 * handle; a key that is not one of ours is refused. On disk by default; in an S3-protocol bucket when configured
 * (server/lib/documents/s3-storage.ts), so that several instances share the files.
 */
export type FileStorage = {
  /**
   * Streams `source` (through `transforms`) into a new file; a failure removes the partial file. A store that is full
   * or refuses the write rejects with StorageRefusedError.
   */
  save(source: Readable, transforms?: Transform[]): Promise<StoredFile>;
  /** A read stream of a stored file. */
  open(key: string): Readable;
  /** A stored file whole, in one buffer (files are at most 10 MB: for inspecting one). */
  read(key: string): Promise<Buffer>;
  /** Size in bytes of a stored file, or undefined when it does not exist. */
  size(key: string): Promise<number | undefined>;
  /** Removes a stored file (no error when it is already gone). */
  remove(key: string): Promise<void>;
};

/** The store refused a write: disk full or unwritable, bucket refusing or unreachable. `code`: the cause's, to log. */
export class StorageRefusedError extends Error {
  constructor(
    readonly code: string,
    options: { cause: unknown },
  ) {
    super(`document storage refused the write (${code})`, options);
    this.name = 'StorageRefusedError';
  }
}

// What a full or unwritable disk answers a write: no space, quota, read-only file system, permission.
const REFUSED_WRITE = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM']);

/** `error` as a StorageRefusedError when it is a file system's refusal of a write (REFUSED_WRITE), else as is. */
export function asStorageRefusal(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code && REFUSED_WRITE.has(code) ? new StorageRefusedError(code, { cause: error }) : error;
}

// 128 random bits, hex: unguessable and free of any character a path could misuse.
const KEY = /^[0-9a-f]{32}$/;

/** True for a string shaped like a storage key (32 lowercase hex characters). */
export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

/** Counts and hashes the bytes that pass through. */
class Digest extends Transform {
  readonly hash = createHash('sha256');
  size = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.hash.update(chunk);
    this.size += chunk.length;
    done(null, chunk);
  }
}

/** Files in a folder of the local disk, written with owner-only permissions. */
export type DiskFileStorage = FileStorage & {
  /** Absolute path of the storage folder. */
  readonly dir: string;
};

/** How a disk storage writes. `sink`: where a new file's bytes go instead of its partial file (tests: /dev/full). */
export type FileStorageOptions = { sink?: (partialPath: string) => Writable };

// 'wx' never follows or overwrites an existing path; 0600 keeps other local users out.
const partialFile = (path: string) => createWriteStream(path, { flags: 'wx', mode: 0o600 });

/** Opens (creating it, mode 0700) the storage folder at `dir`. */
export function createFileStorage(dir: string, options: FileStorageOptions = {}): DiskFileStorage {
  const sink = options.sink ?? partialFile;
  const root = resolve(dir);
  mkdirSync(root, { recursive: true, mode: 0o700 });
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error('not a storage key');
    return join(root, key);
  };
  return {
    dir: root,
    async save(source, transforms = []) {
      const key = randomBytes(16).toString('hex');
      const partial = join(root, `${key}.partial`);
      const digest = new Digest();
      try {
        await pipeline([source, ...transforms, digest, sink(partial)]);
        await rename(partial, pathOf(key));
      } catch (error) {
        await rm(partial, { force: true });
        throw asStorageRefusal(error);
      }
      return { key, size: digest.size, sha256: digest.hash.digest('hex') };
    },
    open: (key) => createReadStream(pathOf(key)),
    read: (key) => readFile(pathOf(key)),
    async size(key) {
      const info = await stat(pathOf(key)).catch(() => undefined);
      return info?.size;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Storage in a folder under the OS temp dir (the default of apps built without one: tests and tools). */
export function temporaryFileStorage(): DiskFileStorage {
  return createFileStorage(join(tmpdir(), 'onboarding-uploads'));
}
