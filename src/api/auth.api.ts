import type { KyInstance } from 'ky';
import { type ContinueAuthBody, ContinueResult, type ContinueTokenBody, ContinueTokenSent } from '../../domain/api/auth.ts';
import { readJson } from './client.ts';

/** POST /api/customer/token-continue-register (public): emails a 6-digit code to the document's owner. */
export function requestContinueCode(http: KyInstance, body: ContinueTokenBody): Promise<ContinueTokenSent> {
  return readJson(http.post('customer/token-continue-register', { json: body }), ContinueTokenSent);
}

/**
 * POST /api/customer/autenticate-continue-register (public; the spec's spelling): the emailed code for where the
 * sign-up stands (spec §3 continue flags) and, to continue or send documents, a session.
 */
export function authenticateContinue(http: KyInstance, body: ContinueAuthBody): Promise<ContinueResult> {
  return readJson(http.post('customer/autenticate-continue-register', { json: body }), ContinueResult);
}
