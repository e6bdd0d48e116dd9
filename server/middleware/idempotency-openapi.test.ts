import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';
import { IDEMPOTENCY_HEADER, IdempotencyMessages } from './idempotency.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Operation = {
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
};

// Every call that runs `idempotent` or `runOnce` (ADR 177).
const CREATING_CALLS = [
  ['post', '/api/client/basic-data'],
  ['post', '/api/document'],
  ['post', '/api/client-agreement/type'],
  ['post', '/api/client-agreement/type/batch'],
  ['patch', '/api/client/finalize'],
  ['post', '/api/backoffice/applications/{clientId}/decision'],
] as const;

describe('Idempotency-Key in /api/openapi.json', () => {
  it('is an optional header of every creating call, with its 409 and 422 answers in the error shape', async () => {
    const spec = (await (await t.call('GET', '/api/openapi.json')).json()) as { paths: Record<string, Record<string, Operation>> };
    for (const [method, path] of CREATING_CALLS) {
      const operation = spec.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      const header = operation?.parameters?.find((parameter) => parameter.name === IDEMPOTENCY_HEADER);
      expect([path, header?.in, header?.required]).toEqual([path, 'header', false]);
      expect(operation?.responses[409]?.description).toContain(IdempotencyMessages.inFlight);
      expect(operation?.responses[422]?.description).toContain(IdempotencyMessages.otherRequest);
      expect(Object.keys(operation?.responses[422]?.content ?? {})).toEqual(['application/json']);
    }
  });

  it("keeps a call's own 409 beside the key's", async () => {
    const spec = (await (await t.call('GET', '/api/openapi.json')).json()) as { paths: Record<string, Record<string, Operation>> };
    const finalize409 = spec.paths['/api/client/finalize'].patch.responses[409].description;
    expect(finalize409).toMatch(/^.+ \/ .*Idempotency-Key/);
  });

  it('is not offered on calls that do not honour it', async () => {
    const spec = (await (await t.call('GET', '/api/openapi.json')).json()) as { paths: Record<string, Record<string, Operation>> };
    const offering = Object.entries(spec.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.parameters?.some((parameter) => parameter.name === IDEMPOTENCY_HEADER))
        .map(([method]) => `${method} ${path}`),
    );
    expect(new Set(offering)).toEqual(new Set(CREATING_CALLS.map(([method, path]) => `${method} ${path}`)));
  });
});
