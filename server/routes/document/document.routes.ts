import { Readable } from 'node:stream';
import { toJsonSchema } from '@valibot/to-json-schema';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import {
  ClientDocuments,
  RequestedDocuments,
  RequiredDocuments,
  UPLOAD_FILE_FIELD,
  UploadedDocument,
  UploadFields,
} from '../../../domain/api/documents.ts';
import { Messages } from '../../../domain/messages.ts';
import { ClientIdParams, requireClient } from '../../lib/clients/client-scope.ts';
import { receiveUpload } from '../../lib/documents/uploads.ts';
import { UploadMessages } from '../../lib/documents/uploads-messages.ts';
import { notFound } from '../../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { IdParam, pathParams } from '../../lib/http/validate.ts';
import { assertOwnClient, DOCUMENT_SCOPES, requireAuth, tokenClient } from '../../middleware/auth.ts';
import { checkIdempotencyKey, respondOnce, runOnce, tokenScope, withIdempotencyKey } from '../../middleware/idempotency.ts';
import { findClientDocument, listClientDocuments, pendingRequiredDocuments } from '../../services/documents/document.service.ts';
import { requestedDocuments } from '../../services/documents/requested-documents.service.ts';
import { removeDocument } from './document-removal.service.ts';
import { acceptUpload, refuseOtherClient, storageRefusal, uploadPayload } from './document-upload.service.ts';

const bearer = [{ bearerAuth: [] }];
const common = { 401: errorResponse(Messages.unauthorized), 403: errorResponse(Messages.forbidden), 404: errorResponse(Messages.notFound) };

// The multipart form of spec §7 in OpenAPI: the text fields of the contract plus the file.
const { $schema: _draft, ...fieldsSchema } = toJsonSchema(UploadFields, { errorMode: 'ignore' }) as Record<string, unknown> & {
  properties: Record<string, unknown>;
  required: string[];
};
const uploadForm = {
  ...fieldsSchema,
  type: 'object' as const,
  properties: {
    ...fieldsSchema.properties,
    [UPLOAD_FILE_FIELD]: { type: 'string' as const, format: 'binary', description: 'PDF, JPEG or PNG, at most 10 MB' },
  },
  required: [...fieldsSchema.required, UPLOAD_FILE_FIELD],
};

/** /api/document: the client's documents, the required ones still missing, the upload, its removal and the uploaded files. */
export function documentRoutes(deps: AppDeps) {
  const auth = requireAuth(deps, DOCUMENT_SCOPES);
  // The client's lists check the session in their requireClient (ADR 226); the file, upload and removal keep their own.
  const readAuth = requireAuth(deps, DOCUMENT_SCOPES, 'in-first-statement');
  const ownClient = async (c: Parameters<typeof assertOwnClient>[0], clientId: number) => {
    assertOwnClient(c, clientId);
    return requireClient(deps.db, c);
  };
  return new Hono<AppEnv>()
    .get(
      '/client/:clientId',
      describeRoute({
        tags: ['documents'],
        summary: "The client's documents: what it must and may send, each with its latest upload (required first)",
        security: bearer,
        responses: { 200: jsonResponse('Documents', resolver(ClientDocuments)), ...common },
      }),
      readAuth,
      pathParams(ClientIdParams),
      async (c) => c.json(await listClientDocuments(deps.db, await ownClient(c, c.req.valid('param').clientId))),
    )
    .get(
      '/client/:clientId/required',
      describeRoute({
        tags: ['documents'],
        summary: 'The required documents not sent yet, in order',
        security: bearer,
        responses: { 200: jsonResponse('Missing required documents', resolver(RequiredDocuments)), ...common },
      }),
      readAuth,
      pathParams(ClientIdParams),
      async (c) => c.json(await pendingRequiredDocuments(deps.db, await ownClient(c, c.req.valid('param').clientId))),
    )
    .get(
      '/client/:clientId/requested',
      describeRoute({
        tags: ['documents'],
        summary: "The brokerage's message and the documents it asked for, not sent since it asked, in its order",
        security: bearer,
        responses: { 200: jsonResponse('Requested documents', resolver(RequestedDocuments)), ...common },
      }),
      readAuth,
      pathParams(ClientIdParams),
      async (c) => c.json(await requestedDocuments(deps.db, await ownClient(c, c.req.valid('param').clientId))),
    )
    .get(
      '/:receiptId/file',
      describeRoute({
        tags: ['documents'],
        summary: 'The file of an uploaded document of the client, as an attachment',
        security: bearer,
        responses: { 200: { description: 'The file', content: { 'application/octet-stream': {} } }, ...common },
      }),
      auth,
      pathParams(v.object({ receiptId: IdParam })),
      async (c) => {
        const client = await requireClient(deps.db, c);
        const document = await findClientDocument(deps.db, client.id, c.req.valid('param').receiptId);
        // A row whose file is gone (restored backup, manual cleanup) is a 404, not a broken stream.
        if (!document || (await deps.storage.size(document.storageKey)) === undefined) throw notFound();
        const extension = document.contentType === 'application/pdf' ? 'pdf' : document.contentType === 'image/png' ? 'png' : 'jpg';
        const body = Readable.toWeb(deps.storage.open(document.storageKey)) as ReadableStream;
        return c.body(body, 200, {
          'Content-Type': document.contentType,
          'Content-Length': String(document.size),
          'Content-Disposition': `attachment; filename="documento-${document.id}.${extension}"`,
          'X-Content-Type-Options': 'nosniff',
        });
      },
    )
    .delete(
      '/:receiptId',
      describeRoute({
        tags: ['documents'],
        summary:
          'Remove one uploaded document of the client and its file (its slot then shows the latest upload left of its type and person), where the session may send documents; a missing-documents session removes only what it sent since the request',
        security: bearer,
        responses: { 204: { description: 'Removed' }, ...common, 409: errorResponse(Messages.fileFrozen) },
      }),
      auth,
      pathParams(v.object({ receiptId: IdParam })),
      async (c) => {
        await removeDocument(deps, c, c.req.valid('param').receiptId);
        return c.body(null, 204);
      },
    )
    .post(
      '/',
      describeRoute(
        withIdempotencyKey({
          tags: ['documents'],
          summary:
            'Upload a document (multipart; streamed to storage; type by magic bytes; 10 MB; images re-encoded, PDFs with active content refused, scanned by clamd): the sign-up session at status 1, the missing-documents session at 3. 503 and 507 store nothing: send the same upload again after Retry-After, with the same Idempotency-Key',
          security: bearer,
          requestBody: { required: true, content: { 'multipart/form-data': { schema: uploadForm } } },
          responses: {
            201: jsonResponse('Stored', resolver(UploadedDocument)),
            ...common,
            409: errorResponse(`${Messages.fileFrozen} / ${UploadMessages.tooManyDocuments}`),
            413: errorResponse(UploadMessages.tooLarge),
            415: errorResponse(UploadMessages.wrongType),
            422: errorResponse(`${UploadMessages.pdfActiveContent} / ${UploadMessages.infected}`),
            503: errorResponse(`${UploadMessages.scanUnavailable} (Retry-After: seconds)`),
            507: errorResponse(`${UploadMessages.storageFull} (the store is full or refused the write; Retry-After: seconds)`),
          },
        }),
      ),
      auth,
      checkIdempotencyKey,
      async (c) => {
        const upload = await receiveUpload(c.req.raw, deps.storage, {
          fileField: UPLOAD_FILE_FIELD,
          beforeFile: refuseOtherClient(tokenClient(c).clientId),
          clamavUrl: deps.config.clamavUrl,
        }).catch((error: unknown) => {
          throw storageRefusal(c, error);
        });
        // A replayed or refused upload leaves nothing stored (ADR 177: the fields and the file's SHA-256 are its payload).
        let accepted = false;
        try {
          return await runOnce(deps, c, { scope: tokenScope(c), payload: uploadPayload(upload) }, async () => {
            const response = await respondOnce(
              c,
              (once) => acceptUpload(deps, c, upload, once),
              (document) => c.json(document, 201),
            );
            accepted = true;
            return response;
          });
        } finally {
          if (!accepted && upload.file) await deps.storage.remove(upload.file.key);
        }
      },
    );
}
