import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { PartnerMessages } from '../../domain/api/partners.ts';
import { RequestFailure } from '../../domain/request-failure.ts';
import { json, startHttpStub } from '../testing/http-stub.ts';
import { runCall } from '../testing/run-call.ts';
import { backofficeCalls } from './backoffice.api.ts';
import { createApiClient } from './client.ts';

let stub: Awaited<ReturnType<typeof startHttpStub>>;
beforeAll(async () => {
  stub = await startHttpStub();
});
afterAll(() => stub.close());
afterEach(() => stub.reset());

const calls = () => {
  const store = { read: () => null, remember: () => {}, forget: () => {} };
  return backofficeCalls(
    createApiClient({ baseUrl: stub.origin, getToken: () => 'staff-token', onUnauthorized: () => {}, timeout: 2000 }),
    store,
  );
};

describe('changePartner with logo files', () => {
  test('PATCHes the changed fields, then PUTs each file raw with its type; only files: no PATCH', async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    stub.replies.push(json(200, {}), json(200, {}));
    await runCall(calls().changePartner, { id: 3, body: { Name: 'Nova' }, logos: { Login: png } });
    expect(stub.seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'PATCH /api/backoffice/partners/3',
      'PUT /api/backoffice/partners/3/logos/login',
    ]);
    expect(stub.seen[1].headers['content-type']).toBe('image/png');
    expect(stub.seen[1].headers.authorization).toBe('Bearer staff-token');
    expect(Buffer.from(stub.seen[1].body, 'latin1')).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    stub.reset();
    stub.replies.push(json(415, { Message: PartnerMessages.logoType, Errors: { 'Logos.Menu': [PartnerMessages.logoType] } }));
    const refused = runCall(calls().changePartner, { id: 3, body: {}, logos: { Menu: png } });
    await expect(refused).rejects.toBeInstanceOf(RequestFailure);
    await expect(refused).rejects.toMatchObject({ status: 415, fieldErrors: { 'Logos.Menu': [PartnerMessages.logoType] } });
    expect(stub.seen.map((request) => request.method)).toEqual(['PUT']);
  });
});
