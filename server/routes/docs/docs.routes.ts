import { Hono } from 'hono';
import { html } from 'hono/html';
import { generateSpecs } from 'hono-openapi';
import type { AppEnv } from '../../lib/http/context.ts';
import { validationErrorResponse } from '../../lib/http/openapi-responses.ts';

type Operation = { method: string; path: string; summary: string; secured: boolean };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** OpenAPI 3.1 of an API app, generated from the valibot schemas its routes validate with. */
export async function openApiDocument(api: Hono<AppEnv>) {
  return generateSpecs(api, {
    documentation: {
      info: {
        title: 'Onboarding API',
        version: '0.1.0',
        description:
          'White-label investment-account onboarding (PF/PJ). Any call may answer 503 with Retry-After and a pt-BR Message: ' +
          "the database is unreachable, or the customer's file stayed held by another call past the wait bound (ADR 216). " +
          'After a 503 or no answer, send a creating call again with the same Idempotency-Key: its answer is stored with ' +
          'its change, so a change that was stored is replayed and one that was not runs (ADR 215).',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    defaultValidationErrorResponse: validationErrorResponse,
    // Only described routes are listed: a dotted one (the back office's /applications.csv) is an operation, not a file.
    excludeStaticFile: false,
  });
}

function operations(document: Awaited<ReturnType<typeof openApiDocument>>): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = item?.[method];
      return op ? [{ method: method.toUpperCase(), path, summary: op.summary ?? '', secured: Boolean(op.security?.length) }] : [];
    }),
  );
}

/** GET /api/openapi.json and a plain docs page at /api/docs (no CDN, no script). */
export function docsRoutes(api: Hono<AppEnv>) {
  // Generated on first request, once every route is registered.
  let document: Promise<Awaited<ReturnType<typeof openApiDocument>>> | undefined;
  const spec = () => {
    document ??= openApiDocument(api);
    return document;
  };
  return new Hono<AppEnv>()
    .get('/openapi.json', async (c) => c.json(await spec()))
    .get('/docs', async (c) => {
      const rows = operations(await spec()).map(
        (op) =>
          html`<tr><td><code>${op.method}</code></td><td><code>${op.path}</code></td><td>${op.summary}</td><td>${op.secured ? 'Bearer' : 'público'}</td></tr>`,
      );
      return c.html(html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Onboarding API</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem;color:#0b1f33}table{border-collapse:collapse}td,th{padding:.4rem .8rem;border-bottom:1px solid #dde3ea;text-align:left}</style>
</head><body><h1>Onboarding API</h1><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Summary</th><th>Auth</th></tr></thead><tbody>${rows}</tbody></table></body></html>`);
    });
}
