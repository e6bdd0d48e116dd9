import type { KyInstance } from 'ky';
import { type FinalizeBody, Finalized } from '../../domain/api/client.ts';
import { idempotent, readJson } from './client.ts';

/** PATCH /api/client/finalize {Id}: finishes the sign-up (finalized, registration status 2). */
export function finalizeClient(http: KyInstance, body: FinalizeBody): Promise<Finalized> {
  return readJson(http.patch('client/finalize', { json: body, ...idempotent() }), Finalized);
}
