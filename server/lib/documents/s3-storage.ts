import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createFileStorage, type FileStorage, isStorageKey } from './storage.ts';

/** An S3-protocol bucket (S3_* variables). Without keys, the SDK's default chain (role, profile) signs. */
export type S3StorageConfig = {
  bucket: string;
  region: string;
  /** Another S3-protocol service than AWS (MinIO, Ceph, R2…): addressed path-style. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
};

function keyOf(key: string): string {
  if (!isStorageKey(key)) throw new Error('not a storage key');
  return key;
}

const isNotFound = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Files in an S3-protocol bucket, behind the same interface as the disk (ADR 194). An upload is first spooled to a
 * private file in `spoolDir` (the disk storage computes its size and SHA-256 on the way), then put whole with its
 * length, so a failed or refused upload never leaves a partial object; the spooled file is removed either way.
 */
export function createS3Storage(config: S3StorageConfig, spoolDir = join(tmpdir(), 'onboarding-s3-spool')): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.endpoint !== undefined,
    // Plain bodies with Content-Length: the SDK's default CRC32 trailers (aws-chunked) are not spoken by every
    // S3-protocol server; the SHA-256 of every file is kept in the database anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const spool = createFileStorage(spoolDir);
  const Bucket = config.bucket;
  return {
    async save(source, transforms) {
      const spooled = await spool.save(source, transforms);
      // Stored under a key of its own: the spool's name is only ever local.
      const key = randomBytes(16).toString('hex');
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: spool.open(spooled.key), ContentLength: spooled.size }));
      } finally {
        await spool.remove(spooled.key);
      }
      return { ...spooled, key };
    },
    open(key) {
      const out = new PassThrough();
      client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) })).then(
        (object) => {
          const body = object.Body as Readable;
          body.on('error', (error) => out.destroy(error));
          body.pipe(out);
        },
        (error: unknown) => out.destroy(error as Error),
      );
      return out;
    },
    async read(key) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
      if (!object.Body) throw new Error(`stored file ${key} has no body`);
      return Buffer.from(await object.Body.transformToByteArray());
    },
    async size(key) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }))).ContentLength;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
  };
}
