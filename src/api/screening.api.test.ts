import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { ScreeningState } from '../../domain/api/screening.ts';
import { RequestFailure } from '../../domain/index.ts';
import { json, startHttpStub } from '../testing/http-stub.ts';
import { runCall } from '../testing/run-call.ts';
import { createApiClient } from './client.ts';
import { screeningCalls } from './screening.api.ts';

let stub: Awaited<ReturnType<typeof startHttpStub>>;
beforeAll(async () => {
  stub = await startHttpStub();
});
afterAll(() => stub.close());
afterEach(() => stub.reset());

const calls = () =>
  screeningCalls(createApiClient({ baseUrl: stub.origin, getToken: () => 'staff-token', onUnauthorized: vi.fn(), timeout: 2000 }));
const STATE: ScreeningState = { Latest: null, History: [], ApprovalBlockedBy: null };

test('loads, rescreens and reviews at the screening routes, answering the state', async () => {
  stub.replies.push(json(200, STATE), json(200, STATE), json(200, STATE));
  expect(await runCall(calls().loadScreening, { clientId: 42 })).toEqual(STATE);
  expect(await runCall(calls().rescreen, { clientId: 42 })).toEqual(STATE);
  const body = { Decision: 'false-positive' as const, Note: 'Homônimo' };
  expect(await runCall(calls().reviewScreeningHit, { clientId: 42, hitId: 7, body })).toEqual(STATE);
  // The stub keeps bodies as latin1 bytes.
  const utf8 = (text: string) => Buffer.from(text, 'latin1').toString('utf8');
  expect(stub.seen.map((request) => [request.method, request.url, utf8(request.body)])).toEqual([
    ['GET', '/api/backoffice/applications/42/screening', ''],
    ['POST', '/api/backoffice/applications/42/screening', ''],
    ['POST', '/api/backoffice/applications/42/screening/hits/7/review', JSON.stringify(body)],
  ]);
  expect(stub.seen[0].headers.authorization).toBe('Bearer staff-token');
});

test("fails with the server's message, and on an answer that is not a state", async () => {
  stub.replies.push(json(400, { Message: 'Explique a revisão' }), json(200, { Latest: 'x' }));
  const body = { Decision: 'confirmed' as const, Note: '' };
  const refused = await runCall(calls().reviewScreeningHit, { clientId: 1, hitId: 2, body }).catch((error: unknown) => error);
  expect(refused).toEqual(new RequestFailure(400, 'Explique a revisão'));
  const garbled = await runCall(calls().loadScreening, { clientId: 1 }).catch((error: unknown) => error);
  expect((garbled as RequestFailure).status).toBe(200);
});
