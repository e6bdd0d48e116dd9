import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { ApplicationDetail, QueueMessages, QueuePage, QueueQuery } from '../../../domain/api/backoffice.ts';
import { Messages } from '../../../domain/messages.ts';
import { requireStaff } from '../../lib/auth/staff-token.ts';
import { fieldErrors, notFound } from '../../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { IdParam, pathParams, queryParams } from '../../lib/http/validate.ts';
import { findClientDocument } from '../../services/documents/document.service.ts';
import { listStatusRegistrations } from '../../services/lookups/common.service.ts';
import { latestDecisionReasons } from '../../services/reason-codes/reason-codes.service.ts';
import { applicationDetail, visibleClient } from './application.service.ts';
import { auditStaffRead } from './application-audit.ts';
import { queueItems, queuePage } from './queue.service.ts';
import { dayBr, queueCsv } from './queue-csv.ts';

const tags = ['backoffice'];
const security = [{ bearerAuth: [] }];
const common = {
  400: errorResponse('A bad or unknown query parameter'),
  401: errorResponse(Messages.unauthorized),
  403: errorResponse(`${Messages.forbidden} (a customer's or an offer manager's token)`),
};
const notVisible = errorResponse(`${Messages.notFound} (also another partner's application)`);

/** The document route's query: `download=1` answers the file as an attachment instead of inline. */
const DocumentQuery = v.strictObject({ download: v.optional(v.literal('1')) }, Messages.unknownField);

/**
 * Headers of a stored document shown to staff: its stored type, never sniffed, sandboxed with nothing allowed (a PDF
 * or an image shown by the page's viewer, never run as a page of ours), kept by no cache.
 */
function documentHeaders(document: { id: number; contentType: string; size: number }, download: boolean) {
  const extension = document.contentType === 'application/pdf' ? 'pdf' : document.contentType === 'image/png' ? 'png' : 'jpg';
  return {
    'Content-Type': document.contentType,
    'Content-Length': String(document.size),
    'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="documento-${document.id}.${extension}"`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "sandbox; default-src 'none'",
    'Cache-Control': 'private, no-store',
  };
}

/** 400 when the query's days are reversed (the schema checks each day alone). */
function assertDayRange(query: QueueQuery): QueueQuery {
  if (query.from && query.to && query.from > query.to) throw fieldErrors({ to: [QueueMessages.datesReversed] });
  return query;
}

/** The filters of an export as the audit trail keeps them (filter names and values; never a row). */
const filtersOf = (query: QueueQuery) =>
  Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${value}`);

/**
 * /api/backoffice (any staff role; partner staff see their partner's applications only, another partner's id is a
 * 404): the queue, its CSV export (audited), one application as submitted (audited) and its documents (audited).
 */
export function backofficeApplicationsRoutes(deps: AppDeps) {
  const staff = requireStaff(deps);
  const reader = (c: { get(key: 'staff'): { id: number; partnerId: number | null } }) => ({
    staffId: c.get('staff').id,
    partnerId: c.get('staff').partnerId,
    now: deps.clock.now(),
  });
  return new Hono<AppEnv>()
    .get(
      '/applications',
      describeRoute({
        tags,
        security,
        summary:
          "The queue: applications filtered by status, person type, partner, current step, creation days, PEP, days in status and the reader's claims; each with its holder and its partner's SLA; sorted; paginated (25, 50 or 100); counts per status under the other filters",
        responses: { 200: jsonResponse('One page', resolver(QueuePage)), ...common },
      }),
      staff,
      queryParams(QueueQuery),
      async (c) => c.json(await queuePage(deps.db, reader(c), assertDayRange(c.req.valid('query')))),
    )
    .get(
      '/applications.csv',
      describeRoute({
        tags,
        security,
        summary: "The queue's applications under the same filters as CSV (UTF-8 with BOM, ';', pt-BR dates); audited with the filters",
        responses: { 200: { description: 'CSV', content: { 'text/csv': {} } }, ...common },
      }),
      staff,
      queryParams(QueueQuery),
      async (c) => {
        const query = assertDayRange(c.req.valid('query'));
        const now = deps.clock.now();
        const [items, statuses] = await Promise.all([queueItems(deps.db, reader(c), query), listStatusRegistrations(deps.db)]);
        const member = c.get('staff');
        const read = {
          action: 'backoffice.queue.export' as const,
          entity: 'queue',
          entityId: member.partnerId ?? 'all',
          fields: filtersOf(query),
        };
        await auditStaffRead(deps.db, member, read, { requestId: c.get('requestId'), at: now });
        const reasons = await latestDecisionReasons(
          deps.db,
          items.map((item) => item.ClientId),
        );
        const csv = queueCsv(items, new Map(statuses.map((status) => [status.Id, status.Description])), reasons);
        return c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="cadastros-${dayBr(now)}.csv"`,
        });
      },
    )
    .get(
      '/applications/:clientId',
      describeRoute({
        tags,
        security,
        summary:
          'One application as submitted: every section, documents, suitability, agreements with evidence, declarations, audit trail; audited',
        responses: { 200: jsonResponse('The application', resolver(ApplicationDetail)), ...common, 404: notVisible },
      }),
      staff,
      pathParams(v.object({ clientId: IdParam })),
      async (c) => {
        const member = c.get('staff');
        const client = await visibleClient(deps.db, member, c.req.valid('param').clientId);
        const now = deps.clock.now();
        const read = { action: 'backoffice.application.read' as const, entity: 'client', entityId: client.id };
        await auditStaffRead(deps.db, member, read, { requestId: c.get('requestId'), at: now });
        return c.json(await applicationDetail(deps.db, client, now));
      },
    )
    .get(
      '/applications/:clientId/documents/:documentId',
      describeRoute({
        tags,
        security,
        summary:
          "An uploaded document's stored bytes with its stored type, inline (attachment with download=1), nosniff, sandboxed, not cached; audited",
        responses: {
          200: { description: 'The file', content: { 'application/pdf': {}, 'image/jpeg': {}, 'image/png': {} } },
          ...common,
          404: notVisible,
        },
      }),
      staff,
      pathParams(v.object({ clientId: IdParam, documentId: IdParam })),
      queryParams(DocumentQuery),
      async (c) => {
        const member = c.get('staff');
        const { clientId, documentId } = c.req.valid('param');
        const client = await visibleClient(deps.db, member, clientId);
        const document = await findClientDocument(deps.db, client.id, documentId);
        // A row whose file is gone (restored backup, manual cleanup) is a 404, not a broken stream.
        if (!document || (await deps.storage.size(document.storageKey)) === undefined) throw notFound();
        const download = c.req.valid('query').download === '1';
        const action = download ? 'backoffice.document.download' : 'backoffice.document.view';
        await auditStaffRead(
          deps.db,
          member,
          { action, entity: 'document', entityId: document.id },
          { requestId: c.get('requestId'), at: deps.clock.now() },
        );
        const body = Readable.toWeb(deps.storage.open(document.storageKey)) as ReadableStream;
        return c.body(body, 200, documentHeaders(document, download));
      },
    );
}
