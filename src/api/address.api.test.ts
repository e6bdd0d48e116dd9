import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { RequestFailure } from '../../domain/index.ts';
import { PAULISTA_CEP } from '../../machines/cep-lookup/cep-lookup.fixtures.ts';
import { json, startHttpStub } from '../testing/http-stub.ts';
import { runCall } from '../testing/run-call.ts';
import { addressCalls } from './address.api.ts';
import { createApiClient } from './client.ts';
import { createUploader } from './upload.ts';

let stub: Awaited<ReturnType<typeof startHttpStub>>;
beforeAll(async () => {
  stub = await startHttpStub();
});
afterAll(() => stub.close());
afterEach(() => stub.reset());

function lookupCep() {
  const options = { baseUrl: stub.origin, getToken: () => null, onUnauthorized: vi.fn(), timeout: 2000 };
  return addressCalls({ http: createApiClient(options), upload: createUploader(options) }).lookupCep;
}

test('the CEP lookup GETs /api/address/cep/{cep} and answers the address', async () => {
  stub.replies.push(json(200, PAULISTA_CEP));
  expect(await runCall(lookupCep(), { cep: '01310100' })).toEqual(PAULISTA_CEP);
  expect(stub.seen.map((request) => [request.method, request.url])).toEqual([['GET', '/api/address/cep/01310100']]);
});

test('an unknown CEP fails with 404 and an unavailable lookup with 503, asked once (no retry)', async () => {
  stub.replies.push(json(404, { Message: 'CEP não encontrado' }), json(503, { Message: 'Indisponível' }), json(200, PAULISTA_CEP));
  const notFound = await runCall(lookupCep(), { cep: '99999999' }).catch((error: unknown) => error);
  expect(notFound).toEqual(new RequestFailure(404, 'CEP não encontrado'));
  const unavailable = await runCall(lookupCep(), { cep: '01310100' }).catch((error: unknown) => error);
  expect((unavailable as RequestFailure).status).toBe(503);
  expect(stub.seen).toHaveLength(2);
});
