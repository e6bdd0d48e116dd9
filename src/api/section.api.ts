import type { KyInstance } from 'ky';
import { type SectionBody, SectionCompletion, SectionCompletions } from '../../domain/api/section.ts';
import { readJson, withBearer } from './client.ts';

/** POST /api/section {ClientId, SectionId}: marks a section complete (idempotent). */
export function completeSection(http: KyInstance, body: SectionBody): Promise<SectionCompletion> {
  return readJson(http.post('section', { json: body }), SectionCompletion);
}

/** GET /api/section/{clientId}: the sections the client completed; `token` when the session is not the app's yet. */
export function listCompletedSections(http: KyInstance, clientId: number, token: string | null = null): Promise<SectionCompletion[]> {
  return readJson(http.get(`section/${clientId}`, withBearer(token)), SectionCompletions);
}
