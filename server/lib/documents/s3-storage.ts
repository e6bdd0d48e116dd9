import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createS3Client, type S3ClientConfig, S3Error } from './s3-client.ts';
import { createFileStorage, type FileStorage, isStorageKey, StorageRefusedError } from './storage.ts';

/** An S3-protocol bucket (S3_* variables) and the key pair that signs its requests. */
export type S3StorageConfig = S3ClientConfig;

/**
 * A failed put as a StorageRefusedError: the bucket answered no (507 InsufficientStorage, 503 SlowDown, NoSuchBucket,
 * AccessDenied…: its S3 code) or could not be reached (fetch's cause code).
 */
function refusedPut(error: unknown): StorageRefusedError {
  const code =
    error instanceof S3Error
      ? `S3 ${error.status} ${error.code}`
      : ((error as { cause?: NodeJS.ErrnoException } | undefined)?.cause?.code ?? 'S3 unreachable');
  return new StorageRefusedError(code, { cause: error });
}

function keyOf(key: string): string {
  if (!isStorageKey(key)) throw new Error('not a storage key');
  return key;
}

/**
 * Files in an S3-protocol bucket, behind the same interface as the disk (ADR 194). An upload is first spooled to a
 * private file in `spoolDir` (the disk storage computes its size and SHA-256 on the way), then put whole with its
 * length and hash, so a failed or refused upload never leaves a partial object; the spooled file is removed either way.
 * A full spool disk or a put the bucket refuses rejects with StorageRefusedError.
 */
export function createS3Storage(config: S3StorageConfig, spoolDir = join(tmpdir(), 'onboarding-s3-spool')): FileStorage {
  const client = createS3Client(config);
  const spool = createFileStorage(spoolDir);
  return {
    async save(source, transforms) {
      const spooled = await spool.save(source, transforms);
      // Stored under a key of its own: the spool's name is only ever local.
      const key = randomBytes(16).toString('hex');
      try {
        await client.put(key, spool.open(spooled.key), spooled.size, spooled.sha256).catch((error: unknown) => {
          throw refusedPut(error);
        });
      } finally {
        await spool.remove(spooled.key);
      }
      return { ...spooled, key };
    },
    open(key) {
      const out = new PassThrough();
      client.get(keyOf(key)).then(
        (body) => {
          body.on('error', (error) => out.destroy(error));
          body.pipe(out);
        },
        (error: unknown) => out.destroy(error as Error),
      );
      return out;
    },
    async read(key) {
      return buffer(await client.get(keyOf(key)));
    },
    size: async (key) => client.head(keyOf(key)),
    remove: async (key) => client.delete(keyOf(key)),
  };
}
