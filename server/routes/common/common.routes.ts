import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { KnowledgeItem, KnowledgeSources } from '../../../domain/knowledge.ts';
import { StatusRegistrations } from '../../../domain/lookups.ts';
import { Messages } from '../../../domain/messages.ts';
import { notFound } from '../../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { IdParam, pathParams } from '../../lib/http/validate.ts';
import { requireAuth } from '../../middleware/auth.ts';
import { listKnowledgeItems, listKnowledgeSources, listStatusRegistrations } from '../../services/lookups/common.service.ts';
import { lookupRoutes } from './lookups.routes.ts';

const KnowledgeItems = v.array(KnowledgeItem);
const SourceParams = v.object({ id: IdParam });

/** /api/common: knowledge sources, registration statuses and every other lookup list (lookups.routes.ts). */
export function commonRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .get(
        '/v3/knowledge-sources',
        describeRoute({
          tags: ['common'],
          summary: 'Knowledge sources with their sub-items (public)',
          responses: { 200: jsonResponse('Knowledge sources', resolver(KnowledgeSources)) },
        }),
        async (c) => c.json(await listKnowledgeSources(deps.db)),
      )
      // The spec writes it with a trailing slash; the app is not strict about trailing slashes (ADR 012).
      .get(
        '/v2/:id/knowledge-sources',
        describeRoute({
          tags: ['common'],
          summary: 'The sub-items of a knowledge source (public)',
          responses: { 200: jsonResponse('Sub-items', resolver(KnowledgeItems)), 404: errorResponse(Messages.notFound) },
        }),
        pathParams(SourceParams),
        async (c) => {
          const items = await listKnowledgeItems(deps.db, c.req.valid('param').id);
          if (!items) throw notFound();
          return c.json(items);
        },
      )
      .get(
        '/status-registrations',
        describeRoute({
          tags: ['common'],
          summary: 'Registration statuses',
          security: [{ bearerAuth: [] }],
          responses: { 200: jsonResponse('Statuses', resolver(StatusRegistrations)), 401: errorResponse(Messages.unauthorized) },
        }),
        requireAuth(deps),
        async (c) => c.json(await listStatusRegistrations(deps.db)),
      )
      .route('/', lookupRoutes(deps))
  );
}
