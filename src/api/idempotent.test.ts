import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { json, type Reply, type Seen, startHttpStub } from '../testing/http-stub.ts';
import { runCall } from '../testing/run-call.ts';
import { agreementsCalls } from './agreements.api.ts';
import { clientCalls } from './client.api.ts';
import { createApiClient } from './client.ts';
import { documentsCalls } from './documents.api.ts';
import { createUploader } from './upload.ts';

// The creating calls carry an Idempotency-Key (ADR 177): one per user action, the same on ky's retry.
let stub: Awaited<ReturnType<typeof startHttpStub>>;
let seen: Seen[] = [];
let replies: Reply[] = [];
beforeAll(async () => {
  stub = await startHttpStub();
  ({ seen, replies } = stub);
});
afterAll(() => stub.close());
afterEach(() => stub.reset());

const options = () => ({ baseUrl: stub.origin, getToken: () => 'session-token', onUnauthorized: () => undefined, timeout: 2000 });
const api = () => ({ http: createApiClient(options()), upload: createUploader(options()) });
const keyOf = (request: Seen) => request.headers['idempotency-key'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Idempotency-Key on creating calls', () => {
  test('a sign-up retried after a 502 sends the same key; the next sign-up a new one', async () => {
    const sent = { Message: 'Enviamos um código', ExpiresInSeconds: 600 };
    replies.push(json(502, {}), json(202, sent), json(202, sent));
    const { startSignUp } = clientCalls(api());
    expect(await runCall(startSignUp, {} as never)).toEqual(sent);
    await runCall(startSignUp, {} as never);
    expect(seen).toHaveLength(3);
    expect(keyOf(seen[0])).toMatch(UUID);
    expect(keyOf(seen[1])).toBe(keyOf(seen[0]));
    expect(keyOf(seen[2])).not.toBe(keyOf(seen[0]));
  });

  test('a sign-up answered 503 and sent again with the same data keeps its key until an answer is definitive', async () => {
    const sent = { Message: 'Enviamos um código', ExpiresInSeconds: 600 };
    replies.push(json(503, { Message: 'Tente novamente' }), json(202, sent), json(202, sent), json(503, {}), json(202, sent));
    const { startSignUp } = clientCalls(api());
    const body = { CpfCnpj: '52998224725', Email: 'a@example.com' } as never;
    await runCall(startSignUp, body).catch(() => undefined);
    await runCall(startSignUp, body);
    await runCall(startSignUp, body);
    await runCall(startSignUp, { CpfCnpj: '11144477735' } as never).catch(() => undefined);
    await runCall(startSignUp, body);
    const keys = seen.map(keyOf);
    // The press after the 503 retries that operation; after its 202 the same data is a new sign-up.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    // Another body is another operation, even while one is unanswered.
    expect(keys[3]).not.toBe(keys[2]);
    expect(keys[4]).not.toBe(keys[3]);
  });

  test('signing and finalize send a key each', async () => {
    replies.push(json(201, []), json(200, { Id: 1, Finalized: true, StatusRegistration: 2 }));
    await runCall(agreementsCalls(api()).signAgreementsBatch, { EletronicCheck: '135790', AgreementTypes: [1] } as never);
    await runCall(clientCalls(api()).finalizeClient, { Id: 1 });
    expect(seen.map(keyOf).every((key) => UUID.test(String(key)))).toBe(true);
    expect(keyOf(seen[0])).not.toBe(keyOf(seen[1]));
  });

  test('each upload sends its own key', async () => {
    const receipt = { ReceiptId: 9, ReceiptTypeId: 10, CpfCnpj: '52998224725', ContentType: 'application/pdf', Size: 1 };
    replies.push(json(201, receipt), json(201, receipt));
    const { uploadDocument } = documentsCalls(api());
    const send = () =>
      runCall(uploadDocument, {
        key: '10',
        fields: { receipt_customerid: '1', receipt_type: '10', receipt_validity_date: '01/06/2025', receipt_document: '52998224725' },
        file: new File(['x'], 'a.pdf', { type: 'application/pdf' }),
      }).catch(() => undefined);
    await send();
    await send();
    const posts = seen.filter((request) => request.method === 'POST');
    expect(posts.map(keyOf).every((key) => UUID.test(String(key)))).toBe(true);
    expect(keyOf(posts[0])).not.toBe(keyOf(posts[1]));
  });

  test('an upload answered 503 and sent again (the same file and fields) carries the same key', async () => {
    const receipt = { ReceiptId: 9, ReceiptTypeId: 10, CpfCnpj: '52998224725', ContentType: 'application/pdf', Size: 1 };
    replies.push(json(503, {}), json(201, receipt));
    const { uploadDocument } = documentsCalls(api());
    const file = new File(['x'], 'b.pdf', { type: 'application/pdf', lastModified: 1 });
    const fields = { receipt_customerid: '1', receipt_type: '10', receipt_validity_date: '01/06/2025', receipt_document: '52998224725' };
    for (let i = 0; i < 2; i++) await runCall(uploadDocument, { key: '10', fields, file }).catch(() => undefined);
    const posts = seen.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(keyOf(posts[1])).toBe(keyOf(posts[0]));
  });
});
