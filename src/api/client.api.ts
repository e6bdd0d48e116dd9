import type { KyInstance } from 'ky';
import { type BasicDataBody, BasicDataCreated, VerifyResponse } from '../../domain/index.ts';
import { idempotent, readJson } from './client.ts';

/** GET /api/client/document/{document}/partner/{partnerId}/verify: whether and how the document is registered. */
export function verifyDocument(http: KyInstance, args: { document: string; partnerId: number }): Promise<VerifyResponse> {
  const path = `client/document/${encodeURIComponent(args.document)}/partner/${args.partnerId}/verify`;
  return readJson(http.get(path), VerifyResponse);
}

/** POST /api/client/basic-data: creates the customer and answers its AccessToken (public call). */
export function createClient(http: KyInstance, body: BasicDataBody): Promise<BasicDataCreated> {
  return readJson(http.post('client/basic-data', { json: body, ...idempotent() }), BasicDataCreated);
}
