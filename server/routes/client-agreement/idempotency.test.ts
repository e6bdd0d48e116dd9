import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ElectronicCheckMessages } from '../../../domain/api/electronic-check.ts';
import { clientAgreements } from '../../db/schema/index.ts';
import { IdempotencyMessages, REPLAYED_HEADER } from '../../middleware/idempotency.ts';
import { completeFile } from '../../test-support/complete-file.ts';
import { createSignature, type TestClient, testClient } from '../../test-support/document.fixtures.ts';
import { pfBody, signUp } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

// Idempotency-Key on agreement signing and on finalize (ADR 177): both are keyed by the token's client.
const PIN = '135790';
let t: TestApp;
const newClient = async () => {
  const body = pfBody(t);
  return testClient(await signUp(t, body), body);
};
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signBatch = (client: TestClient, json: unknown, key: string) =>
  t.call('POST', '/api/client-agreement/type/batch', { token: client.token, json, headers: { 'Idempotency-Key': key } });
const rows = (clientId: number) => t.database.db.select().from(clientAgreements).where(eq(clientAgreements.clientId, clientId));

describe('POST /api/client-agreement/type/batch with an Idempotency-Key', () => {
  it('replays the signed agreements; another body with the key is 422', async () => {
    const signer = await newClient();
    await createSignature(t, signer, PIN);
    const first = await signBatch(signer, { EletronicCheck: PIN, AgreementTypes: [1, 28, 57] }, 'sign-1');
    expect(first.status).toBe(201);
    const again = await signBatch(signer, { EletronicCheck: PIN, AgreementTypes: [1, 28, 57] }, 'sign-1');
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await rows(signer.id)).toHaveLength(3);
    const other = await signBatch(signer, { EletronicCheck: PIN, AgreementTypes: [1] }, 'sign-1');
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ Message: IdempotencyMessages.otherRequest });
  });

  it('spends one attempt on a wrong signature retried with its key (the 400 is replayed)', async () => {
    const signer = await newClient();
    await createSignature(t, signer, PIN);
    const wrong = { EletronicCheck: '246801', AgreementTypes: [1] };
    for (let retry = 0; retry < 3; retry++) {
      const response = await signBatch(signer, wrong, 'sign-wrong');
      expect(response.status).toBe(400);
      expect((await response.json()).Message).toBe(ElectronicCheckMessages.wrong(4));
    }
    const next = await signBatch(signer, wrong, 'sign-wrong-2');
    expect((await next.json()).Message).toBe(ElectronicCheckMessages.wrong(3));
  });
});

describe('PATCH /api/client/finalize with an Idempotency-Key', () => {
  it('replays the finalized answer to a retry', async () => {
    const client = await newClient();
    await completeFile(t, client);
    const finalize = () =>
      t.call('PATCH', '/api/client/finalize', { token: client.token, json: { Id: client.id }, headers: { 'Idempotency-Key': 'fin-1' } });
    const first = await finalize();
    expect(first.status).toBe(200);
    const again = await finalize();
    expect(again.status).toBe(200);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await again.json()).toEqual({ Id: client.id, Finalized: true, StatusRegistration: 2 });
  });
});
