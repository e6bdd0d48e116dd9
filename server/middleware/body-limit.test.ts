import { type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../app.ts';
import { HttpMessages } from '../lib/http/http-messages.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

// Over a real socket: the Node adapter's own request and response objects, as production serves them (ADR 155).
let t: TestApp;
let server: ServerType;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

type Answer = { status: number; headers: IncomingMessage['headers']; body: string };

/** POSTs `body` as JSON to the partner lookup, announcing its length or sending it chunked. */
function post(body: string, { chunked }: { chunked: boolean }): Promise<Answer> {
  const headers: Record<string, string | number> = { 'Content-Type': 'application/json' };
  if (!chunked) headers['Content-Length'] = Buffer.byteLength(body);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/partner/url', headers }, (res) => {
      answered = true;
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    // The server may close the socket once it has answered; what counts is the answer.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    for (let at = 0; at < body.length; at += 16 * 1024) req.write(body.slice(at, at + 16 * 1024));
    req.end();
  });
}

const lookup = (padding: number) => JSON.stringify({ Url: 'localhost', Padding: 'x'.repeat(padding) });

describe('JSON body limit over HTTP', () => {
  it.each([false, true])('answers 413 { Message } to a body over the limit (chunked: %s)', async (chunked) => {
    const answer = await post(lookup(MAX_BODY_BYTES), { chunked });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ Message: HttpMessages.payloadTooLarge });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it.each([false, true])('lets a body under the limit reach the route (chunked: %s)', async (chunked) => {
    const answer = await post(JSON.stringify({ Url: 'localhost' }), { chunked });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ id: t.partners.aurora });
  });

  it('a body just under the limit reaches the route and is validated there', async () => {
    const answer = await post(lookup(MAX_BODY_BYTES - 100), { chunked: false });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).Errors).toHaveProperty('Padding');
  });

  it('sends the request id, no-store and the secure headers on answers served by the Node adapter', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
