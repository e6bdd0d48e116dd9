import { fromPromise } from 'xstate';
import { AccessTokenResponse } from '../../domain/api/auth.ts';
import { RegisterStatus } from '../../domain/api/client.ts';
import { RequestedDocuments } from '../../domain/api/documents.ts';
import { ClientIdByCode, UploadToken } from '../../domain/api/missing-documents.ts';
import type { Api, SomeCalls } from './call.ts';
import { readJson, withBearer } from './client.ts';
import { sendDocument } from './documents.api.ts';
import type { UploadProgress } from './upload.ts';

/** The event a missing-documents upload emits while its bytes go out (the view listens on the upload actor). */
export type UploadProgressEmitted = { type: 'upload.progress' } & UploadProgress;

/** The missing-documents link's calls (spec §8): the link's code, its single-use token and a documents-scope session. */
export const missingDocumentsCalls = ({ http, upload }: Api) =>
  ({
    /** GET /api/client/code/document/{code} (public, the link's code): the client the link is for. */
    resolveDocumentCode: fromPromise(({ input, signal }) =>
      readJson(http.get(`client/code/document/${encodeURIComponent(input.code)}`, { signal }), ClientIdByCode),
    ),
    /** GET /api/customer/get-token-upload-documents/{clientId}?code= (public): a single-use upload token; 410 when spent. */
    fetchUploadToken: fromPromise(({ input, signal }) => {
      const path = `customer/get-token-upload-documents/${input.clientId}`;
      return readJson(http.get(path, { searchParams: { code: input.code }, signal }), UploadToken);
    }),
    /** POST /api/customer/auth-upload (public): the upload token for a documents-scope session. */
    authenticateUpload: fromPromise(({ input, signal }) =>
      readJson(http.post('customer/auth-upload', { json: input, signal }), AccessTokenResponse),
    ),
    /** GET /api/document/client/{id}/requested with the documents-scope session: the brokerage's message and what it asked for. */
    listRequestedDocuments: fromPromise(({ input, signal }) =>
      readJson(http.get(`document/client/${input.clientId}/requested`, { ...withBearer(input.accessToken), signal }), RequestedDocuments),
    ),
    /** POST /api/document with the documents-scope session; emits `upload.progress` while the bytes go out. */
    uploadRequestedDocument: fromPromise(({ input, signal, emit }) =>
      sendDocument(upload, {
        fields: {
          receipt_customerid: String(input.clientId),
          receipt_type: String(input.document.ReceiptTypeId),
          receipt_validity_date: input.validityDate,
          receipt_document: input.document.CpfCnpj,
        },
        file: input.file,
        token: input.accessToken,
        signal,
        onProgress: (progress) => emit({ type: 'upload.progress', ...progress } satisfies UploadProgressEmitted),
      }),
    ),
    /** PATCH /api/register/status {ClientId, StatusId}: a customer may only set 2 (documents sent, spec §4). */
    setRegisterStatus: fromPromise(({ input, signal }) =>
      readJson(http.patch('register/status', { json: input.body, ...withBearer(input.accessToken), signal }), RegisterStatus),
    ),
  }) satisfies SomeCalls;
