import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAccessToken } from '../../../domain/auth.ts';
import { confirmSignUp, ownPartnerId, signUpBody } from '../../../test/faults/sign-up-load.ts';
import { startBuiltServer } from '../../test-support/built-server.ts';
import { mailedCode } from '../../test-support/dev-mailbox.ts';
import { testClient, uploadParts } from '../../test-support/document.fixtures.ts';
import { freePort } from '../../test-support/free-port.ts';
import { type S3Peer, startS3Peer } from '../../test-support/s3-peer.ts';
import { type ServerProcess, serverEnv } from '../../test-support/server-process.ts';
import { createEmptyPostgresDatabase, postgresUrl } from '../../test-support/test-db.ts';
import { multipartBody, PDF_BYTES } from '../uploads-fixtures.ts';

const serverUrl = postgresUrl();
if (!serverUrl)
  console.warn('\n⚠  SKIPPED server/lib/documents/shared-storage.test.ts: DATABASE_URL is not set (two servers share one PostgreSQL)\n');

// Both instances sign and check the same tokens, as behind one load balancer.
const JWT_SECRET = 'shared-storage-test-secret-0123456789abcdef';
let peer: S3Peer;
let database: { url: string; drop(): Promise<void> };
const servers: { process: ServerProcess; base: string; dataDir: string }[] = [];

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL and one S3-protocol bucket', () => {
  beforeAll(async () => {
    peer = await startS3Peer();
    database = await createEmptyPostgresDatabase(serverUrl as string);
    const s3 = peer.config;
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const env = serverEnv(port, {
        DATABASE_URL: database.url,
        JWT_SECRET,
        S3_BUCKET: s3.bucket,
        S3_REGION: s3.region,
        S3_ENDPOINT: s3.endpoint as string,
        S3_ACCESS_KEY_ID: s3.accessKeyId as string,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey as string,
      });
      servers.push({ process: startBuiltServer(env), base: `http://127.0.0.1:${port}`, dataDir: env.DATA_DIR });
    }
    await Promise.all(servers.map((server) => server.process.waitFor('listening on')));
  }, 90_000);
  afterAll(async () => {
    for (const server of servers) server.process.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.process.exited));
    await database?.drop();
    await peer?.close();
  });

  it('serves through B the document uploaded through A, and neither keeps it on its own disk', async () => {
    const [a, b] = servers;
    const body = signUpBody(await ownPartnerId(a.base));
    const signedUp = await fetch(`${a.base}/api/client/basic-data`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(signedUp.status).toBe(202);
    const code = await mailedCode([a.base, b.base], String(body.Email));
    const AccessToken = await confirmSignUp(a.base, body, code);
    const client = testClient({ AccessToken, ClientId: decodeAccessToken(AccessToken)?.ClientId ?? 0 }, body);
    const { body: form, boundary } = multipartBody(uploadParts(client, 10, { name: 'rg.pdf', type: 'application/pdf', data: PDF_BYTES }));
    const uploaded = await fetch(`${a.base}/api/document`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Authorization: `Bearer ${client.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { ReceiptId } = (await uploaded.json()) as { ReceiptId: number };
    const downloaded = await fetch(`${b.base}/api/document/${ReceiptId}/file`, { headers: { Authorization: `Bearer ${client.token}` } });
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer())).toEqual(Buffer.from(PDF_BYTES));
    for (const server of servers) {
      const local = join(server.dataDir, 'storage');
      expect(existsSync(local) ? readdirSync(local) : []).toEqual([]);
    }
  });
});
