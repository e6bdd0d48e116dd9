import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { Messages, RequestFailure } from '../../domain/index.ts';
import { json, type Reply, type Seen, startHttpStub } from '../testing/http-stub.ts';
import { runCall } from '../testing/run-call.ts';
import { agreementsCalls } from './agreements.api.ts';
import { continueSignupCalls } from './auth.api.ts';
import { createApiClient } from './client.ts';
import { sendDocument } from './documents.api.ts';
import { missingDocumentsCalls } from './missing-documents.api.ts';
import { sectionAreaCalls } from './section-areas.api.ts';
import { createUploader } from './upload.ts';

let stub: Awaited<ReturnType<typeof startHttpStub>>;
let seen: Seen[] = [];
let replies: Reply[] = [];

beforeAll(async () => {
  stub = await startHttpStub();
  ({ seen, replies } = stub);
});
afterAll(() => stub.close());
afterEach(() => stub.reset());

function api(token: string | null = 'session-token') {
  const onUnauthorized = vi.fn();
  const options = { baseUrl: stub.origin, getToken: () => token, onUnauthorized, timeout: 2000 };
  return { http: createApiClient(options), upload: createUploader(options), onUnauthorized };
}

async function failureOf(promise: Promise<unknown>): Promise<RequestFailure> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RequestFailure);
  return error as RequestFailure;
}

const uploaded = {
  ReceiptId: 9,
  ReceiptTypeId: 10,
  CpfCnpj: '52998224725',
  ContentType: 'application/pdf',
  Size: 9,
  ValidityDate: '2025-06-01',
  SentAt: '2025-06-01T12:00:00Z',
};

describe('continue sign-up calls', () => {
  test('the code request and the authentication post the spec bodies to the spec paths', async () => {
    const flags = { continue: true, analyzing: false, completed: false, exists: true, waitingDocuments: false };
    const answer = { AccessToken: 'a.b.c', ...flags, differentPartner: false, differentPartnerUrl: null };
    replies.push(json(200, { Message: 'Enviado', ExpiresInSeconds: 600 }), json(200, answer));
    const { requestContinueCode, authenticateContinue } = continueSignupCalls(api(null));
    expect(await runCall(requestContinueCode, { Document: '52998224725', PartnerId: 2 })).toEqual({
      Message: 'Enviado',
      ExpiresInSeconds: 600,
    });
    expect(await runCall(authenticateContinue, { Document: '52998224725', Token: '123456', PartnerId: 2 })).toEqual(answer);
    expect(seen.map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', '/api/customer/token-continue-register', JSON.stringify({ Document: '52998224725', PartnerId: 2 })],
      ['POST', '/api/customer/autenticate-continue-register', JSON.stringify({ Document: '52998224725', Token: '123456', PartnerId: 2 })],
    ]);
  });

  test('an authentication answer without the continue flags of spec §3 is refused', async () => {
    replies.push(json(200, { AccessToken: 'a.b.c' }));
    const { authenticateContinue } = continueSignupCalls(api(null));
    await expect(runCall(authenticateContinue, { Document: '52998224725', Token: '123456', PartnerId: 2 })).rejects.toMatchObject({
      message: Messages.defaultError,
    });
  });

  test('the saved progress is read with the new session as bearer, and resumes at the first incomplete step', async () => {
    const completed = (SectionId: number) => ({ ClientId: 501, SectionId, CompletedAt: '2025-06-01T12:00:00Z' });
    replies.push(json(200, [completed(1), completed(8)]));
    const { loadProgress } = continueSignupCalls(api('old-session'));
    const step = await runCall(loadProgress, { accessToken: 'new-session', clientId: 501, personType: 'F' });
    expect(step).toBe(2);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/section/501' });
    expect(seen[0].headers.authorization).toBe('Bearer new-session');
  });
});

describe('missing-documents calls', () => {
  test('link code → client id, then the upload token with the code in the query; 410 is a failure with its status', async () => {
    replies.push(
      json(200, { ClientId: 501 }),
      json(200, { Token: 't', ExpiresInSeconds: 300 }),
      json(410, { Message: Messages.uploadTokenGone }),
    );
    const { resolveDocumentCode, fetchUploadToken } = missingDocumentsCalls(api(null));
    expect(await runCall(resolveDocumentCode, { code: 'abc_DEF-123' })).toEqual({ ClientId: 501 });
    expect(await runCall(fetchUploadToken, { clientId: 501, code: 'abc_DEF-123' })).toEqual({ Token: 't', ExpiresInSeconds: 300 });
    const gone = await failureOf(runCall(fetchUploadToken, { clientId: 501, code: 'abc_DEF-123' }));
    expect([gone.status, gone.message]).toEqual([410, Messages.uploadTokenGone]);
    expect(seen.map((request) => request.url)).toEqual([
      '/api/client/code/document/abc_DEF-123',
      '/api/customer/get-token-upload-documents/501?code=abc_DEF-123',
      '/api/customer/get-token-upload-documents/501?code=abc_DEF-123',
    ]);
  });

  test('an upload is multipart with the spec fields and image0, sent with its own token; progress is emitted', async () => {
    replies.push(json(201, uploaded));
    const progress = vi.fn();
    const file = new File(['%PDF-1.7\n'], 'rg.pdf', { type: 'application/pdf' });
    const stored = await runCall(
      missingDocumentsCalls(api('session-token')).uploadRequestedDocument,
      {
        accessToken: 'documents-token',
        clientId: 501,
        document: {
          ReceiptTypeId: 10,
          CpfCnpj: '52998224725',
          ReceiptId: null,
          RequiredDocument: true,
          DocumentBaseDescription: 'RG',
          ValidityDate: null,
          SentAt: null,
          FileName: null,
          Size: null,
        },
        file,
        validityDate: '01/06/2025',
      },
      progress,
    );
    expect(stored).toEqual(uploaded);
    const [request] = seen;
    expect([request.method, request.url]).toEqual(['POST', '/api/document']);
    expect(request.headers.authorization).toBe('Bearer documents-token');
    expect(request.headers['x-platform']).toBe('10');
    expect(request.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    for (const [name, value] of [
      ['receipt_customerid', '501'],
      ['receipt_type', '10'],
      ['receipt_validity_date', '01/06/2025'],
      ['receipt_document', '52998224725'],
    ])
      expect(request.body).toContain(`name="${name}"\r\n\r\n${value}\r\n`);
    expect(request.body).toContain('name="image0"; filename="rg.pdf"');
    expect(progress).toHaveBeenCalled();
    expect(progress.mock.calls.at(-1)?.[0]).toEqual({ type: 'upload.progress', loaded: expect.any(Number), total: expect.any(Number) });
  });

  test('a refused upload rejects with the server message; a 401 on it is reported as a session expiry', async () => {
    replies.push(json(413, { Message: 'Arquivo muito grande' }), json(401, { Message: Messages.unauthorized }));
    const { upload, onUnauthorized } = api();
    const send = () =>
      sendDocument(upload, {
        fields: { receipt_customerid: '1', receipt_type: '10', receipt_validity_date: '01/06/2025', receipt_document: '52998224725' },
        file: new File(['x'], 'a.pdf', { type: 'application/pdf' }),
        signal: new AbortController().signal,
        onProgress: () => undefined,
      });
    expect(await failureOf(send())).toMatchObject({ status: 413, message: 'Arquivo muito grande' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect((await failureOf(send())).status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('data areas', () => {
  const address = {
    AddressId: 3,
    PostalCode: '01310100',
    Street: 'Av. Paulista',
    Number: '1000',
    Complement: null,
    Neighborhood: 'Bela Vista',
    CityId: 3550308,
    StateId: 35,
    CountryId: 'BRA',
    ClientId: 501,
  };
  const ids = { clientId: 501, userId: 601 };

  test('each area reads and writes its own resource with its verb (address: POST to create, PUT to update)', async () => {
    replies.push(
      json(200, address),
      json(201, address),
      json(200, address),
      json(200, { ClientId: 501, BankAccounts: [] }),
      json(200, { HasEletronicCheck: false, IsLocked: false }),
    );
    const { fetchSection, postSection } = sectionAreaCalls(api());
    await runCall(fetchSection, { section: 'address', ...ids });
    await runCall(postSection, { section: 'address', ...ids, body: { PostalCode: '01310100' }, method: 'POST' });
    await runCall(postSection, { section: 'address', ...ids, body: { AddressId: 3 }, method: 'PUT' });
    await runCall(postSection, { section: 'bankAccounts', ...ids, body: { ClientId: 501, BankAccounts: [] }, method: 'POST' });
    await runCall(fetchSection, { section: 'signatureAndTerms', ...ids });
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/address/501',
      'POST /api/address',
      'PUT /api/address',
      'PATCH /api/bank',
      'GET /api/electronic-check/verify/601',
    ]);
  });

  test('an address fetch answered 404 rejects with the status (the machine reads it as "nothing saved yet")', async () => {
    replies.push(json(404, { Message: Messages.notFound }));
    expect((await failureOf(runCall(sectionAreaCalls(api()).fetchSection, { section: 'address', ...ids }))).status).toBe(404);
  });

  test("an agreement's PDF is fetched from the path the file answered", async () => {
    replies.push({ status: 200, body: '%PDF-1.7', type: 'application/pdf' });
    const pdf = await runCall(agreementsCalls(api()).fetchAgreementPdf, { path: '/api/file/type/42/version/2025.1' });
    expect(await pdf.text()).toBe('%PDF-1.7');
    expect(seen[0].url).toBe('/api/file/type/42/version/2025.1');
  });
});
