import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../domain/api/documents.ts';
import { createFileStorage } from '../../lib/documents/storage.ts';
import { UploadMessages } from '../../lib/documents/uploads-messages.ts';
import { multipartBody, PDF_BYTES } from '../../lib/uploads-fixtures.ts';
import { type TestClient, testClient, uploadParts } from '../../test-support/document.fixtures.ts';
import { pfBody, signUp } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

// The upload over a real socket: what a browser sees when it sends too much, and that the server keeps serving.
const dir = mkdtempSync(join(tmpdir(), 'document-http-test-'));
const storage = createFileStorage(join(dir, 'storage'));
let t: TestApp;
let client: TestClient;
let server: ServerType;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ storage });
  const body = pfBody(t);
  client = testClient(await signUp(t, body), body);
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

type Answer = { status: number; body: string };

/** Sends a multipart head then `fill` bytes of file content, chunk by chunk, until the server answers. */
function send(fill: number, chunked: boolean): Promise<Answer> {
  const head = `--b\r\nContent-Disposition: form-data; name="receipt_customerid"\r\n\r\n${client.id}\r\n--b\r\nContent-Disposition: form-data; name="image0"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
  const headers: Record<string, string> = { 'Content-Type': 'multipart/form-data; boundary=b', Authorization: `Bearer ${client.token}` };
  if (!chunked) headers['Content-Length'] = String(head.length + fill);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/document', headers }, (res: IncomingMessage) => {
      answered = true;
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    // The server may close the socket once it has answered; what counts is the answer.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    req.write(head);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < fill && !answered && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe('POST /api/document over HTTP', () => {
  it('answers 413 to an announced oversized body before reading it, and to an unannounced one past the cap', async () => {
    for (const chunked of [false, true]) {
      const answer = await send(MAX_UPLOAD_BYTES * 3, chunked);
      expect(answer.status, chunked ? 'chunked' : 'content-length').toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ Message: UploadMessages.tooLarge });
    }
    expect(readdirSync(storage.dir)).toEqual([]);
  });

  it('keeps serving: a normal upload afterwards is stored', async () => {
    const { body, boundary } = multipartBody(uploadParts(client, 10, { name: 'rg.pdf', type: 'application/pdf', data: PDF_BYTES }));
    const response = await fetch(`http://127.0.0.1:${port}/api/document`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Authorization: `Bearer ${client.token}` },
      body,
    });
    expect(response.status).toBe(201);
    expect(readdirSync(storage.dir)).toHaveLength(1);
  });
});
