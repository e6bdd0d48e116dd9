import type { KyInstance } from 'ky';
import { MessageResponse } from '../../domain/api/auth.ts';
import type { OfferManagerPasswordBody } from '../../domain/api/offer-coordination.ts';
import { readJson, withBearer } from './client.ts';

/** PUT /api/offer-coordination/password with the manager's token: changes their password (a wrong current one is a 400). */
export function changeOfferManagerPassword(http: KyInstance, token: string, body: OfferManagerPasswordBody): Promise<MessageResponse> {
  return readJson(http.put('offer-coordination/password', { ...withBearer(token), json: body }), MessageResponse);
}
