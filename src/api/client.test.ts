import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { CodeMessages } from '../../domain/api/auth.ts';
import { Messages, RequestFailure } from '../../domain/index.ts';
import { bravoPartner, knowledgeSources } from '../testing/fixtures.ts';
import { json, type Reply, type Seen, startHttpStub } from '../testing/http-stub.ts';
import { runCall } from '../testing/run-call.ts';
import { clientCalls } from './client.api.ts';
import { createApiClient } from './client.ts';
import { createUploader } from './upload.ts';

let stub: Awaited<ReturnType<typeof startHttpStub>>;
let origin = '';
let seen: Seen[] = [];
let replies: Reply[] = [];

beforeAll(async () => {
  stub = await startHttpStub();
  ({ origin, seen, replies } = stub);
});
afterAll(() => stub.close());
afterEach(() => stub.reset());

function client(token: string | null = null) {
  const onUnauthorized = vi.fn();
  const options = { baseUrl: origin, getToken: () => token, onUnauthorized, timeout: 2000 };
  const http = createApiClient(options);
  return { http, onUnauthorized, calls: clientCalls({ http, upload: createUploader(options) }) };
}

async function failureOf(promise: Promise<unknown>): Promise<RequestFailure> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RequestFailure);
  return error as RequestFailure;
}

describe('api client', () => {
  test('every call carries X-Platform 10 and a fresh X-Request-Id; public calls no bearer', async () => {
    replies.push(json(200, knowledgeSources), json(200, knowledgeSources));
    const { calls } = client();
    expect(await runCall(calls.loadKnowledgeSources, { partnerId: 2 })).toEqual(knowledgeSources);
    await runCall(calls.loadKnowledgeSources, { partnerId: 2 });
    const [first, second] = seen;
    expect(first.url).toBe('/api/common/v3/knowledge-sources');
    expect(first.headers['x-platform']).toBe('10');
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(first.headers.authorization).toBeUndefined();
  });

  test('with a session the bearer token is sent, and a 401 is reported once', async () => {
    replies.push(json(401, { Message: Messages.unauthorized }));
    const { calls, onUnauthorized } = client('token-123');
    const failure = await failureOf(runCall(calls.loadKnowledgeSources, { partnerId: 2 }));
    expect(seen[0].headers.authorization).toBe('Bearer token-123');
    expect(failure.status).toBe(401);
    expect(failure.message).toBe(Messages.unauthorized);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  test('a 401 on a public call (no token) is not a session expiry', async () => {
    replies.push(json(401, { Message: Messages.unauthorized }));
    const { calls, onUnauthorized } = client(null);
    expect((await failureOf(runCall(calls.loadKnowledgeSources, { partnerId: 2 }))).status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  test('a 400 keeps the server message and the field errors', async () => {
    replies.push(json(400, { Message: Messages.cpfInvalid, Errors: { CpfCnpj: [Messages.cpfInvalid] } }));
    const failure = await failureOf(runCall(client().calls.startSignUp, {} as never));
    expect(failure.status).toBe(400);
    expect(failure.message).toBe(Messages.cpfInvalid);
    expect(failure.fieldErrors).toEqual({ CpfCnpj: [Messages.cpfInvalid] });
  });

  test("a 409 DocumentTaken keeps its code and the brokerage's contact (ADR 227)", async () => {
    const Contact = { Email: 'sac@corretora.example', Phone: '0800 123 4567' };
    replies.push(json(409, { Message: Messages.documentExists, Code: 'DocumentTaken', Contact }));
    const failure = await failureOf(client().http.post('customer/autenticate-continue-register', { json: {} }).json());
    expect([failure.status, failure.message, failure.code, failure.contact]).toEqual([
      409,
      Messages.documentExists,
      'DocumentTaken',
      Contact,
    ]);
    replies.push(json(409, { Message: Messages.documentExists, Code: 7, Contact: 'x' }));
    const odd = await failureOf(client().http.post('customer/autenticate-continue-register', { json: {} }).json());
    expect([odd.message, odd.code, odd.contact]).toEqual([Messages.documentExists, undefined, undefined]);
  });

  test('an unreadable or message-less error body gives the spec default message', async () => {
    replies.push({ status: 502, body: '<html>Bad gateway</html>', type: 'text/html' }, json(500, { Errors: {} }));
    const { http } = client();
    const html = await failureOf(http.post('client/basic-data', { json: {} }).json());
    expect([html.status, html.message]).toEqual([502, Messages.defaultError]);
    const empty = await failureOf(http.post('client/basic-data', { json: {} }).json());
    expect([empty.status, empty.message]).toEqual([500, Messages.defaultError]);
  });

  test('a network failure is status 0 with the default message', async () => {
    const options = { baseUrl: 'http://127.0.0.1:1', getToken: () => null, onUnauthorized: () => undefined };
    const { startSignUp } = clientCalls({ http: createApiClient(options), upload: createUploader(options) });
    const failure = await failureOf(runCall(startSignUp, {} as never));
    expect([failure.status, failure.message]).toEqual([0, Messages.defaultError]);
  });

  test('a 2xx body that does not match the schema is a failure, not bad data', async () => {
    replies.push(json(200, { id: 'not a partner' }));
    const failure = await failureOf(runCall(client().calls.resolvePartner, { host: 'parceiro.localhost:3000' }));
    expect([failure.status, failure.message]).toEqual([200, Messages.defaultError]);
  });
});

describe('resource modules', () => {
  test('partner lookup posts the host without the scheme; 404 rejects', async () => {
    replies.push(json(200, bravoPartner), json(404, { Message: Messages.partnerNotFound }));
    const { calls } = client();
    expect(await runCall(calls.resolvePartner, { host: 'Parceiro.localhost:3000' })).toEqual(bravoPartner);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/partner/url', body: JSON.stringify({ Url: 'parceiro.localhost:3000' }) });
    expect((await failureOf(runCall(calls.resolvePartner, { host: 'x.example' }))).status).toBe(404);
  });

  test('the sign-up posts the body and reads that a code was sent', async () => {
    const sent = { Message: CodeMessages.signUpCodeSent, ExpiresInSeconds: 600 };
    replies.push(json(202, sent));
    const body = { CpfCnpj: '52998224725', Name: 'Maria' } as never;
    expect(await runCall(client().calls.startSignUp, body)).toEqual(sent);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/client/basic-data', body: JSON.stringify(body) });
    expect(seen[0].headers['content-type']).toContain('application/json');
  });
});
