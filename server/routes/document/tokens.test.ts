import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../../domain/messages.ts';
import { PDF_BYTES } from '../../lib/uploads-fixtures.ts';
import { type TestClient, testClient, tokenFor, upload, uploadParts } from '../../test-support/document.fixtures.ts';
import { pfBody, pjBody, signUp } from '../../test-support/fixtures.ts';
import { badTokens } from '../../test-support/section-kit.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

// Every route of documents, agreements, register status and finalize against missing, expired, tampered and
// foreign tokens (401), and the scope rule: a documents token reaches only the document routes (403 elsewhere).
let t: TestApp;
let who: TestClient;
let victim: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  const body = pfBody(t);
  who = testClient(await signUp(t, body), body);
  const second = pjBody(t);
  victim = testClient(await signUp(t, second), second);
});
afterAll(() => t.close());

const routes = (): [string, string, unknown?][] => [
  ['GET', `/api/document/client/${who.id}`],
  ['GET', `/api/document/client/${who.id}/required`],
  ['GET', '/api/document/1/file'],
  ['PATCH', '/api/register/status', { ClientId: who.id, StatusId: 2 }],
  ['GET', '/api/file/type/42'],
  ['GET', '/api/file/type/42/version/2025.1'],
  ['GET', `/api/client-agreement/client/${who.id}`],
  ['GET', `/api/client-agreement/client/${who.id}/type/1`],
  ['POST', '/api/client-agreement/type', { EletronicCheck: '135790', AgreementType: 42 }],
  ['POST', '/api/client-agreement/type/batch', { EletronicCheck: '135790', AgreementTypes: [1] }],
  ['PATCH', '/api/client/finalize', { Id: who.id }],
];
const DOCUMENT_ROUTES = ['/api/document/', '/api/register/status'];

describe('tokens on the documents, agreements and finalize routes', () => {
  it('answers 401 without a token and with an expired, tampered or foreign one', async () => {
    const tokens = await badTokens(who, victim);
    for (const [method, path, json] of routes()) {
      for (const token of tokens) {
        const response = await t.call(method, path, { token, json });
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(await response.json()).toEqual({ Message: Messages.unauthorized });
      }
    }
    for (const token of tokens) {
      expect((await upload(t, uploadParts(who, 10, { name: 'a.pdf', type: 'application/pdf', data: PDF_BYTES }), token)).status).toBe(401);
    }
  });

  it('lets a documents-scope token reach only the document routes', async () => {
    const token = await tokenFor(who, { scope: 'documents' });
    for (const [method, path, json] of routes()) {
      const response = await t.call(method, path, { token, json });
      const documentRoute = DOCUMENT_ROUTES.some((prefix) => path.startsWith(prefix));
      if (documentRoute) expect(response.status, `${method} ${path}`).not.toBe(403);
      else expect(response.status, `${method} ${path}`).toBe(403);
    }
  });
});
