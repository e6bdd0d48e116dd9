import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// The document and its page describe the API; they are not operations of it.
const SELF_DESCRIBING = ['/api/openapi.json', '/api/docs'];

type Operation = {
  summary?: string;
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
};

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document listing exactly the routes the app serves under /api', async () => {
    const response = await t.call('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    const spec = await response.json();
    expect(spec.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(spec))).resolves.toBeDefined();
    const documented = Object.entries(spec.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const served = t.app.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/') && !SELF_DESCRIBING.includes(route.path))
      .map((route) => `${route.method} ${route.path.replace(/\/$/, '').replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`);
    expect(new Set(documented)).toEqual(new Set(served));
    expect(documented).toEqual(expect.arrayContaining(['POST /api/partner/url', 'POST /api/client/basic-data', 'GET /api/health']));
  });

  it('describes bodies, parameters, auth and error shapes from the valibot schemas', async () => {
    const spec = await (await t.call('GET', '/api/openapi.json')).json();
    const signup: Operation = spec.paths['/api/client/basic-data'].post;
    const body = signup.requestBody!.content['application/json'].schema;
    expect(Object.keys(body.properties ?? {})).toEqual(
      expect.arrayContaining(['CpfCnpj', 'BirthDate', 'Email', 'PartnerId', 'KnowledgeId']),
    );
    expect(body.required).toEqual(expect.arrayContaining(['CpfCnpj', 'Email']));
    expect(signup.responses['400'].content!['application/json'].schema.properties).toHaveProperty('Message');
    expect(signup.responses['202'].content!['application/json'].schema.properties).toHaveProperty('ExpiresInSeconds');
    expect(signup.responses).not.toHaveProperty('201');
    const verify: Operation = spec.paths['/api/client/document/{document}/partner/{partnerId}/verify'].get;
    expect(verify.parameters?.map((p) => `${p.in}:${p.name}`).sort()).toEqual(['path:document', 'path:partnerId']);
    expect(verify.security).toEqual([{ bearerAuth: [] }]);
    expect(spec.paths['/api/client/basic-data'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(spec.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

describe('GET /api/docs', () => {
  it('is a self-contained HTML page listing the operations', async () => {
    const response = await t.call('GET', '/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('/api/partner/url');
    expect(page).toContain('/api/openapi.json');
    expect(page).not.toMatch(/<script|https?:\/\/(?!localhost)/);
  });
});
