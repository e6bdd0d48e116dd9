import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { AwsV4Signer } from 'aws4fetch';

/** An S3-protocol bucket and the key pair that signs its requests (AWS Signature Version 4). */
export type S3ClientConfig = {
  bucket: string;
  region: string;
  /** Another S3-protocol service than AWS (MinIO, Ceph, R2…): addressed path-style. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** The object calls the document storage needs: whole puts, streamed gets, sizes and deletes. */
export type S3Client = {
  /** Puts `body` (exactly `length` bytes whose SHA-256 is `sha256`, hex) under `key`. */
  put(key: string, body: Readable, length: number, sha256: string): Promise<void>;
  /** The object's bytes as a stream; rejects with S3Error (404 NoSuchKey when there is none). */
  get(key: string): Promise<Readable>;
  /** The object's size in bytes, or undefined when there is none. */
  head(key: string): Promise<number | undefined>;
  /** Deletes the object (no error when it is already gone). */
  delete(key: string): Promise<void>;
};

/** A call the service refused or failed: its HTTP status and S3 error code (`SignatureDoesNotMatch`, `NoSuchKey`…). */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`S3 answered ${status} ${code}`);
    this.name = 'S3Error';
  }
}

/** A request to sign: method, URL (no query) and the SHA-256 (hex) of its body; `headers`: extra ones to sign, lower-case. */
export type SignedRequest = { method: string; url: URL; payloadSha256: string; headers?: Record<string, string> };

const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');

/**
 * The headers that sign `request` at `now` with SigV4 (header form, service `s3`; aws4fetch's signer, ADR 194):
 * `authorization`, `x-amz-content-sha256`, `x-amz-date` and the extra ones; `host` is signed but left to fetch to send.
 */
export async function signV4(
  request: SignedRequest,
  keys: Pick<S3ClientConfig, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  now: Date,
): Promise<Record<string, string>> {
  const signer = new AwsV4Signer({
    method: request.method,
    url: request.url.toString(),
    headers: { ...request.headers, 'x-amz-content-sha256': request.payloadSha256 },
    accessKeyId: keys.accessKeyId,
    secretAccessKey: keys.secretAccessKey,
    service: 's3',
    region: keys.region,
    datetime: now.toISOString().replace(/[-:]|\.\d{3}/g, ''),
    // Every header given is signed (aws4fetch leaves out some, such as range, unless asked).
    allHeaders: true,
  });
  const { headers } = await signer.sign();
  return Object.fromEntries(headers);
}

/** The error code in an S3 error document, else the HTTP status text. */
async function failure(response: Response): Promise<S3Error> {
  const body = await response.text().catch(() => '');
  return new S3Error(response.status, /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? response.statusText);
}

/**
 * A small S3 client over fetch (ADR 194): path-style URLs on an endpoint, virtual-hosted ones on AWS (path-style
 * for a bucket name with dots, which TLS cannot match). Bodies are sent whole with their length and signed hash.
 */
export function createS3Client(config: S3ClientConfig): S3Client {
  const base = config.endpoint
    ? `${config.endpoint.replace(/\/+$/, '')}/${config.bucket}`
    : config.bucket.includes('.')
      ? `https://s3.${config.region}.amazonaws.com/${config.bucket}`
      : `https://${config.bucket}.s3.${config.region}.amazonaws.com`;

  async function send(method: string, key: string, init: { body?: Readable; length?: number; sha256?: string } = {}) {
    const url = new URL(`${base}/${encodeURIComponent(key)}`);
    const headers = await signV4({ method, url, payloadSha256: init.sha256 ?? EMPTY_SHA256 }, config, new Date());
    if (init.length !== undefined) headers['content-length'] = String(init.length);
    return fetch(url, { method, headers, body: init.body && Readable.toWeb(init.body), duplex: 'half' } as RequestInit);
  }

  return {
    async put(key, body, length, sha256) {
      const response = await send('PUT', key, { body, length, sha256 });
      if (!response.ok) throw await failure(response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send('GET', key);
      if (!response.ok || !response.body) throw await failure(response);
      return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
    },
    async head(key) {
      const response = await send('HEAD', key);
      if (response.status === 404) return undefined;
      if (!response.ok) throw new S3Error(response.status, response.statusText);
      return Number(response.headers.get('content-length'));
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw await failure(response);
      await response.body?.cancel();
    },
  };
}
