import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../domain/messages.ts';
import { createLogger } from './lib/http/logger.ts';
import { randomCpf } from './test-support/documents.ts';
import { pfBody, signUp } from './test-support/fixtures.ts';
import { startTestApp, type TestApp } from './test-support/test-app.ts';

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ logger: createLogger('info', sink) });
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request id', () => {
  it("echoes the client's X-Request-Id when it is a uuid", async () => {
    const id = crypto.randomUUID();
    const response = await t.call('GET', '/api/health', { headers: { 'X-Request-Id': id } });
    expect(response.headers.get('X-Request-Id')).toBe(id);
  });

  it('makes one up when the client sends none or something else, also on errors', async () => {
    const none = await t.call('GET', '/api/health');
    const junk = await t.call('GET', '/api/nothing-here', { headers: { 'X-Request-Id': 'drop table; --' } });
    expect(none.headers.get('X-Request-Id')).toMatch(UUID);
    expect(junk.headers.get('X-Request-Id')).toMatch(UUID);
    expect(junk.headers.get('X-Request-Id')).not.toBe(none.headers.get('X-Request-Id'));
  });
});

describe('headers', () => {
  it('sends secure headers with a CSP the SPA works under, and no-store on /api', async () => {
    const response = await t.call('POST', '/api/partner/url', { json: { Url: 'localhost' } });
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-src 'self' blob:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("font-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(response.headers.get('Strict-Transport-Security')).toContain('max-age=');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('brand logos', () => {
  it('may be shown by other sites (an email in a webmail): cross-origin resource policy on /brands/ only', async () => {
    const logo = await t.call('GET', '/brands/aurora/logo.svg');
    expect(logo.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect(logo.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const api = await t.call('POST', '/api/partner/url', { json: { Url: 'localhost' } });
    expect(api.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
  });
});

describe('errors', () => {
  it('answers an unknown /api route with a JSON 404', async () => {
    const response = await t.call('GET', '/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ Message: Messages.notFound });
    expect((await t.call('DELETE', '/api/partner/url')).status).toBe(404);
  });
});

describe('logs', () => {
  it('writes one JSON line per request with the request id and route pattern, and no personal data', async () => {
    const cpf = randomCpf();
    const body = pfBody(t, { CpfCnpj: cpf, Email: 'privado@example.com', Name: 'Fulano Secreto' });
    const { AccessToken } = await signUp(t, body);
    const id = crypto.randomUUID();
    await t.call('GET', `/api/client/document/${cpf}/partner/${t.partners.aurora}/verify`, {
      headers: { 'X-Request-Id': id },
      token: AccessToken,
    });
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries.find((entry) => entry.reqId === id)).toMatchObject({
      msg: 'request',
      method: 'GET',
      route: '/api/client/document/:document/partner/:partnerId/verify',
      status: 200,
    });
    const all = lines.join('\n');
    for (const secret of [cpf, 'privado@example.com', 'Fulano', '987654321', AccessToken]) expect(all).not.toContain(secret);
  });
});
