import type { KyInstance } from 'ky';
import { Partner, registerUrlFromHost } from '../../domain/index.ts';
import { readJson } from './client.ts';

/** POST /api/partner/url: the partner serving this host (spec §7); an unknown host rejects with status 404. */
export function findPartnerByHost(http: KyInstance, host: string): Promise<Partner> {
  return readJson(http.post('partner/url', { json: { Url: registerUrlFromHost(host) } }), Partner);
}
