import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// s3rver (devDependency, untyped CommonJS): a fake S3 on the filesystem. It checks V2 signatures only, so the peer
// puts a SigV4 check in front of it.
// @ts-expect-error -- no type declarations
import S3rver from 's3rver';
import type { S3StorageConfig } from '../lib/documents/s3-storage.ts';

/** The key pair the peer accepts. */
export const S3_PEER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** How the peer answers every PUT while it refuses them: an S3 error status and code (507 InsufficientStorage…). */
export type S3Refusal = { status: number; code: string };

/**
 * An S3-protocol server on loopback with one bucket, and the storage configuration that reaches it. `refusePuts`:
 * from now on every signed PUT is answered with that error (a full or failing store) until called with undefined.
 */
export type S3Peer = { config: S3StorageConfig; refusePuts(refusal: S3Refusal | undefined): void; close(): Promise<void> };

const errorDocument = (code: string) => `<?xml version="1.0"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const rfc3986 = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const SIGV4 =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/;

/** True when `request` (with `body`) carries a valid AWS Signature Version 4 under `secret` (header form). */
export function validSigV4(request: IncomingMessage, body: Buffer, secret: string): boolean {
  const match = SIGV4.exec(String(request.headers.authorization ?? ''));
  if (!match) return false;
  const [, accessKeyId, date, region, signedHeaders, signature] = match;
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return false;
  const url = new URL(request.url ?? '/', 'http://peer');
  const query = [...url.searchParams]
    .map(([key, value]) => `${rfc3986(key)}=${rfc3986(value)}`)
    .sort()
    .join('&');
  const headers = signedHeaders
    .split(';')
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [request.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', String(request.headers['x-amz-date']), scope, sha256(canonical)].join('\n');
  const key = ['s3', 'aws4_request'].reduce(hmac, hmac(hmac(`AWS4${secret}`, date), region));
  return accessKeyId === S3_PEER_KEYS.accessKeyId && createHmac('sha256', key).update(toSign).digest('hex') === signature;
}

/**
 * Forwards a request whose signature checks to `target`; anything else is 403 SignatureDoesNotMatch. A signed PUT
 * gets `refusal()`'s error instead while there is one.
 */
function sigV4Front(targetPort: number, refusal: () => S3Refusal | undefined): Server {
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      if (!validSigV4(request, body, S3_PEER_KEYS.secretAccessKey)) {
        response.writeHead(403, { 'Content-Type': 'application/xml' });
        response.end(errorDocument('SignatureDoesNotMatch'));
        return;
      }
      const refused = request.method === 'PUT' ? refusal() : undefined;
      if (refused) {
        response.writeHead(refused.status, { 'Content-Type': 'application/xml' });
        response.end(errorDocument(refused.code));
        return;
      }
      const upstream = httpRequest(
        { host: '127.0.0.1', port: targetPort, method: request.method, path: request.url, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      upstream.end(body);
    });
  });
}

/** Starts s3rver on loopback with the bucket `bucket`, behind a SigV4 check on a free loopback port. */
export async function startS3Peer(bucket = 'onboarding-documents'): Promise<S3Peer> {
  const directory = mkdtempSync(join(tmpdir(), 's3-peer-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port: s3Port } = (await s3.run()) as { port: number };
  let refusal: S3Refusal | undefined;
  const front = sigV4Front(s3Port, () => refusal);
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as { port: number };
  return {
    config: { bucket, region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, ...S3_PEER_KEYS },
    refusePuts(next) {
      refusal = next;
    },
    async close() {
      await new Promise((resolve) => front.close(resolve));
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
