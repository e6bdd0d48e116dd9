import type { KyInstance } from 'ky';
import { AccessTokenResponse } from '../../domain/api/auth.ts';
import { type AuthUploadBody, ClientIdByCode, UploadToken } from '../../domain/api/missing-documents.ts';
import { readJson } from './client.ts';

/** GET /api/client/code/document/{code} (public, the link's code): the client the link is for. */
export function resolveDocumentCode(http: KyInstance, code: string): Promise<ClientIdByCode> {
  return readJson(http.get(`client/code/document/${encodeURIComponent(code)}`), ClientIdByCode);
}

/** GET /api/customer/get-token-upload-documents/{clientId}?code= (public): a single-use upload token; 410 when spent. */
export function fetchUploadToken(http: KyInstance, args: { clientId: number; code: string }): Promise<UploadToken> {
  const path = `customer/get-token-upload-documents/${args.clientId}`;
  return readJson(http.get(path, { searchParams: { code: args.code } }), UploadToken);
}

/** POST /api/customer/auth-upload (public): the upload token for a documents-scope session. */
export function authenticateUpload(http: KyInstance, body: AuthUploadBody): Promise<AccessTokenResponse> {
  return readJson(http.post('customer/auth-upload', { json: body }), AccessTokenResponse);
}
