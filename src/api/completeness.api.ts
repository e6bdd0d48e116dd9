import type { KyInstance } from 'ky';
import { Completeness } from '../../domain/api/completeness.ts';
import { readJson } from './client.ts';

/** GET /api/client/{id}/completeness: the sections the server calls complete, what each lacks, and the status. */
export function loadCompleteness(http: KyInstance, clientId: number, signal?: AbortSignal): Promise<Completeness> {
  return readJson(http.get(`client/${clientId}/completeness`, { signal }), Completeness);
}
