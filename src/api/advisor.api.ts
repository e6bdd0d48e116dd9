import type { KyInstance } from 'ky';
import { AdvisorName } from '../../domain/lookups.ts';
import { readJson } from './client.ts';

/** GET /api/advisor/{id}/name (public, spec §7): the advisor a sign-up link names; 404 for an unknown or inactive one. */
export function findAdvisorName(http: KyInstance, id: number, signal?: AbortSignal): Promise<AdvisorName> {
  return readJson(http.get(`advisor/${id}/name`, { signal }), AdvisorName);
}
